import { companyProfileSchema, LOGO_MAX_BYTES, logoMessages } from "@pm/shared/profile.company";
import { Hono } from "hono";
import { ImageRejectedError, reencodeImage } from "../../files/image";
import { uploadBodyLimit, uploadedFile } from "../../files/upload";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json } from "../../http/validate";
import { loadCompanyProfile, replaceCompanyLogo, updateCompanyProfile } from "./profile.company.queries";

/** A refused logo is a validation failure of the form's `file` field. */
const logoError = (message: string) => new ApiError("VALIDATION_FAILED", message, [{ path: "file", message }]);

/** /api/company: the caller's company profile and its logo. */
export const profileCompanyRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await loadCompanyProfile(c.var.deps.database.db, c.var.company)))
  .put("/", json(companyProfileSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(await updateCompanyProfile(c.var.deps.database.db, c.var.company, input));
  })
  // Multipart with the image in `file`. Too big: 422, like every other refused file, so the form
  // shows the one message whatever the check that caught it.
  .put(
    "/logo",
    uploadBodyLimit(LOGO_MAX_BYTES, () => logoError(logoMessages.tooBig)),
    async (c) => {
      const file = await uploadedFile(c, "file");
      if (!file) throw logoError(logoMessages.notImage);
      if (file.size > LOGO_MAX_BYTES) throw logoError(logoMessages.tooBig);
      let image: Awaited<ReturnType<typeof reencodeImage>>;
      try {
        image = await reencodeImage(Buffer.from(await file.arrayBuffer()));
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        throw logoError(error.reason === "too_many_pixels" ? logoMessages.tooManyPixels : logoMessages.notImage);
      }
      const logoUrl = await replaceCompanyLogo(c.var.deps.database.db, c.var.company, image);
      return c.json({ logoUrl });
    },
  );

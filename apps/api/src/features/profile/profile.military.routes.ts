import {
  AVATAR_MAX_BYTES,
  avatarMessages,
  militaryProfileMessages,
  militaryProfileSchema,
  onboardingSchema,
  talentBankSchema,
} from "@pm/shared/profile.military";
import { Hono } from "hono";
import { ImageRejectedError, reencodeImage } from "../../files/image";
import { uploadBodyLimit, uploadedFile } from "../../files/upload";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json } from "../../http/validate";
import { refreshSuggestions } from "../skills/skills.public";
import {
  completeOnboarding,
  findMilitaryProfile,
  replaceAvatar,
  setTalentBank,
  updateMilitaryProfile,
} from "./profile.military.queries";

/** A refused avatar is a validation failure of the form's `file` field. */
const avatarError = (message: string) => new ApiError("VALIDATION_FAILED", message, [{ path: "file", message }]);
const profileMissing = () => new ApiError("NOT_FOUND", militaryProfileMessages.loadError);

/** Onboarding and profile of the signed-in militar (mounted under /api/military). */
export const profileMilitaryRoutes = new Hono<AppEnv>()
  .put("/onboarding", json(onboardingSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.deps.database.db;
    const profile = await completeOnboarding(db, c.var.user.id, input);
    if (!profile) throw profileMissing();
    await refreshSuggestions(db, c.var.user.id, profile);
    return c.json(profile);
  })
  .put("/talent-bank", json(talentBankSchema), async (c) => {
    const { talentBank } = c.req.valid("json");
    if (!(await setTalentBank(c.var.deps.database.db, c.var.user.id, talentBank))) throw profileMissing();
    return c.json({ talentBank });
  })
  .put("/profile", json(militaryProfileSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.deps.database.db;
    const profile = await updateMilitaryProfile(db, c.var.user.id, input);
    if (!profile) throw profileMissing();
    await refreshSuggestions(db, c.var.user.id, profile);
    return c.json(profile);
  })
  // Multipart with the image in `file`; the same checks and messages as the company logo.
  .put(
    "/avatar",
    uploadBodyLimit(AVATAR_MAX_BYTES, () => avatarError(avatarMessages.tooBig)),
    async (c) => {
      const file = await uploadedFile(c, "file");
      if (!file) throw avatarError(avatarMessages.notImage);
      if (file.size > AVATAR_MAX_BYTES) throw avatarError(avatarMessages.tooBig);
      let image: Awaited<ReturnType<typeof reencodeImage>>;
      try {
        image = await reencodeImage(Buffer.from(await file.arrayBuffer()));
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        throw avatarError(error.reason === "too_many_pixels" ? avatarMessages.tooManyPixels : avatarMessages.notImage);
      }
      const avatarUrl = await replaceAvatar(c.var.deps.database.db, c.var.user.id, image);
      if (!avatarUrl) throw profileMissing();
      return c.json({ avatarUrl });
    },
  )
  .get("/profile", async (c) => {
    const profile = await findMilitaryProfile(c.var.deps.database.db, c.var.user.id);
    if (!profile) throw new ApiError("NOT_FOUND");
    return c.json(profile);
  });

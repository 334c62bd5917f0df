import { learningMessages as m } from "@pm/shared/learning";
import { certificateParamSchema } from "@pm/shared/learning.military";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { param } from "../../http/validate";
import { verifyCertificate } from "./learning.queries";

const notFound = () => new ApiError("NOT_FOUND", m.certificateNotFound);

/** /api/certificates/:code: anyone confirms a certificate by its code (name, path, hours, date). */
export const learningPublicRoutes = new Hono<AppEnv>().get(
  "/:code",
  param(certificateParamSchema, notFound),
  async (c) => {
    const certificate = await verifyCertificate(c.var.deps.database.db, c.req.valid("param").code);
    if (!certificate) throw notFound();
    c.header("cache-control", "no-store");
    return c.json(certificate);
  },
);

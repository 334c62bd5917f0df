import { type CertificateLookup, learningMessages as m } from "@pm/shared/learning";
import { certificateParamSchema } from "@pm/shared/learning.military";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { param } from "../../http/validate";
import { verifyCertificate } from "./learning.queries";

const notFound = () => new ApiError("NOT_FOUND", m.certificateNotFound);

/**
 * The certificate a verification address names (what /certificados/{code} renders): its code as
 * the address has it, upper-cased; one that is not a code names nothing.
 */
export async function publicCertificate(deps: AppDeps, code: string): Promise<CertificateLookup> {
  const parsed = certificateParamSchema.safeParse({ code });
  const shown = code.trim().toUpperCase().slice(0, 40);
  if (!parsed.success) return { status: "missing", code: shown };
  const certificate = await verifyCertificate(deps.database.db, parsed.data.code);
  if (!certificate) return { status: "missing", code: parsed.data.code };
  return {
    status: "valid",
    code: parsed.data.code,
    certificate: { ...certificate, issuedAt: certificate.issuedAt.toISOString() },
  };
}

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

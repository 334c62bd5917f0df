import { resumeMessages } from "@pm/shared/resumes";
import { Hono } from "hono";
import { privatePdf } from "../../files/download";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, param } from "../../http/validate";
import { sentResumeFile } from "./resumes.service";

const applicationNotFound = () => new ApiError("NOT_FOUND", "Candidatura não encontrada");

/** The refusal for each reason an application's CV cannot be given. */
export function sentResumeError(kind: "no_application" | "removed" | "none") {
  if (kind === "no_application") return applicationNotFound();
  return new ApiError("NOT_FOUND", kind === "removed" ? resumeMessages.removed : resumeMessages.notFound);
}

/**
 * /api/company/applications/:id/resume: 'Baixar currículo', the CV as the candidate sent it with
 * this application, whatever he changed since. Another company's application answers 404 like a
 * missing one; a candidate who deleted his account took his CV with him (404, saying so).
 */
export const resumesCompanyRoutes = new Hono<AppEnv>().get(
  "/:id/resume",
  param(idParam, applicationNotFound),
  async (c) => {
    const sent = await sentResumeFile(
      c.var.deps.database.db,
      { companyId: c.var.company.id },
      c.req.valid("param").id,
      c.var.deps.env.BASE_URL,
    );
    if (sent.kind !== "file") throw sentResumeError(sent.kind);
    return privatePdf(c, sent.bytes, sent.name);
  },
);

import { resumeFileName, resumeMessages } from "@pm/shared/resumes";
import { Hono } from "hono";
import { privatePdf } from "../../files/download";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, param } from "../../http/validate";
import { resumePdf } from "./resume-pdf";
import { findCompanyApplicationResume, findHeldFile } from "./resumes.queries";

const applicationNotFound = () => new ApiError("NOT_FOUND", "Candidatura não encontrada");

/**
 * /api/company/applications/:id/resume: 'Baixar currículo', the CV as the candidate sent it with
 * this application, whatever he changed since. Another company's application answers 404 like a
 * missing one; a candidate who deleted his account took his CV with him (404, saying so).
 */
export const resumesCompanyRoutes = new Hono<AppEnv>().get(
  "/:id/resume",
  param(idParam, applicationNotFound),
  async (c) => {
    const db = c.var.deps.database.db;
    const sent = await findCompanyApplicationResume(db, c.var.company.id, c.req.valid("param").id);
    if (!sent) throw applicationNotFound();
    if (sent.candidateId === null) throw new ApiError("NOT_FOUND", resumeMessages.removed);
    if (sent.source === "upload" && sent.fileId) {
      const bytes = await findHeldFile(db, sent.fileId);
      if (!bytes) throw new ApiError("NOT_FOUND", resumeMessages.notFound);
      return privatePdf(c, new Uint8Array(bytes), sent.fileName ?? "curriculo.pdf");
    }
    if (!sent.document) throw new ApiError("NOT_FOUND", resumeMessages.notFound);
    const pdf = await resumePdf(sent.document, c.var.deps.env.BASE_URL);
    return privatePdf(c, new Uint8Array(pdf), resumeFileName(sent.document.fullName));
  },
);

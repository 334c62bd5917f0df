import {
  RESUME_UPLOAD_MAX_BYTES,
  resumeCompleteness,
  resumeContentSchema,
  resumeFileName,
  resumeMessages,
  resumeSourceSchema,
} from "@pm/shared/resumes";
import { type Context, Hono } from "hono";
import { requireCompletedProfile } from "../../auth/guards";
import { privatePdf } from "../../files/download";
import { storedFileName, uploadBodyLimit, uploadedFile } from "../../files/upload";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param } from "../../http/validate";
import { resumePdf } from "./resume-pdf";
import { checkedResumePdf, ResumeUploadRejected } from "./resume-upload";
import {
  findOwnUpload,
  removeResumeUpload,
  replaceResumeUpload,
  revokeResumeShare,
  saveResumeContent,
  setResumeSource,
} from "./resumes.queries";
import { currentResume, editorView, resumeDocument, sentResumeFile, shareResume } from "./resumes.service";

const notFound = () => new ApiError("NOT_FOUND", resumeMessages.notFound);
/** A refused upload is a validation failure of the form's `file` field. */
const uploadError = (message: string) => new ApiError("VALIDATION_FAILED", message, [{ path: "file", message }]);
const UPLOAD_NAME_MAX = 124;

/** The editor's view of the caller's CV as it now stands. */
async function viewOf(c: Context<AppEnv>) {
  const current = await currentResume(c.var.deps.database.db, c.var.user.id);
  if (!current) throw notFound();
  return editorView(current.facts, current.row, current.content);
}

/**
 * 'Meu currículo' (`/app/curriculo`), mounted inside /api/military: only ever the caller's own CV.
 */
export const resumesMilitaryRoutes = new Hono<AppEnv>()
  .use(requireCompletedProfile)
  .get("/", async (c) => c.json(await viewOf(c)))
  .put("/", json(resumeContentSchema), async (c) => {
    await saveResumeContent(c.var.deps.database.db, c.var.user.id, c.req.valid("json"));
    return c.json(await viewOf(c));
  })
  // 'Baixar PDF': the written CV as it is saved (or its draft), once every required section is filled.
  .get("/pdf", async (c) => {
    const current = await currentResume(c.var.deps.database.db, c.var.user.id);
    if (!current) throw notFound();
    const document = resumeDocument(current.facts, current.content, true);
    if (!resumeCompleteness({ content: current.content, certificates: document.certificates.length }).ready) {
      throw new ApiError("CONFLICT", resumeMessages.incomplete);
    }
    const pdf = await resumePdf(document, c.var.deps.env.BASE_URL);
    return privatePdf(c, new Uint8Array(pdf), resumeFileName(document.fullName));
  })
  // 'Enviar meu currículo em PDF': multipart with the file in `file`; it becomes the CV companies receive.
  .put(
    "/upload",
    uploadBodyLimit(RESUME_UPLOAD_MAX_BYTES, () => uploadError(resumeMessages.uploadTooBig)),
    async (c) => {
      const file = await uploadedFile(c, "file");
      if (!file) throw uploadError(resumeMessages.uploadNotPdf);
      let bytes: Buffer;
      try {
        bytes = await checkedResumePdf(file);
      } catch (error) {
        if (error instanceof ResumeUploadRejected) throw uploadError(error.reason);
        throw error;
      }
      const db = c.var.deps.database.db;
      const current = await currentResume(db, c.var.user.id);
      if (!current) throw notFound();
      await replaceResumeUpload(
        db,
        c.var.user.id,
        current.content,
        { bytes, size: bytes.length, contentType: "application/pdf" },
        storedFileName(file.name, "pdf", "curriculo", UPLOAD_NAME_MAX),
      );
      return c.json(await viewOf(c));
    },
  )
  .get("/upload", async (c) => {
    const upload = await findOwnUpload(c.var.deps.database.db, c.var.user.id);
    if (!upload) throw notFound();
    return privatePdf(c, new Uint8Array(upload.bytes), upload.name ?? "curriculo.pdf");
  })
  .delete("/upload", async (c) => {
    await removeResumeUpload(c.var.deps.database.db, c.var.user.id);
    return c.body(null, 204);
  })
  .put("/source", json(resumeSourceSchema), async (c) => {
    const db = c.var.deps.database.db;
    const { source } = c.req.valid("json");
    const chosen = await setResumeSource(db, c.var.user.id, source);
    // Nothing saved and 'generated' chosen: the written CV is already the one sent.
    if (!chosen && source === "upload") throw new ApiError("CONFLICT", resumeMessages.noUpload);
    return c.json({ source });
  })
  // The copy he sent with one of his applications, as the company received it.
  .get("/sent/:id", param(idParam, notFound), async (c) => {
    const sent = await sentResumeFile(
      c.var.deps.database.db,
      { userId: c.var.user.id },
      c.req.valid("param").id,
      c.var.deps.env.BASE_URL,
    );
    if (sent.kind !== "file") throw notFound();
    return privatePdf(c, sent.bytes, sent.name);
  })
  // The share link: opened or renewed for 30 days; revoked at once.
  .put("/share", async (c) => {
    const db = c.var.deps.database.db;
    const current = await currentResume(db, c.var.user.id);
    if (!current) throw notFound();
    await shareResume(db, c.var.user.id, current.content);
    return c.json((await viewOf(c)).share);
  })
  .delete("/share", async (c) => {
    await revokeResumeShare(c.var.deps.database.db, c.var.user.id);
    return c.body(null, 204);
  });

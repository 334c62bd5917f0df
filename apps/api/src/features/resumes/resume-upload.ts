// His own CV as a PDF: a PDF by its first bytes, whatever its name or declared type; readable
// without a password; and inert. A document that would run a script or carry other files when a
// recruiter opens it is refused, not cleaned: he sends a plain one instead.
import { RESUME_UPLOAD_MAX_BYTES, resumeMessages } from "@pm/shared/resumes";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from "pdf-lib";

export class ResumeUploadRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Names whose presence anywhere in the document means it acts or carries files when opened. */
const ACTIVE_KEYS = ["JavaScript", "JS", "EmbeddedFile", "EmbeddedFiles", "Launch", "RichMedia", "XFA"].map((k) =>
  PDFName.of(k),
);
const ACTIVE_ACTIONS = new Set(["/JavaScript", "/Launch", "/ImportData", "/SubmitForm", "/RichMediaExecute"]);

function isActive(dict: PDFDict): boolean {
  if (ACTIVE_KEYS.some((key) => dict.has(key))) return true;
  const type = dict.get(PDFName.of("Type"))?.toString();
  if (type === "/EmbeddedFile" || type === "/Filespec") return true;
  const action = dict.get(PDFName.of("S"))?.toString();
  return action !== undefined && ACTIVE_ACTIONS.has(action);
}

/**
 * Whether an object, or a dictionary or array written inside it, acts. Other indirect objects it
 * points to are checked on their own turn, so references are not followed.
 */
function holdsActive(object: PDFObject): boolean {
  const pending: PDFObject[] = [object];
  while (pending.length > 0) {
    const item = pending.pop() as PDFObject;
    const dict = item instanceof PDFDict ? item : item instanceof PDFStream ? item.dict : null;
    if (dict) {
      if (isActive(dict)) return true;
      pending.push(...dict.values());
    } else if (item instanceof PDFArray) {
      pending.push(...item.asArray());
    }
  }
  return false;
}

/** Checks a sent file and answers its bytes, or throws ResumeUploadRejected with the message to show. */
export async function checkedResumePdf(file: File): Promise<Buffer> {
  if (file.size > RESUME_UPLOAD_MAX_BYTES) throw new ResumeUploadRejected(resumeMessages.uploadTooBig);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new ResumeUploadRejected(resumeMessages.uploadNotPdf);
  let pdf: PDFDocument;
  try {
    // Every object is read, those inside compressed object streams too, so nothing hides there.
    // A locked one is read as far as its trailer, to tell it apart from a broken one.
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true, ignoreEncryption: true });
  } catch {
    throw new ResumeUploadRejected(resumeMessages.uploadUnreadable);
  }
  if (pdf.isEncrypted) throw new ResumeUploadRejected(resumeMessages.uploadEncrypted);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (holdsActive(object)) throw new ResumeUploadRejected(resumeMessages.uploadActiveContent);
  }
  if (pdf.getPageCount() === 0) throw new ResumeUploadRejected(resumeMessages.uploadUnreadable);
  return bytes;
}

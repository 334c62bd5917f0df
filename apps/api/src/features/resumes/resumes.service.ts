// A CV as each reader gets it: his editor's view, the document a PDF or the share page is made
// from, and the copy an application keeps.
import {
  RESUME_SHARE_DAYS,
  type ResumeContent,
  type ResumeDocument,
  resumeCompleteness,
  resumeFileName,
  resumeSharePath,
} from "@pm/shared/resumes";
import { nanoid } from "nanoid";
import { findFile } from "../../files/files.queries";
import { resumePdf } from "./resume-pdf";
import { draftResume, objectiveSuggestions } from "./resumes.draft";
import {
  type CopyReader,
  findApplicationResume,
  findOwnUpload,
  findResume,
  insertApplicationResume,
  type ResumeFacts,
  type ResumeRow,
  resumeFacts,
  saveResumeContent,
  setResumeShare,
} from "./resumes.queries";

/** The database, or the transaction of the application being made. */
type Db = Parameters<typeof resumeFacts>[0];
type Tx = Parameters<typeof insertApplicationResume>[0];

/** Whether the reader may see his phone and e-mail (the talent bank's rule; he himself always). */
export type ContactShown = boolean;

/** The CV made of what he wrote (or the draft) and what the product knows of him. */
export function resumeDocument(facts: ResumeFacts, content: ResumeContent, contact: ContactShown): ResumeDocument {
  return {
    ...content,
    fullName: facts.fullName,
    city: facts.city ?? "",
    state: facts.state ?? "",
    phone: contact ? facts.phone : null,
    email: contact ? facts.email : null,
    certificates: facts.certificates.map((c) => ({
      title: c.pathTitle,
      hours: c.hours,
      issuedOn: new Date(c.issuedAt).toISOString().slice(0, 10),
      code: c.code,
    })),
  };
}

/** His facts and his CV as it stands: the saved one, or the draft while he never saved. */
export async function currentResume(db: Db | Tx, userId: string) {
  const facts = await resumeFacts(db, userId);
  if (!facts) return null;
  const row = await findResume(db, userId);
  return { facts, row, content: row?.content ?? draftResume(facts) };
}

/** The editor's view of his CV (`/app/curriculo`). */
export function editorView(facts: ResumeFacts, row: ResumeRow | null, content: ResumeContent, now = new Date()) {
  const document = resumeDocument(facts, content, true);
  const shareLive = row?.shareToken && row.shareExpiresAt && row.shareExpiresAt > now;
  return {
    content,
    saved: row !== null,
    updatedAt: row?.updatedAt ?? null,
    header: {
      fullName: document.fullName,
      city: document.city,
      state: document.state,
      phone: document.phone,
      email: document.email,
    },
    certificates: document.certificates,
    suggestions: objectiveSuggestions(facts),
    completeness: resumeCompleteness({ content, certificates: document.certificates.length }),
    source: row?.source ?? "generated",
    upload:
      row?.uploadFileId && row.uploadName
        ? { name: row.uploadName, size: row.uploadSize ?? 0, uploadedAt: row.uploadedAt }
        : null,
    share:
      shareLive && row.shareToken ? { path: resumeSharePath(row.shareToken), expiresAt: row.shareExpiresAt } : null,
  };
}

/**
 * His CV as it stands, as a file for a company that found him in the talent bank: his own PDF when
 * he chose it and the company may see his contact (a file cannot hide what it says); otherwise the
 * written CV, with his contact only where the talent bank's rule allows it. Null without a profile.
 */
export async function currentResumeFile(db: Db, userId: string, contact: ContactShown, baseUrl: string) {
  const current = await currentResume(db, userId);
  if (!current) return null;
  if (contact && current.row?.source === "upload") {
    const upload = await findOwnUpload(db, userId);
    if (upload) return { bytes: new Uint8Array(upload.bytes), name: upload.name ?? "curriculo.pdf" };
  }
  const document = resumeDocument(current.facts, current.content, contact);
  return { bytes: new Uint8Array(await resumePdf(document, baseUrl)), name: resumeFileName(document.fullName) };
}

/**
 * The CV sent with an application, as a file, for the company it went to or the militar who sent
 * it: its copy as it was sent; or why there is none: no such application of this reader, a
 * candidate who deleted his account (his CV went with it), or an application made before CVs went
 * with applications.
 */
export async function sentResumeFile(db: Db, reader: CopyReader, applicationId: string, baseUrl: string) {
  const sent = await findApplicationResume(db, reader, applicationId);
  if (!sent) return { kind: "no_application" } as const;
  if (sent.candidateId === null) return { kind: "removed" } as const;
  if (sent.source === "upload" && sent.fileId) {
    const file = await findFile(db, sent.fileId);
    if (file)
      return { kind: "file", bytes: new Uint8Array(file.bytes), name: sent.fileName ?? "curriculo.pdf" } as const;
  }
  if (sent.source === "generated" && sent.document) {
    const pdf = await resumePdf(sent.document, baseUrl);
    return { kind: "file", bytes: new Uint8Array(pdf), name: resumeFileName(sent.document.fullName) } as const;
  }
  return { kind: "none" } as const;
}

/** Opens (or renews for another 30 days) his share link. */
export async function shareResume(db: Db, userId: string, draft: ResumeContent, now = new Date()) {
  const expiresAt = new Date(now.getTime() + RESUME_SHARE_DAYS * 86_400_000);
  await setResumeShare(db, userId, draft, nanoid(32), expiresAt);
}

/**
 * Keeps with a new application the CV he sends: his PDF when he chose it, else the written CV
 * (or its draft) as it is now. Runs in the application's transaction, so a CV is never missing
 * from an application made after this existed.
 */
export async function snapshotResume(tx: Tx, userId: string, applicationId: string): Promise<void> {
  const current = await currentResume(tx, userId);
  if (!current) return;
  const { facts, row, content } = current;
  if (row?.source === "upload" && row.uploadFileId && row.uploadName) {
    await insertApplicationResume(tx, applicationId, userId, {
      source: "upload",
      fileId: row.uploadFileId,
      fileName: row.uploadName,
    });
    return;
  }
  await insertApplicationResume(tx, applicationId, userId, {
    source: "generated",
    // He applied: the company may reach him, so his contact goes with it.
    document: resumeDocument(facts, content, true),
  });
}

/**
 * 'Escolher como objetivo' on an occupation's page: a saved CV's objective becomes that occupation.
 * A CV never saved needs nothing: its draft reads the plan's occupation.
 */
export async function setResumeObjective(
  db: Parameters<typeof saveResumeContent>[0],
  userId: string,
  occupation: { code: string; title: string },
) {
  const row = await findResume(db, userId);
  if (!row) return;
  const objective = { ...row.content.objective, occupationCode: occupation.code, occupationTitle: occupation.title };
  await saveResumeContent(db, userId, { ...row.content, objective });
}

import type { ResumeContent, ResumeDocument, ResumeSource } from "@pm/shared/resumes";
import { type AnyColumn, and, eq, isNotNull, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { files } from "../../db/schema/files";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { applicationResumes, resumes } from "../../db/schema/resumes";
import { transitionPlans } from "../../db/schema/transition";
import { insertFile, type StoredBytes } from "../../files/files.queries";
import { certificatesJson } from "../learning/learning.public";

/** What the product knows of the militar that a CV shows or starts from. */
export async function resumeFacts(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      email: users.email,
      phone: militaryProfiles.phone,
      city: militaryProfiles.city,
      state: militaryProfiles.state,
      militaryBranch: militaryProfiles.militaryBranch,
      rank: militaryProfiles.rank,
      serviceStatus: militaryProfiles.serviceStatus,
      om: militaryProfiles.om,
      incorporationYear: militaryProfiles.incorporationYear,
      yearsOfService: militaryProfiles.yearsOfService,
      specialties: militaryProfiles.specialties,
      desiredArea: militaryProfiles.desiredArea,
      availability: militaryProfiles.availability,
      completedAt: militaryProfiles.completedAt,
      certificates: certificatesJson(militaryProfiles.userId),
      /** The occupation his transition plan chose ('Escolher como objetivo'): the draft's objective. */
      goalCode: transitionPlans.occupationCode,
    })
    .from(militaryProfiles)
    .innerJoin(profiles, eq(profiles.id, militaryProfiles.userId))
    .innerJoin(users, eq(users.id, militaryProfiles.userId))
    .leftJoin(transitionPlans, eq(transitionPlans.userId, militaryProfiles.userId))
    .where(eq(militaryProfiles.userId, userId));
  return row ?? null;
}
export type ResumeFacts = NonNullable<Awaited<ReturnType<typeof resumeFacts>>>;

const resumeColumns = {
  content: resumes.content,
  source: resumes.source,
  uploadFileId: resumes.uploadFileId,
  uploadName: resumes.uploadName,
  uploadedAt: resumes.uploadedAt,
  uploadSize: files.size,
  shareToken: resumes.shareToken,
  shareExpiresAt: resumes.shareExpiresAt,
  updatedAt: resumes.updatedAt,
};

/** His saved CV, or null while he has only the draft. */
export async function findResume(db: Db | Tx, userId: string) {
  const [row] = await db
    .select(resumeColumns)
    .from(resumes)
    .leftJoin(files, eq(files.id, resumes.uploadFileId))
    .where(eq(resumes.userId, userId));
  return row ? { ...row, source: row.source as ResumeSource } : null;
}
export type ResumeRow = NonNullable<Awaited<ReturnType<typeof findResume>>>;

/** Saves what he wrote; the first save creates the row. */
export async function saveResumeContent(db: Db, userId: string, content: ResumeContent) {
  await db
    .insert(resumes)
    .values({ userId, content })
    .onConflictDoUpdate({ target: resumes.userId, set: { content, updatedAt: sql`now()` } });
}

/**
 * Keeps his new PDF and makes it the CV companies receive. The file it replaces goes, unless a
 * company holds it with an application (then it stays until that copy goes).
 */
export async function replaceResumeUpload(
  db: Db,
  userId: string,
  draft: ResumeContent,
  file: StoredBytes,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const fileId = await insertFile(tx, userId, "resume", file);
    const upload = { uploadFileId: fileId, uploadName: name, uploadedAt: sql`now()`, source: "upload" as const };
    await tx
      .insert(resumes)
      .values({ userId, content: draft, ...upload })
      .onConflictDoUpdate({ target: resumes.userId, set: { ...upload, updatedAt: sql`now()` } });
    await deleteUnheldUploads(tx, userId, fileId);
  });
}

/** Deletes his uploaded PDFs other than `keepId` that no application holds. */
async function deleteUnheldUploads(tx: Tx, userId: string, keepId: string | null) {
  await tx
    .delete(files)
    .where(
      and(
        eq(files.ownerId, userId),
        eq(files.purpose, "resume"),
        keepId ? ne(files.id, keepId) : undefined,
        notExists(tx.select({ one: sql`1` }).from(applicationResumes).where(eq(applicationResumes.fileId, files.id))),
      ),
    );
}

/** 'Remover arquivo': his PDF goes (unless a company holds it) and the written CV is the one sent. */
export async function removeResumeUpload(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(resumes)
      .set({ uploadFileId: null, uploadName: null, uploadedAt: null, source: "generated", updatedAt: sql`now()` })
      .where(eq(resumes.userId, userId));
    await deleteUnheldUploads(tx, userId, null);
  });
}

/** Chooses which CV companies receive; false when he chose his PDF without having sent one. */
export async function setResumeSource(db: Db, userId: string, source: ResumeSource): Promise<boolean> {
  const updated = await db
    .update(resumes)
    .set({ source, updatedAt: sql`now()` })
    .where(and(eq(resumes.userId, userId), source === "upload" ? isNotNull(resumes.uploadFileId) : undefined))
    .returning({ userId: resumes.userId });
  return updated.length > 0;
}

/** His uploaded PDF, for his own download. */
export async function findOwnUpload(db: Db, userId: string) {
  const [row] = await db
    .select({ bytes: files.bytes, name: resumes.uploadName })
    .from(resumes)
    .innerJoin(files, eq(files.id, resumes.uploadFileId))
    .where(eq(resumes.userId, userId));
  return row ?? null;
}

/** Sets (or renews) the share link: a new secret when he had none, the same one renewed otherwise. */
export async function setResumeShare(db: Db, userId: string, draft: ResumeContent, token: string, expiresAt: Date) {
  await db
    .insert(resumes)
    .values({ userId, content: draft, shareToken: token, shareExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: resumes.userId,
      set: {
        shareToken: sql`coalesce(${resumes.shareToken}, excluded.share_token)`,
        shareExpiresAt: expiresAt,
        updatedAt: sql`now()`,
      },
    });
}

export async function revokeResumeShare(db: Db, userId: string) {
  await db
    .update(resumes)
    .set({ shareToken: null, shareExpiresAt: null, updatedAt: sql`now()` })
    .where(eq(resumes.userId, userId));
}

/** Whose CV a live share link opens and until when, or null (unknown, revoked or expired). */
export async function findSharedResumeOwner(db: Db, token: string) {
  const [row] = await db
    .select({ userId: resumes.userId, expiresAt: resumes.shareExpiresAt })
    .from(resumes)
    .where(and(eq(resumes.shareToken, token), sql`${resumes.shareExpiresAt} > now()`));
  return row?.expiresAt ? { userId: row.userId, expiresAt: row.expiresAt } : null;
}

/** Keeps with a new application the CV he sends with it: a written one whole, his PDF by its file. */
export async function insertApplicationResume(
  tx: Tx,
  applicationId: string,
  userId: string,
  sent: { source: "generated"; document: ResumeDocument } | { source: "upload"; fileId: string; fileName: string },
) {
  await tx
    .insert(applicationResumes)
    .values(
      sent.source === "generated"
        ? { applicationId, userId, source: "generated", document: sent.document }
        : { applicationId, userId, source: "upload", fileId: sent.fileId, fileName: sent.fileName },
    );
}

/** Who reads a copy: the company the application went to, or the militar who sent it. */
export type CopyReader = { companyId: string } | { userId: string };

/**
 * The CV sent with an application the reader may see: whether its candidate is still there (a
 * deleted account took his CV with it) and the copy; null for anyone else's application or a
 * missing one.
 */
export async function findApplicationResume(db: Db, reader: CopyReader, applicationId: string) {
  const [row] = await db
    .select({
      candidateId: jobApplications.userId,
      source: applicationResumes.source,
      document: applicationResumes.document,
      fileId: applicationResumes.fileId,
      fileName: applicationResumes.fileName,
      sentAt: applicationResumes.createdAt,
    })
    .from(jobApplications)
    .innerJoin(
      jobs,
      and(eq(jobs.id, jobApplications.jobId), "companyId" in reader ? eq(jobs.companyId, reader.companyId) : undefined),
    )
    .leftJoin(applicationResumes, eq(applicationResumes.applicationId, jobApplications.id))
    .where(
      and(
        eq(jobApplications.id, applicationId),
        "userId" in reader ? eq(jobApplications.userId, reader.userId) : undefined,
      ),
    );
  return row ?? null;
}

/** The CV sent with an application, as JSON in the row that reads it: which kind and when, or null. */
export const sentResumeJson = (applicationId: SQL | AnyColumn) => sql<SentResume | null>`(
  SELECT json_build_object('source', r.source, 'sentAt', r.created_at, 'fileName', r.file_name)
  FROM application_resumes r WHERE r.application_id = ${applicationId}
)`;
export interface SentResume {
  source: "generated" | "upload";
  sentAt: string;
  fileName: string | null;
}

/** His CV and every copy sent with his applications, for the LGPD export. */
export async function resumesAccountExport(db: Db, { userId }: { userId: string }) {
  const resume = await findResume(db, userId);
  const sent = await db
    .select({
      applicationId: applicationResumes.applicationId,
      jobTitle: jobs.title,
      source: applicationResumes.source,
      document: applicationResumes.document,
      fileName: applicationResumes.fileName,
      sentAt: applicationResumes.createdAt,
    })
    .from(applicationResumes)
    .innerJoin(jobApplications, eq(jobApplications.id, applicationResumes.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(applicationResumes.userId, userId))
    .orderBy(applicationResumes.createdAt);
  return {
    resume: resume
      ? {
          content: resume.content,
          source: resume.source,
          uploadedFileName: resume.uploadName,
          uploadedAt: resume.uploadedAt,
          shareLinkExpiresAt: resume.shareExpiresAt,
          updatedAt: resume.updatedAt,
        }
      : null,
    resumesSentWithApplications: sent,
  };
}

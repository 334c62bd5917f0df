import type { CompanyRole } from "@pm/shared/company-roles";
import { and, eq, exists, inArray, isNotNull, ne, or } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { conversations, messages } from "../db/schema/conversations";
import { files } from "../db/schema/files";
import { jobApplications, jobs } from "../db/schema/jobs";
import { companyMembers } from "../db/schema/members";
import { supportAttachments, supportMessages, supportRequests } from "../db/schema/support";
import type { ProcessedImage } from "./image";

export type FilePurpose = "company_logo" | "avatar" | "message_attachment" | "resume" | "support_attachment";

/** The public address of a stored file; ids are never reused, so the address never changes meaning. */
export const fileUrl = (id: string) => `/api/files/${id}`;

export async function findFile(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: files.contentType, bytes: files.bytes, ownerId: files.ownerId, purpose: files.purpose })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

/** The team roles that read candidates' files (decision 035): not the cashier. */
const HIRING: CompanyRole[] = ["administrador", "recrutador"];

/**
 * Whether `companyUserId` hires for a company (Administrador or Recrutador of its team) that has an
 * application from `militarId` to one of its jobs.
 */
export async function companyReceivedApplicationFrom(db: Db, companyUserId: string, militarId: string) {
  const [row] = await db
    .select({ yes: companyMembers.companyId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, companyUserId),
        inArray(companyMembers.role, HIRING),
        exists(
          db
            .select({ one: jobApplications.id })
            .from(jobApplications)
            .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
            .where(and(eq(jobs.companyId, companyMembers.companyId), eq(jobApplications.userId, militarId))),
        ),
      ),
    );
  return Boolean(row);
}

/** What is stored: a re-encoded image, or a document (a PDF) as it was sent, without pixel sizes. */
export type StoredBytes = Pick<ProcessedImage, "bytes" | "size"> & {
  contentType: string;
  width?: number | null;
  height?: number | null;
};

export async function insertFile(tx: Db | Tx, ownerId: string, purpose: FilePurpose, image: StoredBytes) {
  const [row] = await tx
    .insert(files)
    .values({
      ownerId,
      purpose,
      contentType: image.contentType,
      bytes: image.bytes,
      size: image.size,
      width: image.width ?? null,
      height: image.height ?? null,
    })
    .returning({ id: files.id });
  if (!row) throw new Error("file insert returned nothing");
  return row.id;
}

/** Deletes the owner's other files of this purpose: what a new upload replaces. */
export async function deleteFilesReplacedBy(tx: Db | Tx, ownerId: string, purpose: FilePurpose, keepId: string) {
  await tx.delete(files).where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose), ne(files.id, keepId)));
}

/**
 * The name of a message attachment `userId` may read (a participant of its conversation: the
 * militar, his mentor, or one who hires for the company), or null.
 */
export async function readableAttachmentName(db: Db, userId: string, fileId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: messages.attachmentName })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, conversations.companyId),
        eq(companyMembers.userId, userId),
        inArray(companyMembers.role, HIRING),
      ),
    )
    .where(
      and(
        eq(messages.attachmentFileId, fileId),
        or(eq(conversations.userId, userId), eq(conversations.mentorId, userId), isNotNull(companyMembers.userId)),
      ),
    )
    .limit(1);
  return row ? (row.name ?? "anexo") : null;
}

/**
 * The name of a support request's attachment `caller` may read: the person who opened the request,
 * or any operator; null for anyone else.
 */
export async function readableSupportAttachmentName(
  db: Db,
  caller: { userId: string; role: string },
  fileId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: supportAttachments.name })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .where(
      and(
        eq(supportAttachments.fileId, fileId),
        caller.role === "operador" ? undefined : eq(supportRequests.userId, caller.userId),
      ),
    )
    .limit(1);
  return row ? row.name : null;
}

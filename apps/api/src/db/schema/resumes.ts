import type { ResumeContent, ResumeDocument } from "@pm/shared/resumes";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { files } from "./files";
import { jobApplications } from "./jobs";

/**
 * The militar's CV as he saved it ('Meu currículo'); until he saves, the page shows a draft made
 * from his profile. `source` says which CV companies receive: the one written here or his PDF.
 */
export const resumes = pgTable(
  "resumes",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    content: jsonb("content").$type<ResumeContent>().notNull(),
    source: text("source").notNull().default("generated"),
    /** His own PDF ('Enviar meu currículo em PDF'), kept as sent once checked. */
    uploadFileId: uuid("upload_file_id").references(() => files.id, { onDelete: "set null" }),
    uploadName: text("upload_name"),
    uploadedAt: instant("uploaded_at"),
    /** The share link's secret; null when he has none (or revoked it). */
    shareToken: text("share_token"),
    shareExpiresAt: instant("share_expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("resumes_source_check", sql`${t.source} IN ('generated', 'upload')`),
    check("resumes_upload_source_check", sql`${t.source} = 'generated' OR ${t.uploadFileId} IS NOT NULL`),
    uniqueIndex("resumes_share_token_idx").on(t.shareToken),
  ],
);

/**
 * The CV as it was when he applied: what the company received, never changed by a later edit.
 * A written CV is kept whole (`document`), his PDF by its file, which outlives a newer upload.
 * Deleted with his account, like the CV itself.
 */
export const applicationResumes = pgTable(
  "application_resumes",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    document: jsonb("document").$type<ResumeDocument>(),
    fileId: uuid("file_id").references(() => files.id),
    fileName: text("file_name"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "application_resumes_kind_check",
      sql`(${t.source} = 'generated' AND ${t.document} IS NOT NULL AND ${t.fileId} IS NULL) OR (${t.source} = 'upload' AND ${t.fileId} IS NOT NULL AND ${t.document} IS NULL)`,
    ),
    index("application_resumes_user_idx").on(t.userId),
    index("application_resumes_file_idx").on(t.fileId),
  ],
);

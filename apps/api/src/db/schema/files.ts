import { customType, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (company logos and avatars, re-encoded; message attachments), kept in the database so every
 * API process serves them alike. Served by id under /api/files/:id; a new upload is a new row.
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the file is for: 'company_logo', 'avatar'. */
    purpose: text("purpose").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    /** An image's size in pixels; null for a PDF (a message attachment, stored as sent). */
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [index("files_owner_purpose_idx").on(t.ownerId, t.purpose)],
);

// Requests of data subjects under the LGPD (art. 18): what a person asked, and the operator's answer.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant } from "./columns";

export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The person who asked; the request goes with the account (the audit keeps the decision). */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The right invoked: a key of PRIVACY_REQUEST_KINDS. */
    kind: text("kind").notNull(),
    details: text("details").notNull(),
    /** 'aberta' until an operator answers it 'atendida' or 'recusada'. */
    status: text("status").notNull().default("aberta"),
    createdAt: createdAt(),
    decidedAt: instant("decided_at"),
    /** The operator who answered; text without a cascade, as in the audit log. */
    decidedBy: text("decided_by"),
    response: text("response"),
  },
  (t) => [
    index("privacy_requests_user_created_idx").on(t.userId, t.createdAt),
    // The console's queue: open requests, oldest first.
    index("privacy_requests_open_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'aberta'`),
    index("privacy_requests_decided_idx").on(t.decidedAt, t.id).where(sql`${t.status} <> 'aberta'`),
    check("privacy_requests_status", sql`${t.status} IN ('aberta', 'atendida', 'recusada')`),
    // One open request per right and person: a double submit cannot queue the same request twice.
    uniqueIndex("privacy_requests_open_kind_idx").on(t.userId, t.kind).where(sql`${t.status} = 'aberta'`),
  ],
);

/** What a request shows, to the person who made it and to the operators (not who answered it). */
export const privacyRequestColumns = {
  id: privacyRequests.id,
  kind: privacyRequests.kind,
  details: privacyRequests.details,
  status: privacyRequests.status,
  createdAt: privacyRequests.createdAt,
  decidedAt: privacyRequests.decidedAt,
  response: privacyRequests.response,
};

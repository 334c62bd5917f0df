import { COMPANY_ROLES } from "@pm/shared/members";
import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant } from "./columns";
import { companies } from "./companies";

export const companyRoleEnum = pgEnum("company_role", COMPANY_ROLES);

/**
 * Who works in a company's workspace, and as what (decision 035). A person belongs to one company
 * at most. The account that signed the company up is its first Administrador, written by the
 * database when the company is created (pm_companies_founder, db/functions/members.sql).
 */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: companyRoleEnum("role").notNull(),
    createdAt: createdAt(),
    /** When a session of the member last started (pm_members_signed_in). */
    lastSignInAt: instant("last_sign_in_at"),
  },
  (t) => [index("company_members_company_idx").on(t.companyId, t.role)],
);

/**
 * An invitation to a company's team, sent by e-mail: its link holds a secret whose SHA-256 is kept
 * here. Pending while neither accepted nor revoked; valid until `expires_at` (7 days, renewed when
 * sent again). A pending invitation takes a seat.
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: companyRoleEnum("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** When it was last sent; the 7 days run from here. */
    sentAt: instant("sent_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
    acceptedAt: instant("accepted_at"),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: instant("revoked_at"),
  },
  (t) => [
    uniqueIndex("company_invitations_token_idx").on(t.tokenHash),
    // One pending invitation per address and company: a second one is a resend.
    uniqueIndex("company_invitations_pending_idx")
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

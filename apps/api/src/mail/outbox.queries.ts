// The e-mail outbox: every e-mail is written here before it is sent.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema/system";
import type { CalendarInvite } from "./mailer";

/** An e-mail as the outbox keeps it (the Mailer's Email). */
type OutboxEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  calendar?: CalendarInvite;
};

export async function insertOutboxEmail(db: Db, email: OutboxEmail, status: "sending" | "stored") {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...email, headers: email.headers ?? null, calendar: email.calendar ?? null, status })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}

/** Several e-mails in one statement (one commit, not one per e-mail); their ids in the same order. */
export async function insertOutboxEmails(db: Db, emails: OutboxEmail[], status: "sending" | "stored") {
  if (emails.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({ ...email, headers: email.headers ?? null, calendar: email.calendar ?? null, status })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

export async function markOutboxEmail(db: Db, id: string, outcome: { sent: true } | { sent: false; error: string }) {
  await db
    .update(emailOutbox)
    .set(outcome.sent ? { status: "sent", sentAt: new Date() } : { status: "failed", error: outcome.error })
    .where(eq(emailOutbox.id, id));
}

/** The newest 100 e-mails, or those to one address (the developer's outbox page). */
export function listOutbox(db: Db, to?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(100);
}

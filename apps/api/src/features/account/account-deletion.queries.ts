import { ACTIVE_APPLICATION_STATUSES, type ApplicationStatus } from "@pm/shared/applications";
import { REMOVED_MESSAGE_TEXT } from "@pm/shared/conversations";
import { and, eq, inArray, isNull, like, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, verifications } from "../../db/schema/auth";
import { conversations, messages } from "../../db/schema/conversations";
import { jobApplications } from "../../db/schema/jobs";
import { checkoutSessions, subscriptions } from "../../db/schema/payments";
import { authMailRequests, emailOutbox, rateLimits } from "../../db/schema/system";
import { verificationsOf } from "./account-settings.queries";

/**
 * Erases a militar's account (LGPD art. 18, VI), all or nothing:
 * - open applications (pendente, em_analise) are withdrawn: deleted;
 * - decided applications stay for the company's history, anonymous (user_id set null by the FK);
 * - job views stay as anonymous counts (user_id set null by the FK);
 * - the militar's messages are erased: the company keeps each conversation, its own messages
 *   and the militar's as 'Mensagem removida'; his attachments go with his files, his name with
 *   the users row (the conversation shows 'Usuário removido');
 * - the users row goes, and with it (ON DELETE CASCADE) profiles, military_profiles, sessions,
 *   accounts, bookmarks, notifications, files, checkout sessions and payments;
 * - rows that name the user without a foreign key go too: pending verifications (e-mail change,
 *   password reset), the e-mails sent to or naming the address, the account e-mail requests for
 *   it, and rate-limit counters keyed by it.
 */
export async function deleteMilitaryAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return false;
    await tx
      .delete(jobApplications)
      .where(
        and(
          eq(jobApplications.userId, userId),
          inArray(jobApplications.status, ACTIVE_APPLICATION_STATUSES as ApplicationStatus[]),
        ),
      );
    await tx
      .update(messages)
      .set({ body: REMOVED_MESSAGE_TEXT, attachmentName: null, attachmentType: null, attachmentSize: null })
      .where(
        and(
          eq(messages.sender, "militar"),
          inArray(
            messages.conversationId,
            tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId)),
          ),
        ),
      );
    // Addresses the user asked to move to but never confirmed got a confirmation e-mail too.
    const pending = await tx
      .delete(verifications)
      .where(verificationsOf(userId))
      .returning({ value: verifications.value });
    const addresses = [user.email, ...pending.flatMap((p) => pendingAddress(p.value))];
    // Sent to the address, or naming it (the notice of an e-mail change goes to the old address).
    await tx
      .delete(emailOutbox)
      .where(or(inArray(emailOutbox.to, addresses), like(emailOutbox.text, `%${escapeLike(user.email)}%`)));
    await tx.delete(authMailRequests).where(inArray(authMailRequests.email, addresses));
    await tx
      .delete(rateLimits)
      .where(or(like(rateLimits.key, `%:${escapeLike(user.email)}`), like(rateLimits.key, `%:${userId}`)));
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}

function pendingAddress(value: string): string[] {
  try {
    const parsed = JSON.parse(value) as { email?: unknown };
    return typeof parsed.email === "string" ? [parsed.email] : [];
  } catch {
    return [];
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Everything of the militar's that could still take money: live subscriptions and open checkouts. */
export async function chargeableOfMilitar(db: Db, userId: string) {
  const own = (t: typeof subscriptions | typeof checkoutSessions) => and(eq(t.userId, userId), isNull(t.companyId));
  const [live, open] = await Promise.all([
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(own(subscriptions), ne(subscriptions.status, "canceled"))),
    db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(and(own(checkoutSessions), eq(checkoutSessions.status, "open"))),
  ]);
  return { subscriptionIds: live.map((s) => s.id), checkoutIds: open.map((c) => c.id) };
}

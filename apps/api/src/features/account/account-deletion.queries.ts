import { and, eq, inArray, isNull, like, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, verifications } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { companyMembers } from "../../db/schema/members";
import { checkoutSessions, subscriptions } from "../../db/schema/payments";
import { authMailRequests, emailOutbox, rateLimits } from "../../db/schema/system";
import type { Feature } from "../../feature";
import { verificationsOf } from "./account-settings.queries";

/**
 * Erases a person's account (LGPD art. 18, VI), all or nothing: a militar's, or a company team
 * member's who is not the company's holder (decision 035; the holder's row carries the company).
 * A member's notes, ratings and messages stay with the company, their author gone: 'Ex-membro'.
 * - first each feature's `accountDeletion`, in the list's order: open applications withdrawn
 *   (decided ones stay for the company's history, anonymous: user_id set null by the FK), the
 *   militar's messages erased (the company keeps each conversation as 'Mensagem removida');
 * - job views stay as anonymous counts (user_id set null by the FK);
 * - the users row goes, and with it (ON DELETE CASCADE) profiles, military_profiles, sessions,
 *   accounts, bookmarks, notifications, files, checkout sessions and payments;
 * - rows that name the user without a foreign key go too: pending verifications (e-mail change,
 *   password reset), the e-mails sent to or naming the address, the account e-mail requests for
 *   it, and rate-limit counters keyed by it.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  /** The features list (features/features.ts), whose `accountDeletion` steps run first. */
  features: readonly Feature[],
): Promise<"deleted" | "not-found" | "holder"> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return "not-found";
    // The company's row is locked before its holder is read: a removal that is passing the
    // holding to this member either commits first (and is seen) or waits for this deletion.
    const [company] = await tx
      .select({ holder: companies.userId })
      .from(companies)
      .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
      .where(eq(companyMembers.userId, userId))
      .for("update", { of: companies });
    if (company?.holder === userId) return "holder";
    for (const feature of features) await feature.accountDeletion?.(tx, userId);
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
    return "deleted";
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

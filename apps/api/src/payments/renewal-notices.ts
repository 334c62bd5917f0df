import { formatCents } from "@pm/shared/format";
import { billingPlanName } from "@pm/shared/plans";
import { and, between, eq, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { companies } from "../db/schema/companies";
import { subscriptions } from "../db/schema/payments";
import { profiles } from "../db/schema/profiles";
import type { Mailer } from "../mail/mailer";
import { upcomingChargeEmail } from "../mail/templates";
import { applyCredit } from "./proration";

/** How long before a renewal its invoice is e-mailed. */
export const RENEWAL_NOTICE_DAYS = 3;

const dateBR = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

/**
 * E-mails each subscriber (a company's owner, or a militar) the invoice of its next renewal a few days before the charge, once per
 * period, whatever the provider. A subscription set to cancel gets none: it will not be charged.
 */
export async function sendRenewalNotices(
  deps: { db: Db; mailer: Mailer; baseUrl: string },
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  const horizon = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 24 * 3600 * 1000);
  const due = await db
    .select({
      subscription: subscriptions,
      email: users.email,
      name: profiles.fullName,
      creditCents: companies.creditCents,
    })
    .from(subscriptions)
    .leftJoin(companies, eq(companies.id, subscriptions.companyId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(profiles, eq(profiles.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, "active"),
        eq(subscriptions.cancelAtPeriodEnd, false),
        between(subscriptions.currentPeriodEnd, now, horizon),
      ),
    );
  let sent = 0;
  for (const row of due) {
    const periodEnd = row.subscription.currentPeriodEnd;
    if (!periodEnd) continue;
    // Claimed before sending, so two API processes never send the same notice.
    const claimed = await db
      .update(subscriptions)
      .set({ renewalNoticeFor: periodEnd })
      .where(
        and(
          eq(subscriptions.id, row.subscription.id),
          or(isNull(subscriptions.renewalNoticeFor), ne(subscriptions.renewalNoticeFor, periodEnd)),
        ),
      )
      .returning({ id: subscriptions.id });
    if (claimed.length === 0) continue;
    const charge = applyCredit(row.subscription.amountCents, row.creditCents ?? 0);
    const usedCredit = row.subscription.amountCents - charge.amountDueCents;
    await deps.mailer.send(
      upcomingChargeEmail(row.email, {
        name: row.name ?? "",
        planName: billingPlanName(row.subscription.plan),
        amount: formatCents(charge.amountDueCents),
        date: dateBR(periodEnd),
        credit: usedCredit > 0 ? formatCents(usedCredit) : null,
        url: `${deps.baseUrl}${row.subscription.companyId ? "/empresa/planos" : "/app/pagamentos"}`,
      }),
    );
    sent++;
  }
  return sent;
}

import { billingPlanName } from "@pm/shared/billing";
import { formatCents } from "@pm/shared/format";
import type { AppDeps } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import { upcomingChargeEmail } from "../../mail/templates";
import { applyCredit } from "../../payments/proration";
import { claimRenewalNotice, dueRenewalNotices } from "./billing.queries";

/** How long before a renewal its invoice is e-mailed. */
export const RENEWAL_NOTICE_DAYS = 3;

const dateBR = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

/**
 * E-mails each subscriber (a company's Administradores, or a militar) the invoice of its next renewal a few days before the charge, once per
 * period, whatever the provider. A subscription set to cancel gets none: it will not be charged.
 */
export async function sendRenewalNotices(
  deps: { db: AppDeps["database"]["db"]; mailer: Mailer; baseUrl: string },
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  const horizon = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 24 * 3600 * 1000);
  const due = await dueRenewalNotices(db, now, horizon);
  // One row per recipient: a company's subscription has one per Administrador.
  const bySubscription = new Map<string, typeof due>();
  for (const row of due)
    bySubscription.set(row.subscription.id, [...(bySubscription.get(row.subscription.id) ?? []), row]);
  let sent = 0;
  for (const rows of bySubscription.values()) {
    const [first] = rows;
    const periodEnd = first?.subscription.currentPeriodEnd;
    if (!first || !periodEnd) continue;
    // Claimed before sending, so two API processes never send the same notice.
    if (!(await claimRenewalNotice(db, first.subscription.id, periodEnd))) continue;
    const charge = applyCredit(first.subscription.amountCents, first.creditCents ?? 0);
    const usedCredit = first.subscription.amountCents - charge.amountDueCents;
    for (const row of rows) {
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
  }
  return sent;
}

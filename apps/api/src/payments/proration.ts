/**
 * Pro-rata arithmetic of an immediate change between two monthly plans, the way Stripe does it:
 * the unused part of the current period is credited at the old price and charged at the new one.
 * Account credit (from earlier downgrades) pays for a charge before any money does.
 */
export interface ProrationInput {
  fromCents: number;
  toCents: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
  /** Credit already on the account. */
  creditCents?: number;
}

export interface Proration {
  /** Share of the period still to come, 0..1. */
  unusedFraction: number;
  /** Unused time of the old plan, given back. */
  unusedCents: number;
  /** Remaining time at the new plan's price. */
  remainingCents: number;
  /** What is charged now (after account credit), never negative. */
  amountDueCents: number;
  /** Account credit after the change. */
  creditAfterCents: number;
}

export function prorate(input: ProrationInput): Proration {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = input.periodEnd.getTime() - input.at.getTime();
  const unusedFraction = total > 0 ? Math.min(1, Math.max(0, left / total)) : 0;
  const unusedCents = Math.round(input.fromCents * unusedFraction);
  const remainingCents = Math.round(input.toCents * unusedFraction);
  const net = remainingCents - unusedCents;
  const credit = input.creditCents ?? 0;
  if (net >= 0) {
    const fromCredit = Math.min(credit, net);
    return {
      unusedFraction,
      unusedCents,
      remainingCents,
      amountDueCents: net - fromCredit,
      creditAfterCents: credit - fromCredit,
    };
  }
  return { unusedFraction, unusedCents, remainingCents, amountDueCents: 0, creditAfterCents: credit - net };
}

/** What a renewal charges when the account holds credit. */
export function applyCredit(
  amountCents: number,
  creditCents: number,
): { amountDueCents: number; creditAfterCents: number } {
  const fromCredit = Math.min(Math.max(creditCents, 0), amountCents);
  return { amountDueCents: amountCents - fromCredit, creditAfterCents: creditCents - fromCredit };
}

/** One calendar month later, as Stripe bills monthly plans (31 Jan → 28/29 Feb). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

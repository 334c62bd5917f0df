// The plans' ids, names, prices and caps, and the rules read from them (a count's usage level, a
// job's activation, a price as the pages print it). Apart from the catalogue's texts in billing.ts
// (descriptions, features, support levels, the comparison table) on purpose: the signed-in areas'
// first pages, /auth and the shared modules they read show a plan's name, price or cap, and import
// these without the catalogue. billing.ts re-exports this module, so its importers are unchanged.
import { formatCents } from "./format";

export const COMPANY_PLAN_IDS = ["parceiro", "plus", "pro", "enterprise"] as const;
export type CompanyPlanId = (typeof COMPANY_PLAN_IDS)[number];

export const MILITARY_PLAN_IDS = ["FREE", "PREMIUM"] as const;
export type MilitaryPlanId = (typeof MILITARY_PLAN_IDS)[number];

export type BillingPeriod = "one_time" | "month" | "custom";

/** How a plan's support works; every support screen and rule reads it from here. */
export const SUPPORT_LEVEL_IDS = ["community", "email", "chat", "priority", "dedicated"] as const;
export type SupportLevelId = (typeof SUPPORT_LEVEL_IDS)[number];

/** What a company plan costs and allows; its catalogue entry (COMPANY_PLANS) adds its texts. */
export interface CompanyPlanTerms {
  id: CompanyPlanId;
  name: string;
  /** Price in centavos; null when sold only through sales. */
  priceCents: number | null;
  period: BillingPeriod;
  /** Maximum active jobs; null means unlimited. */
  jobLimit: number | null;
  /**
   * Members of the company's team, pending invitations included (decision 035); null means
   * unlimited, which for Enterprise its contract may narrow.
   */
  seatLimit: number | null;
  /** How its support works (SUPPORT_LEVELS). */
  support: SupportLevelId;
}

/** What a militar's plan costs and allows; its catalogue entry (MILITARY_PLANS) adds its texts. */
export interface MilitaryPlanTerms {
  id: MilitaryPlanId;
  name: string;
  priceCents: number;
  period: BillingPeriod;
  /** Maximum active applications at a time; null means unlimited. */
  activeApplicationLimit: number | null;
  /** Highest discount or cashback percentage the plan gives access to; null means all. */
  discountCapPercent: number | null;
  /** How its support works (SUPPORT_LEVELS). */
  support: SupportLevelId;
}

export const COMPANY_PLAN_TERMS: Record<CompanyPlanId, CompanyPlanTerms> = {
  parceiro: {
    id: "parceiro",
    name: "Parceiro",
    priceCents: 1990,
    period: "one_time",
    jobLimit: 5,
    seatLimit: 2,
    support: "email",
  },
  plus: { id: "plus", name: "Plus", priceCents: 2990, period: "month", jobLimit: 10, seatLimit: 5, support: "chat" },
  pro: { id: "pro", name: "Pro", priceCents: 4990, period: "month", jobLimit: 25, seatLimit: 15, support: "priority" },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    priceCents: null,
    period: "custom",
    jobLimit: null,
    seatLimit: null,
    support: "dedicated",
  },
};

export const MILITARY_PLAN_TERMS: Record<MilitaryPlanId, MilitaryPlanTerms> = {
  FREE: {
    id: "FREE",
    name: "FREE",
    priceCents: 0,
    period: "month",
    activeApplicationLimit: 2,
    discountCapPercent: 5,
    support: "community",
  },
  PREMIUM: {
    id: "PREMIUM",
    name: "PREMIUM",
    priceCents: 990,
    period: "month",
    activeApplicationLimit: null,
    discountCapPercent: null,
    support: "priority",
  },
};

export const DEFAULT_COMPANY_PLAN: CompanyPlanId = "parceiro";
export const DEFAULT_MILITARY_PLAN: MilitaryPlanId = "FREE";

/** Cap shown where the company's plan is not known yet. */
export const DEFAULT_JOB_LIMIT = 5;

export type UsageLevel = "normal" | "near" | "full";

/**
 * How close a count is to its cap (SPEC §9): near from 80 % of it, full at 100 % or more; a cap
 * of 0 is full. Every usage badge, bar and warning reads this one rule.
 */
export function usageLevel(used: number, limit: number): UsageLevel {
  const ratio = limit > 0 ? used / limit : 1;
  if (ratio >= 1) return "full";
  return ratio >= 0.8 ? "near" : "normal";
}

/** A subscription in these statuses is paid and in force: 'active', or in a trial. */
export const LIVE_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(["active", "trialing"]);

export function isLiveSubscription(status: string): boolean {
  return LIVE_SUBSCRIPTION_STATUSES.has(status);
}

export function isCompanyPlanId(value: unknown): value is CompanyPlanId {
  return typeof value === "string" && (COMPANY_PLAN_IDS as readonly string[]).includes(value);
}

/** The plan a sign-up asked for, when it is a company plan; otherwise the default. */
export function companyPlanOrDefault(plan: string | null | undefined): CompanyPlanId {
  return isCompanyPlanId(plan) ? plan : DEFAULT_COMPANY_PLAN;
}

export function companyPlanName(plan: string | null | undefined): string {
  return isCompanyPlanId(plan) ? COMPANY_PLAN_TERMS[plan].name : "Básico";
}

/** A job may be created or activated only while active jobs are strictly below the cap. */
export function canActivateJob(activeJobs: number, jobLimit: number | null): boolean {
  return jobLimit === null || activeJobs < jobLimit;
}

/** A plan's amount for marketing copy: whole reais drop the ",00" so a free plan reads "R$ 0". */
export function formatPlanAmount(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).replace(/,00$/, "") : formatCents(cents);
}

export interface PlanPrice {
  /** "R$ 29,90", or "Sob consulta" when the plan is sold only through sales. */
  amount: string;
  /** What follows the amount: "/mês", "pagamento único", or "" for a custom price. */
  period: string;
  /** The two together, for tables and sentences: "R$ 29,90/mês", "R$ 19,90 (pagamento único)". */
  label: string;
}

export function planPrice(plan: { priceCents: number | null; period: BillingPeriod }): PlanPrice {
  if (plan.priceCents === null || plan.period === "custom") {
    return { amount: "Sob consulta", period: "", label: "Sob consulta" };
  }
  const amount = formatPlanAmount(plan.priceCents);
  if (plan.period === "one_time") {
    return { amount, period: "pagamento único", label: `${amount} (pagamento único)` };
  }
  return { amount, period: "/mês", label: `${amount}/mês` };
}

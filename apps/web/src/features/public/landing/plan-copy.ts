import { COMPANY_PLANS, type CompanyPlan, MILITARY_PLANS } from "@pm/shared/billing";
import { formatCents } from "@pm/shared/format";

// Sentences about plans built from the shared plan table, so a price or cap change there
// reaches every public page without anyone editing copy.

export const MILITARY_FREE = MILITARY_PLANS.FREE;
export const MILITARY_PREMIUM = MILITARY_PLANS.PREMIUM;

/** Whether militares can start without paying anything. */
export const MILITARY_STARTS_FREE = MILITARY_FREE.priceCents === 0;

export function companyPlanPrice(plan: CompanyPlan): string {
  if (plan.priceCents === null) return "preço sob consulta";
  const price = formatCents(plan.priceCents);
  if (plan.period === "one_time") return `${price} em pagamento único, sem mensalidade`;
  if (plan.period === "month") return `${price} por mês`;
  return price;
}

export function companyPlanLimit(plan: CompanyPlan): string {
  return plan.jobLimit === null ? "vagas ativas ilimitadas" : `até ${plan.jobLimit} vagas ativas`;
}

/** "até 5 membros na equipe"; a plan without a number of its own (Enterprise) is sized by its contract. */
export function companyPlanSeats(plan: CompanyPlan): string {
  return plan.seatLimit === null ? "equipe do tamanho do contrato" : `até ${plan.seatLimit} membros na equipe`;
}

export const COMPANY_PLAN_LIST: CompanyPlan[] = Object.values(COMPANY_PLANS);

/** The cheapest plan a company can buy on its own, for "a partir de" copy. */
export const ENTRY_COMPANY_PLAN: CompanyPlan = COMPANY_PLAN_LIST.filter(
  (p) => p.selfService && p.priceCents !== null,
).reduce((cheapest, plan) => ((plan.priceCents ?? 0) < (cheapest.priceCents ?? 0) ? plan : cheapest));

export function applicationLimitText(limit: number | null): string {
  if (limit === null) return "candidaturas ilimitadas";
  return limit === 1 ? "1 candidatura ativa por vez" : `${limit} candidaturas ativas por vez`;
}

export function discountCapText(cap: number | null): string {
  return cap === null ? "todos os descontos e cashback dos parceiros" : `descontos e cashback de até ${cap}%`;
}

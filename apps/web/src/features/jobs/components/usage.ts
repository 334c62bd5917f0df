import { usageLevel } from "@pm/shared/billing";
import { USAGE_VARIANTS } from "@pm/shared/dashboard";

/** SPEC §9: warning from 80% of the cap, destructive from 100% (the one rule, `usageLevel`). */
export function usageBadgeVariant(activeCount: number, jobLimit: number | null) {
  return jobLimit === null ? "secondary" : USAGE_VARIANTS[usageLevel(activeCount, jobLimit)];
}

/** 'N/M vagas', or 'N vagas ativas' when the plan has no cap. */
export function usageLabel(activeCount: number, jobLimit: number | null) {
  return jobLimit === null ? `${activeCount} vagas ativas` : `${activeCount}/${jobLimit} vagas`;
}

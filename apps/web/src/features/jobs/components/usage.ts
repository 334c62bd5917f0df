/** SPEC §9: warning from 80% of the cap, destructive from 100%. */
export function usageBadgeVariant(activeCount: number, jobLimit: number | null) {
  if (jobLimit === null) return "secondary" as const;
  const ratio = jobLimit > 0 ? activeCount / jobLimit : 1;
  if (ratio >= 1) return "destructive" as const;
  if (ratio >= 0.8) return "warning" as const;
  return "secondary" as const;
}

/** 'N/M vagas', or 'N vagas ativas' when the plan has no cap. */
export function usageLabel(activeCount: number, jobLimit: number | null) {
  return jobLimit === null ? `${activeCount} vagas ativas` : `${activeCount}/${jobLimit} vagas`;
}

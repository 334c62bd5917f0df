// The plan's progress, apart from its timeline: the dashboard's plan card shows it, without the
// steps' states and dates.

/** "3 de 7 passos". */
export const progressText = (done: number, total: number) => `${done} de ${total} passos`;

/** How far along the plan is: the count and a bar (the count is what screen readers get). */
export function PlanProgress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="grid gap-1.5">
      <p className="font-medium text-sm" data-testid="plan-progress">
        {progressText(done, total)}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

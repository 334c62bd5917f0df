import { cx } from "@/lib/utils";

/** Tone of the usage bar: warning from 80% of the cap, destructive from 100%. */
function usageTone(ratio: number) {
  if (ratio >= 1) return { name: "destructive", bar: "bg-destructive", note: "Limite de vagas atingido" };
  if (ratio >= 0.8) return { name: "warning", bar: "bg-warning", note: "Perto do limite de vagas" };
  return { name: "normal", bar: "bg-primary", note: null };
}

const activeLabel = (n: number) => (n === 1 ? "1 vaga ativa" : `${n} vagas ativas`);

/** 'X de N vagas' with a bar, or 'X vagas ativas' when the plan has no cap. */
export function UsageMeter({ activeJobs, jobLimit }: { activeJobs: number; jobLimit: number | null }) {
  if (jobLimit === null) {
    return (
      <div className="grid gap-1">
        <p className="text-muted-foreground text-sm">Uso de vagas</p>
        <p className="font-semibold text-lg">{activeLabel(activeJobs)}</p>
        <p className="text-muted-foreground text-sm">Seu plano não tem limite de vagas ativas.</p>
      </div>
    );
  }

  const ratio = jobLimit > 0 ? activeJobs / jobLimit : 1;
  const tone = usageTone(ratio);
  const text = `${activeJobs} de ${jobLimit} vagas`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-muted-foreground text-sm">Uso de vagas</p>
        <p className="font-semibold text-lg">{text}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Vagas ativas usadas"
        aria-valuemin={0}
        aria-valuemax={jobLimit}
        aria-valuenow={Math.min(activeJobs, jobLimit)}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          data-tone={tone.name}
          className={cx("h-full rounded-full transition-[width]", tone.bar)}
          style={{ width: `${Math.min(100, Math.round(ratio * 100))}%` }}
        />
      </div>
      {tone.note ? (
        <p className={cx("font-medium text-sm", ratio >= 1 ? "text-destructive" : "text-foreground")}>{tone.note}</p>
      ) : (
        <p className="text-muted-foreground text-sm">
          {jobLimit - activeJobs === 1 ? "Resta 1 vaga" : `Restam ${jobLimit - activeJobs} vagas`} no seu plano.
        </p>
      )}
    </div>
  );
}

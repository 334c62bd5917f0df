import { usageLevel } from "@pm/shared/billing";
import { cx } from "@/lib/utils";

/** What a meter counts, in its pt-BR forms: a company's active jobs, or a militar's active applications. */
export interface UsageNoun {
  title: string;
  /** "vaga", "candidatura": after "Resta 1". */
  one: string;
  /** "vagas", "candidaturas": after "Restam 3" and in "X de N …". */
  many: string;
  /** "vaga ativa" / "vagas ativas", for a plan without a cap. */
  activeOne: string;
  activeMany: string;
  barLabel: string;
  limitReached: string;
  nearLimit: string;
  unlimited: string;
}

export const JOB_USAGE: UsageNoun = {
  title: "Uso de vagas",
  one: "vaga",
  many: "vagas",
  activeOne: "vaga ativa",
  activeMany: "vagas ativas",
  barLabel: "Vagas ativas usadas",
  limitReached: "Limite de vagas atingido",
  nearLimit: "Perto do limite de vagas",
  unlimited: "Seu plano não tem limite de vagas ativas.",
};

/** Tone of the usage bar: warning from 80% of the cap, destructive from 100% (`usageLevel`). */
function usageTone(used: number, limit: number, noun: UsageNoun) {
  const level = usageLevel(used, limit);
  if (level === "full") return { name: "destructive", bar: "bg-destructive", note: noun.limitReached };
  if (level === "near") return { name: "warning", bar: "bg-warning", note: noun.nearLimit };
  return { name: "normal", bar: "bg-primary", note: null };
}

/** 'X de N vagas' with a bar, or 'X vagas ativas' when the plan has no cap. */
export function UsageMeter({
  used,
  limit,
  noun = JOB_USAGE,
}: {
  used: number;
  limit: number | null;
  noun?: UsageNoun;
}) {
  if (limit === null) {
    return (
      <div className="grid gap-1">
        <p className="text-muted-foreground text-sm">{noun.title}</p>
        <p className="font-semibold text-lg">
          {used} {used === 1 ? noun.activeOne : noun.activeMany}
        </p>
        <p className="text-muted-foreground text-sm">{noun.unlimited}</p>
      </div>
    );
  }

  const ratio = limit > 0 ? used / limit : 1;
  const tone = usageTone(used, limit, noun);
  const text = `${used} de ${limit} ${noun.many}`;
  const left = limit - used;
  return (
    <div className="grid gap-2">
      {/* Each side stays whole: on a narrow card the figure moves under the title instead. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="whitespace-nowrap text-muted-foreground text-sm">{noun.title}</p>
        <p className="whitespace-nowrap font-semibold text-lg">{text}</p>
      </div>
      <div
        role="progressbar"
        aria-label={noun.barLabel}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
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
        <p className={cx("font-medium text-sm", tone.name === "destructive" ? "text-destructive" : "text-foreground")}>
          {tone.note}
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">
          {left === 1 ? `Resta 1 ${noun.one}` : `Restam ${left} ${noun.many}`} no seu plano.
        </p>
      )}
    </div>
  );
}

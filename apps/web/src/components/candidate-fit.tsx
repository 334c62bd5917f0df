import { TargetIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * A candidate's fit as the company's reads give it (the candidate sheet, the talent bank's
 * profile): the occupation he chose in his transition plan and, for one job, each of its
 * requirement terms with whether he holds it.
 */
export interface CandidateFit {
  goal: { code: string; title: string } | null;
  /** The job compared with; null when none was (the goal alone). */
  jobId: string | null;
  requirements: { key: string; label: string; have: boolean }[];
  met: number;
  total: number;
}

/** "Atende N de M requisitos da vaga". */
export const fitSummary = (met: number, total: number) =>
  `Atende ${met} de ${total} ${total === 1 ? "requisito" : "requisitos"} da vaga`;

function Requirements({ fit }: { fit: CandidateFit }) {
  if (fit.total === 0) {
    return <p className="text-muted-foreground text-sm">A vaga não tem requisitos que possamos comparar</p>;
  }
  // Never a score without its reasons: the count comes with every requirement behind it.
  return (
    <div className="grid gap-2">
      <p className="font-medium text-sm">{fitSummary(fit.met, fit.total)}</p>
      <ul className="grid gap-1.5 text-sm" aria-label="Requisitos da vaga">
        {fit.requirements.map((r) => (
          <li key={r.key} className="flex items-start justify-between gap-3">
            <span className="min-w-0 wrap-anywhere">{r.label}</span>
            {r.have ? (
              <Badge variant="outline" className="border-success/40 bg-success/10">
                Tem
              </Badge>
            ) : (
              <Badge variant="warning">Falta</Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Aderência à vaga': the occupation he aims at, and how he meets the job's requirements.
 * `children` go between the two (the talent profile's 'Comparar com a vaga'); `comparing` says a
 * new job's comparison is on its way, the one shown being the previous job's.
 */
export function CandidateFitSection({
  fit,
  comparing = false,
  children,
}: {
  fit: CandidateFit;
  comparing?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Section variant="divided" id={`${id}-fit`} title="Aderência à vaga">
      <p className="flex items-start gap-2 text-sm">
        <TargetIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {fit.goal ? (
          <span className="min-w-0 wrap-anywhere">
            Objetivo: {fit.goal.title} (CBO {fit.goal.code})
          </span>
        ) : (
          <span className="text-muted-foreground">Ainda não escolheu uma ocupação como objetivo</span>
        )}
      </p>
      {children}
      {comparing ? (
        <div className="grid gap-2" aria-busy="true">
          <p role="status" className="sr-only">
            Comparando com a vaga...
          </p>
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : fit.jobId ? (
        <Requirements fit={fit} />
      ) : null}
    </Section>
  );
}

import { href } from "@pm/shared/pages";
import { choiceLabel, MILITARY_BRANCH_LABELS, RANK_LABELS } from "@pm/shared/profile.military-options";
import { useQuery } from "@tanstack/react-query";
import { MapPinIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "@/components/section";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { recommendedJobsQuery, suggestedTalentsQuery } from "../api";

type Why = { kind: "occupation" | "specialty"; text: string } | null;

/** 'Por que esta vaga' / 'Por que este talento': the occupation or especialidade that matched. */
function WhyLine({ why }: { why: Why }) {
  if (!why) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm">
      <SparklesIcon className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
      <span className="wrap-anywhere">
        {why.kind === "occupation" ? "Combina com a ocupação " : "Combina com a especialidade "}
        <span className="font-medium">{why.text}</span>
      </span>
    </p>
  );
}

/** 'Recomendadas para você' at the top of the job board; nothing while there is no match. */
export function RecommendedJobs({ onOpen }: { onOpen: (id: string) => void }) {
  const { data } = useQuery(recommendedJobsQuery);
  if (!data || data.jobs.length === 0) return null;
  return (
    <Section id="recomendadas" title="Recomendadas para você" padding="md" className="gap-3">
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {data.jobs.map((job) => (
          <li key={job.id} className="grid content-start gap-2 rounded-lg border p-3">
            <div className="grid gap-0.5">
              <p className="font-semibold wrap-anywhere">{job.title}</p>
              <p className="text-muted-foreground text-sm wrap-anywhere">
                {job.company.name} · {job.city}
              </p>
            </div>
            <div className="grid gap-0.5">
              <p className="text-muted-foreground text-xs">Por que esta vaga</p>
              <WhyLine why={job.why} />
            </div>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onOpen(job.id)}>
              Ver vaga<span className="sr-only"> {job.title}</span>
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 'Talentos sugeridos' on a company's job: militares in the talent bank who match it. */
export function SuggestedTalents({ jobId }: { jobId: string }) {
  const { data, isPending } = useQuery(suggestedTalentsQuery(jobId));
  return (
    <Section title="Talentos sugeridos" className="gap-3">
      {isPending ? (
        <p className="text-muted-foreground text-sm">Carregando…</p>
      ) : !data || data.talents.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Nenhum talento do banco combina com esta vaga ainda. Detalhe os requisitos para encontrar mais perfis.
        </p>
      ) : (
        <ul className="grid gap-3">
          {data.talents.map((t) => (
            <li key={t.userId} className="grid gap-1.5 rounded-lg border p-3">
              <div className="flex items-center gap-2">
                <Avatar className="size-8">
                  {t.avatarUrl ? <AvatarImage src={t.avatarUrl} alt="" /> : null}
                  <AvatarFallback className="text-xs">{initials(t.fullName)}</AvatarFallback>
                </Avatar>
                <div className="grid min-w-0">
                  <p className="font-medium text-sm wrap-anywhere">{t.fullName}</p>
                  <p className="text-muted-foreground text-xs">
                    {[choiceLabel(MILITARY_BRANCH_LABELS, t.militaryBranch), choiceLabel(RANK_LABELS, t.rank)]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
              </div>
              {t.city ? (
                <p className="flex items-center gap-1 text-muted-foreground text-xs">
                  <MapPinIcon className="size-3" aria-hidden="true" />
                  {[t.city, t.state].filter(Boolean).join(" - ")}
                </p>
              ) : null}
              <WhyLine why={t.why} />
              <Link
                to={href("companyTalent", {}, { talento: t.userId })}
                className="font-medium text-primary text-sm underline-offset-4 hover:underline"
              >
                Ver perfil<span className="sr-only"> de {t.fullName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

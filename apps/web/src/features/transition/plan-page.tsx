import { href } from "@pm/shared/pages";
import { transitionMessages as m, TRANSITION_STEP_LABELS, TRANSITION_STEPS } from "@pm/shared/transition.constants";
import { useQuery } from "@tanstack/react-query";
import { CalendarIcon, TargetIcon } from "lucide-react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Section } from "@/components/section";
import { Skeleton } from "@/components/ui/skeleton";
import { useHashScroll } from "@/hooks/use-hash-scroll";
import { longDate } from "@/lib/dates";
import { type PlanView, planQuery } from "./api";
import { OCCUPATION_SECTION_ID, PlanForm } from "./components/plan-form";
import { PlanTimeline } from "./components/plan-timeline";

/**
 * /app/plano: before a plan, what it is and the form to make it; then the steps on their timeline
 * to the discharge date (the next one highlighted) beside the form to adjust it.
 */
export function TransitionPlanPage() {
  const plan = useQuery(planQuery);
  // The 'Escolher uma ocupação' step links to the occupation's part of the form.
  useHashScroll(OCCUPATION_SECTION_ID, plan.isSuccess);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 p-4 md:p-8">
      <PageHeader
        title="Meu plano de transição"
        description="Os passos da farda à carreira civil, com prazos contados da sua data de desligamento."
      />
      {plan.isPending ? (
        <PlanSkeleton />
      ) : plan.isError ? (
        <LoadError message="Não foi possível carregar seu plano" query={plan} />
      ) : plan.data.plan === null ? (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <PlanIntro />
          <PlanForm view={plan.data} />
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <div className="grid min-w-0 gap-6">
            <PlanSummary plan={plan.data.plan} />
            <PlanTimeline steps={plan.data.steps} nextKey={plan.data.next?.key ?? null} />
          </div>
          <PlanForm view={plan.data} />
        </div>
      )}
    </div>
  );
}

/** Before a plan: what it brings, and the steps it will follow. */
function PlanIntro() {
  return (
    <Section id="plano-intro-titulo" title={`${m.noPlanYet}.`} className="content-start gap-4">
      <p className="text-muted-foreground text-sm">
        Informe quando você deixa a força e a ocupação civil que quer seguir. A Próxima Missão monta os passos até lá,
        com um prazo para cada um, e marca como concluído o que você já fez na plataforma.
      </p>
      <ol className="grid list-decimal gap-1 pl-5 text-sm" aria-label="Os passos do plano">
        {TRANSITION_STEPS.map((step) => (
          <li key={step}>{TRANSITION_STEP_LABELS[step]}</li>
        ))}
      </ol>
    </Section>
  );
}

/** The plan's date and its goal, with the way to the goal's page. */
function PlanSummary({ plan }: { plan: NonNullable<PlanView["plan"]> }) {
  return (
    <Section id="plano-resumo-titulo" title="Resumo" className="gap-3">
      <p className="flex items-start gap-2 text-sm">
        <CalendarIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {plan.dischargeDate ? (
          <span>Desligamento previsto em {longDate(plan.dischargeDate)}</span>
        ) : (
          <span className="text-muted-foreground">Sem data de desligamento: os passos não têm prazo.</span>
        )}
      </p>
      <p className="flex items-start gap-2 text-sm">
        <TargetIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {plan.occupation ? (
          <span className="min-w-0 wrap-anywhere">
            Objetivo: {plan.occupation.title} (CBO {plan.occupation.code}) ·{" "}
            <Link
              to={href("militaryOccupation", { code: plan.occupation.code })}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Ver a ocupação
            </Link>
          </span>
        ) : (
          <span className="text-muted-foreground">
            Nenhuma ocupação escolhida ainda.{" "}
            <a
              href={`#${OCCUPATION_SECTION_ID}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Escolher uma ocupação
            </a>
          </span>
        )}
      </p>
    </Section>
  );
}

function PlanSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]" aria-busy="true">
      <span role="status" className="sr-only">
        Carregando seu plano…
      </span>
      <div className="grid content-start gap-3">
        <Skeleton className="h-24 rounded-xl" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

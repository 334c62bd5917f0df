import { href } from "@pm/shared/pages";
import { NO_PLAN_YET } from "@pm/shared/transition.dashboard";
import { useQuery } from "@tanstack/react-query";
import { ChevronRightIcon, RouteIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { nextStepQuery } from "../api";
import { PlanProgress } from "./plan-progress";

/**
 * The dashboard's 'Meu plano de transição': how many steps are done and the next one, or the way
 * to make a plan. Shows nothing while it loads or when it cannot be read: the dashboard's own
 * figures matter more.
 */
export function TransitionPlanCard() {
  const { data, isSuccess } = useQuery(nextStepQuery);
  if (!isSuccess) return null;

  return (
    <Section
      id="plano-transicao-titulo"
      title={
        <span className="flex items-center gap-2">
          <RouteIcon className="size-5 text-primary" aria-hidden="true" />
          Meu plano de transição
        </span>
      }
      padding="md"
      className="content-start gap-3"
    >
      {data === null ? (
        <>
          <p className="text-muted-foreground text-sm">
            {NO_PLAN_YET}. Veja os passos até a carreira civil, com um prazo para cada um.
          </p>
          <Button asChild className="w-full sm:w-fit">
            <Link to={href("militaryPlan")}>Montar meu plano</Link>
          </Button>
        </>
      ) : (
        <>
          <PlanProgress done={data.done} total={data.total} />
          {data.next ? (
            <div className="grid gap-1 text-sm">
              <span className="text-muted-foreground">Próximo passo</span>
              <span className="flex flex-wrap items-center gap-2">
                <Link to={data.next.href} className="font-medium text-primary underline-offset-4 hover:underline">
                  {data.next.label}
                </Link>
                {data.next.overdue ? <Badge variant="destructive">Atrasado</Badge> : null}
              </span>
            </div>
          ) : (
            <p className="text-sm">Todos os passos concluídos. Boa missão!</p>
          )}
          <Link
            to={href("militaryPlan")}
            className="flex w-fit items-center gap-1 text-primary text-xs underline-offset-4 hover:underline"
          >
            Ver meu plano
            <ChevronRightIcon className="size-3.5" aria-hidden="true" />
          </Link>
        </>
      )}
    </Section>
  );
}

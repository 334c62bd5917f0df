import { CheckIcon, CircleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { shortDate } from "@/lib/dates";
import { cx } from "@/lib/utils";
import type { PlanStep } from "../api";
import { PlanProgress } from "./plan-progress";

/** Where a step stands: done on a day, late, due by a day, or pending (a plan without a date). */
function StepState({ step }: { step: PlanStep }) {
  if (step.done) {
    return (
      <p className="flex items-center gap-1.5 text-sm">
        <CheckIcon className="size-4 text-success" aria-hidden="true" />
        {step.doneOn ? `Concluído em ${shortDate(step.doneOn)}` : "Concluído"}
      </p>
    );
  }
  if (step.overdue) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="destructive">Atrasado</Badge>
        {step.dueOn ? <span className="text-muted-foreground">Prazo: {shortDate(step.dueOn)}</span> : null}
      </p>
    );
  }
  return <p className="text-muted-foreground text-sm">{step.dueOn ? `Até ${shortDate(step.dueOn)}` : "Pendente"}</p>;
}

/** The plan's steps in order, each with what it asks, where it is done and where it stands; the next one stands out. */
export function PlanTimeline({ steps, nextKey }: { steps: readonly PlanStep[]; nextKey: string | null }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <Section id="passos-titulo" title="Seus passos" className="gap-4">
      <PlanProgress done={done} total={steps.length} />
      <ol className="grid gap-3" aria-label="Passos do plano">
        {steps.map((step, i) => {
          const next = step.key === nextKey;
          return (
            <li
              key={step.key}
              aria-current={next ? "step" : undefined}
              data-testid={`passo-${step.key}`}
              className={cx(
                "flex gap-3 rounded-lg border p-4",
                next && "border-primary bg-secondary",
                step.overdue && !next && "border-destructive/40",
              )}
            >
              <span
                className={cx(
                  "flex size-7 shrink-0 items-center justify-center rounded-full font-semibold text-xs",
                  step.done
                    ? "bg-success text-white"
                    : next
                      ? "bg-primary text-primary-foreground"
                      : "bg-muted text-muted-foreground",
                )}
                aria-hidden="true"
              >
                {step.done ? (
                  <CheckIcon className="size-4" />
                ) : step.overdue ? (
                  <CircleAlertIcon className="size-4" />
                ) : (
                  i + 1
                )}
              </span>
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={step.href} className="font-medium wrap-anywhere underline-offset-4 hover:underline">
                    {step.label}
                  </Link>
                  {next ? <Badge>Próximo passo</Badge> : null}
                </div>
                <p className="text-muted-foreground text-sm">{step.hint}</p>
                <StepState step={step} />
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

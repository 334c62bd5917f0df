import {
  COMPANY_PLAN_COMPARISON,
  COMPANY_PLAN_IDS,
  COMPANY_PLANS,
  type CompanyPlanId,
  type ComparisonValue,
} from "@pm/shared/billing";
import { Check, Minus } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/utils";

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true) {
    return (
      <>
        <Check className="mx-auto size-5 text-primary" aria-hidden="true" />
        <span className="sr-only">Incluído</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus className="mx-auto size-5 text-muted-foreground/70" aria-hidden="true" />
        <span className="sr-only">Não incluído</span>
      </>
    );
  }
  return <>{value}</>;
}

const highlightedPlan = (id: CompanyPlanId) => COMPANY_PLANS[id].highlighted === true;

/**
 * Plans as columns, entitlements as rows. Narrow screens scroll the table sideways inside a
 * focusable, labelled region (keyboard users can scroll it too) while the row names stay pinned.
 */
export function ComparisonTable() {
  const captionId = "comparacao-titulo";
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pt-16 pb-4 md:px-6">
      <h2 className="text-center font-bold text-2xl tracking-tight md:text-3xl">Compare os planos</h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Todos os planos dão acesso completo aos perfis dos candidatos. Veja o que muda entre eles.
      </p>
      <p className="mt-6 text-center text-muted-foreground text-sm md:hidden">
        Deslize a tabela para o lado para ver todos os planos.
      </p>
      <Card
        asChild
        padding="none"
        className="relative mt-4 overflow-x-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:mt-8"
      >
        <section
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm">
            <caption id={captionId} className="sr-only">
              Comparação dos planos para empresas
            </caption>
            <thead>
              <tr className="border-b">
                <td className="sticky left-0 z-10 w-36 bg-card md:w-[28%]" />
                {COMPANY_PLAN_IDS.map((id) => (
                  <th
                    key={id}
                    scope="col"
                    className={cx(
                      "px-3 py-4 text-center font-semibold text-base",
                      highlightedPlan(id) && "bg-accent/15",
                    )}
                  >
                    {COMPANY_PLANS[id].name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPANY_PLAN_COMPARISON.map((row) => (
                <tr key={row.key} className="border-b last:border-b-0">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-card px-4 py-3 text-left font-medium shadow-[1px_0_0_var(--border)]"
                  >
                    {row.label}
                  </th>
                  {COMPANY_PLAN_IDS.map((id) => (
                    <td
                      key={id}
                      className={cx(
                        "px-3 py-3 text-center",
                        highlightedPlan(id) && "bg-accent/15",
                        row.key === "price" ? "font-semibold text-foreground" : "text-foreground/90",
                      )}
                    >
                      <Cell value={row.values[id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Card>
    </section>
  );
}

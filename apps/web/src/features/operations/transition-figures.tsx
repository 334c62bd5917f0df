import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Skeleton } from "@/components/ui/skeleton";
import type { api } from "@/lib/api-client";
import { transitionFiguresQuery } from "./api";

const number = new Intl.NumberFormat("pt-BR");

type Data = InferResponseType<typeof api.operations.figures.transition.$get, 200>;

/** The plans by months to discharge, each with a bar against the largest bucket. */
function Buckets({ buckets }: { buckets: Data["buckets"] }) {
  const largest = Math.max(1, ...buckets.map((b) => b.n));
  return (
    <section aria-labelledby="transition-buckets" className="grid gap-3">
      <h3 id="transition-buckets" className="font-semibold text-sm">
        Meses até o desligamento
      </h3>
      <ul className="grid gap-2 text-sm">
        {buckets.map((b) => (
          <li key={b.key} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 wrap-anywhere">{b.label}</span>
              <span className="shrink-0 font-medium tabular-nums">{number.format(b.n)}</span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="h-full rounded-full bg-primary" style={{ width: `${(b.n / largest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Occupations({ occupations }: { occupations: Data["occupations"] }) {
  return (
    <section aria-labelledby="transition-occupations" className="grid content-start gap-3">
      <h3 id="transition-occupations" className="font-semibold text-sm">
        Ocupações mais escolhidas
      </h3>
      {occupations.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum plano tem uma ocupação escolhida ainda.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Ocupações mais escolhidas nos planos de transição</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Ocupação
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  CBO
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Planos
                </th>
              </tr>
            </thead>
            <tbody>
              {occupations.map((o) => (
                <tr key={o.code} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-4 text-left font-normal wrap-anywhere">
                    {o.title}
                  </th>
                  <td className="py-2 pr-4 text-muted-foreground tabular-nums">{o.code}</td>
                  <td className="py-2 text-right tabular-nums">{number.format(o.n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The console home's 'Planos de transição': how many militares planned their transition, how
 * far from discharge, and the occupations they aim at. Counts only (LGPD): nobody is named.
 */
export function TransitionFiguresSection() {
  const figures = useQuery(transitionFiguresQuery);
  return (
    <Section
      id="transition-plans"
      title="Planos de transição"
      description="Somente contagens: nenhum militar é identificado."
    >
      {figures.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <p role="status" className="sr-only">
            Carregando os planos de transição...
          </p>
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : figures.isError ? (
        <LoadError frame="plain" message="Erro ao carregar os planos de transição" query={figures} />
      ) : figures.data.plans === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum militar montou um plano ainda</p>
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-2xl">{number.format(figures.data.plans)}</span>
            <span className="text-muted-foreground text-sm">
              {figures.data.plans === 1 ? "plano montado" : "planos montados"}
            </span>
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            <Buckets buckets={figures.data.buckets} />
            <Occupations occupations={figures.data.occupations} />
          </div>
        </>
      )}
    </Section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Skeleton } from "@/components/ui/skeleton";
import { supportStatsQuery } from "./api";
import { durationText, percentText, ratingText } from "./support-format";

const number = new Intl.NumberFormat("pt-BR");

/** The console home's 'Suporte (30 dias)': per plan, how fast the first answer came and how people rated it. */
export function SupportStatsSection() {
  const stats = useQuery(supportStatsQuery);
  return (
    <Section
      id="support-stats"
      title="Suporte (30 dias)"
      description="Primeira resposta em horário útil, contra a meta de cada plano."
    >
      {stats.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : stats.isError ? (
        <LoadError frame="plain" message="Erro ao carregar os números do suporte" query={stats} />
      ) : (
        <>
          <p className={stats.data.breaches > 0 ? "font-semibold text-destructive text-sm" : "text-sm"}>
            {stats.data.breaches === 0
              ? "Nenhum prazo estourado."
              : stats.data.breaches === 1
                ? "1 prazo estourado."
                : `${number.format(stats.data.breaches)} prazos estourados.`}
          </p>
          {stats.data.plans.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nenhum atendimento nos últimos 30 dias.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Suporte por plano nos últimos 30 dias</caption>
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Plano
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Atendimentos
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Mediana da 1ª resposta
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Dentro da meta
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Satisfação
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.plans.map((p) => (
                    <tr key={p.plan} className="border-b last:border-0">
                      <th scope="row" className="py-2 pr-4 text-left font-normal">
                        {p.label}
                        <span className="block text-muted-foreground text-xs">meta: {p.targetLabel}</span>
                      </th>
                      <td className="py-2 pr-4 text-right">
                        {number.format(p.requests)}
                        <span className="block text-muted-foreground text-xs">
                          {number.format(p.answered)} {p.answered === 1 ? "respondido" : "respondidos"}
                        </span>
                      </td>
                      <td className="py-2 pr-4 text-right">
                        {p.medianFirstResponseMinutes === null ? "—" : durationText(p.medianFirstResponseMinutes)}
                      </td>
                      <td className="py-2 pr-4 text-right">
                        {p.withinTargetShare === null ? "—" : percentText(p.withinTargetShare)}
                      </td>
                      <td className="py-2 text-right">
                        {p.ratingAverage === null ? (
                          "Sem avaliações"
                        ) : (
                          <>
                            {ratingText(p.ratingAverage)} de 5
                            <span className="block text-muted-foreground text-xs">
                              {p.ratings === 1 ? "1 avaliação" : `${number.format(p.ratings)} avaliações`}
                            </span>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </Section>
  );
}

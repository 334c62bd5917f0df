import { companyPlanName } from "@pm/shared/billing.constants";
import { formatCents } from "@pm/shared/format";
import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { api } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { figuresQuery } from "./api";
import { backgroundJobLabel } from "./labels";
import { SupportStatsSection } from "./support-stats";
import { TransitionFiguresSection } from "./transition-figures";

const number = new Intl.NumberFormat("pt-BR");

/**
 * /operacao: the platform in figures — sign-ups, paying companies, recurring revenue, activity,
 * the transition plans and support.
 */
export function OperationsFiguresPage() {
  const figures = useQuery(figuresQuery);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Visão geral</h1>
        <p className="mt-1 text-muted-foreground">A plataforma nos últimos 30 dias e desde o início.</p>
      </div>
      {figures.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : figures.isError ? (
        <LoadError message="Erro ao carregar os números da plataforma" query={figures} />
      ) : (
        <Figures data={figures.data} />
      )}
      <TransitionFiguresSection />
      <SupportStatsSection />
    </div>
  );
}

type Data = InferResponseType<typeof api.operations.figures.$get, 200>;

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="grid gap-1 p-4">
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="font-bold text-2xl">{value}</p>
      {detail ? <p className="text-muted-foreground text-xs">{detail}</p> : null}
    </Card>
  );
}

function Figures({ data }: { data: Data }) {
  const t = data.totals;
  const days = [...new Set(data.signUps.map((s) => s.day))].sort().reverse();
  const count = (day: string, role: string) => data.signUps.find((s) => s.day === day && s.role === role)?.n ?? 0;
  const paying = data.payingCompanies.reduce((sum, p) => sum + p.n, 0);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Receita recorrente (30 dias)"
          value={formatCents(data.recurringRevenueCents.total)}
          detail={`Empresas ${formatCents(data.recurringRevenueCents.companies)} · PREMIUM ${formatCents(data.recurringRevenueCents.militares)}`}
        />
        <Stat
          label="Empresas pagantes"
          value={number.format(paying)}
          detail={`${number.format(t.companies ?? 0)} cadastradas`}
        />
        <Stat
          label="Militares"
          value={number.format(t.militares ?? 0)}
          detail={`${number.format(t.premium ?? 0)} no PREMIUM`}
        />
        <Stat
          label="Vagas ativas"
          value={number.format(t.activeJobs ?? 0)}
          detail={`${number.format(t.jobs ?? 0)} publicadas`}
        />
        <Stat
          label="Candidaturas"
          value={number.format(t.applicationsLast30 ?? 0)}
          detail={`nos últimos 30 dias · ${number.format(t.applications ?? 0)} no total`}
        />
        <Stat
          label="Benefícios resgatados"
          value={number.format(t.redemptionsLast30 ?? 0)}
          detail={`nos últimos 30 dias · ${number.format(t.redemptions ?? 0)} no total`}
        />
        <Stat
          label="Mensagens"
          value={number.format(t.messagesLast30 ?? 0)}
          detail={`nos últimos 30 dias · ${number.format(t.messages ?? 0)} no total`}
        />
      </div>
      <Section id="paying-by-plan" title="Empresas pagantes por plano">
        {data.payingCompanies.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhuma empresa pagante.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-4">
            {data.payingCompanies.map((p) => (
              <li key={p.plan} className="rounded-md bg-muted/50 p-3">
                <span className="block text-muted-foreground text-sm">{companyPlanName(p.plan)}</span>
                <span className="font-bold text-xl">{number.format(p.n)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="sign-ups" title="Cadastros por dia (30 dias)">
        {days.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum cadastro nos últimos 30 dias.</p>
        ) : (
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Cadastros por dia e perfil</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Dia
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Militares
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Empresas
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      {shortDate(day)}
                    </th>
                    <td className="py-2 pr-4 text-right">{count(day, "militar")}</td>
                    <td className="py-2 text-right">{count(day, "empresa")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <BackgroundJobs jobs={data.backgroundJobs} />
    </>
  );
}

/** The job runner's runs per kind, every process's: a queue that grows or failures call for a look. */
function BackgroundJobs({ jobs }: { jobs: Data["backgroundJobs"] }) {
  return (
    <Section
      id="background-jobs"
      title="Tarefas em segundo plano"
      description="Execuções de todos os servidores; as que falharam ficam 30 dias na lista."
    >
      {jobs.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma tarefa registrada.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Tarefas em segundo plano por tipo</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                Tarefa
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Na fila
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Em execução
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Com falha
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.kind} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {backgroundJobLabel(job.kind)}
                </th>
                <td className="py-2 pr-4 text-right">{number.format(job.queued)}</td>
                <td className="py-2 pr-4 text-right">{number.format(job.running)}</td>
                <td className={`py-2 text-right ${job.failed > 0 ? "font-semibold text-destructive" : ""}`}>
                  {number.format(job.failed)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

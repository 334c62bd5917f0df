import { APPLICATION_SOURCE_LABELS, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@pm/shared/applications";
import { companyPlanOrDefault } from "@pm/shared/billing";
import { href } from "@pm/shared/pages";
import { DESIRED_AREA_LABELS, MILITARY_BRANCH_LABELS, RANK_LABELS } from "@pm/shared/profile.military-options";
import {
  type AdvancedReport,
  type BasicReport,
  conversionPercent,
  isAdvanced,
  reportMessages as m,
  REPORT_LEVEL,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  type ReportPeriod,
} from "@pm/shared/reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DownloadIcon, LockIcon, PrinterIcon } from "lucide-react";
import { type FormEvent, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { shortDate } from "@/lib/dates";
import { meQuery } from "@/lib/session";
import { exportUrl, type ReportSelection, reportQuery } from "./api";
import { WeeklyChart } from "./components/weekly-chart";

const number = new Intl.NumberFormat("pt-BR");
const percent = (n: number) => `${n.toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
const dayText = (day: string) => shortDate(`${day}T12:00:00`);

function selectionFrom(params: URLSearchParams): ReportSelection {
  const period = REPORT_PERIODS.find((p) => p === params.get("periodo")) ?? "30";
  if (period !== "personalizado") return { period };
  return { period, from: params.get("de") ?? undefined, to: params.get("ate") ?? undefined };
}

/**
 * /empresa/relatorios: the period's figures at the plan's level. Parceiro sees what the reports
 * hold and the way to upgrade; Plus the basic report; Pro and Enterprise the advanced analyses too.
 */
export function ReportsPage() {
  const { data: me } = useQuery(meQuery);
  const level = REPORT_LEVEL[companyPlanOrDefault(me?.company?.plan)];
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFrom(params), [params]);
  const customReady = selection.period !== "personalizado" || Boolean(selection.from && selection.to);
  const report = useQuery({
    ...reportQuery(selection),
    enabled: level !== "nenhum" && customReady,
    placeholderData: keepPreviousData,
  });

  const choose = (period: ReportPeriod) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("periodo", period);
        if (period !== "personalizado") {
          next.delete("de");
          next.delete("ate");
        }
        return next;
      },
      { replace: true },
    );
  const applyCustom = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setParams({ periodo: "personalizado", de: String(data.get("de") ?? ""), ate: String(data.get("ate") ?? "") });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">{m.title}</h1>
          <p className="mt-1 text-muted-foreground">
            Visualizações, candidaturas e o caminho de cada candidato pelas suas vagas.
          </p>
        </div>
        {level !== "nenhum" ? (
          <div className="flex flex-wrap items-end gap-2 print:hidden">
            <div className="grid gap-1">
              <Label htmlFor="relatorios-periodo">Período</Label>
              <NativeSelect
                id="relatorios-periodo"
                value={selection.period}
                onChange={(e) => choose(e.target.value as ReportPeriod)}
                className="w-48"
              >
                {REPORT_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {REPORT_PERIOD_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {(["csv", "xlsx"] as const).map((format) => (
              <Button key={format} asChild variant="outline">
                <a href={exportUrl(selection, format)} download>
                  <DownloadIcon aria-hidden="true" />
                  Exportar {format.toUpperCase()}
                </a>
              </Button>
            ))}
            <Button variant="outline" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              Imprimir
            </Button>
          </div>
        ) : null}
      </div>

      {level !== "nenhum" && selection.period === "personalizado" ? (
        <form
          onSubmit={applyCustom}
          className="flex flex-wrap items-end gap-3 rounded-xl border p-4 print:hidden"
          aria-label="Período personalizado"
        >
          <div className="grid gap-1">
            <Label htmlFor="relatorios-de">De</Label>
            <Input id="relatorios-de" name="de" type="date" defaultValue={selection.from} required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="relatorios-ate">Até</Label>
            <Input id="relatorios-ate" name="ate" type="date" defaultValue={selection.to} required />
          </div>
          <Button type="submit">Aplicar</Button>
        </form>
      ) : null}

      {level === "nenhum" ? (
        <LockedReports />
      ) : !customReady ? (
        <p className="text-muted-foreground">Escolha as datas do período e clique em Aplicar.</p>
      ) : report.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only">Carregando relatórios…</span>
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : report.isError ? (
        <LoadError message={m.loadError} query={report} />
      ) : (
        <div className="grid gap-6" aria-busy={report.isPlaceholderData}>
          <p className="text-muted-foreground text-sm">
            De {dayText(report.data.from)} a {dayText(report.data.to)}
          </p>
          <BasicFigures report={report.data} />
          {isAdvanced(report.data) ? <AdvancedFigures report={report.data} /> : <AdvancedLocked />}
        </div>
      )}
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card padding="md" className="grid gap-1">
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="font-bold text-3xl">{value}</p>
      {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
    </Card>
  );
}

function BasicFigures({ report }: { report: BasicReport }) {
  const { totals } = report;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label="Visualizações" value={number.format(totals.views)} />
        <Stat label="Candidaturas" value={number.format(totals.applications)} />
        <Stat label="Conversão" value={percent(totals.conversion)} hint="Candidaturas por visualização" />
      </div>
      <Section id="relatorios-vagas" title="Por vaga" className="gap-4">
        {report.jobs.length === 0 ? (
          <p className="text-muted-foreground">{m.empty}</p>
        ) : (
          <div className="min-w-0 overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">Visualizações, candidaturas e status por vaga</caption>
              <thead className="border-b bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Vaga
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Visualizações
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Candidaturas
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Conversão
                  </th>
                  {APPLICATION_STATUSES.map((s) => (
                    <th key={s} scope="col" className="px-4 py-3 text-right font-medium">
                      {APPLICATION_STATUS_LABELS[s]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.jobs.map((j) => (
                  <tr key={j.id} className="border-b last:border-b-0">
                    <th scope="row" className="min-w-48 px-4 py-3 text-left font-medium">
                      <Link to={href("companyJob", { id: j.id })} className="hover:underline">
                        {j.title}
                      </Link>
                      {j.active ? null : <span className="ml-2 text-muted-foreground text-xs">(pausada)</span>}
                    </th>
                    <td className="px-4 py-3 text-right">{number.format(j.views)}</td>
                    <td className="px-4 py-3 text-right">{number.format(j.applications)}</td>
                    <td className="px-4 py-3 text-right">{percent(j.conversion)}</td>
                    {APPLICATION_STATUSES.map((s) => (
                      <td key={s} className="px-4 py-3 text-right">
                        {number.format(j.byStatus[s])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </>
  );
}

const hoursText = (hours: number | null) => {
  if (hours === null) return "—";
  if (hours < 48) return `${hours.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} h`;
  return `${(hours / 24).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} dias`;
};

function Funnel({ funnel }: { funnel: AdvancedReport["funnel"] }) {
  const steps = [
    { label: "Candidaturas", n: funnel.applied, rate: null },
    { label: "Em análise (revisadas)", n: funnel.reviewed, rate: conversionPercent(funnel.reviewed, funnel.applied) },
    { label: "Aprovadas", n: funnel.approved, rate: conversionPercent(funnel.approved, funnel.reviewed) },
  ];
  const max = Math.max(1, funnel.applied);
  return (
    <Section id="relatorios-funil" title="Funil de candidaturas" className="gap-4">
      <ol className="grid gap-3">
        {steps.map((s) => (
          <li key={s.label} className="grid gap-1">
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-medium">{s.label}</span>
              <span>
                {number.format(s.n)}
                {s.rate === null ? null : (
                  <span className="text-muted-foreground"> · {percent(s.rate)} da etapa anterior</span>
                )}
              </span>
            </div>
            <div className="h-3 rounded-full bg-muted" aria-hidden="true">
              <div className="h-3 rounded-full bg-primary" style={{ width: `${(s.n / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <p className="text-muted-foreground text-sm">
        À parte: {number.format(funnel.rejected)} rejeitadas e {number.format(funnel.withdrawn)} desistências.
      </p>
    </Section>
  );
}

function BreakdownList({
  title,
  rows,
  labels,
}: {
  title: string;
  rows: { key: string; n: number }[];
  labels?: Record<string, string>;
}) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="font-semibold text-sm">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">Sem dados no período</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {rows.slice(0, 8).map((r) => (
            <li key={r.key} className="flex justify-between gap-3">
              <span className="wrap-anywhere">{labels?.[r.key] ?? r.key}</span>
              <span className="font-medium">{number.format(r.n)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AdvancedFigures({ report }: { report: AdvancedReport }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <Funnel funnel={report.funnel} />
        <Section id="relatorios-tempos" title="Tempo de resposta" className="content-start gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Stat label="Mediana até a primeira análise" value={hoursText(report.medianHours.firstReview)} />
            <Stat label="Mediana até a aprovação" value={hoursText(report.medianHours.approval)} />
          </div>
          <p className="text-muted-foreground text-xs">Contadas desde a candidatura, para as feitas no período.</p>
        </Section>
      </div>
      <WeeklyChart weeks={report.weekly} />
      <Section id="relatorios-candidatos" title="Quem se candidatou" className="gap-4">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <BreakdownList title="Força" rows={report.applicants.branch} labels={MILITARY_BRANCH_LABELS} />
          <BreakdownList title="Posto ou graduação" rows={report.applicants.rank} labels={RANK_LABELS} />
          <BreakdownList title="UF" rows={report.applicants.state} />
          <BreakdownList title="Área desejada" rows={report.applicants.desiredArea} labels={DESIRED_AREA_LABELS} />
        </div>
      </Section>
      <InterviewFigures interviews={report.interviews} />
      <Section id="relatorios-origem" title="Candidaturas por origem" className="gap-4">
        <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-5">
          {report.sources.map((s) => (
            <li key={s.source} className="grid gap-0.5 rounded-lg border p-3">
              <span className="text-muted-foreground">{APPLICATION_SOURCE_LABELS[s.source]}</span>
              <span className="font-bold text-xl">{number.format(s.n)}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** "3,5 dias", "menos de 1 dia", "—". */
const daysText = (days: number | null) => {
  if (days === null) return "—";
  if (days < 1) return "menos de 1 dia";
  return `${days.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} ${days === 1 ? "dia" : "dias"}`;
};

/** 'Entrevistas': the time from application to a confirmed interview, and the interviews of each job. */
function InterviewFigures({ interviews }: { interviews: AdvancedReport["interviews"] }) {
  return (
    <Section id="relatorios-entrevistas" title="Entrevistas" className="gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Stat
          label="Tempo até a entrevista"
          value={daysText(interviews.daysToInterview)}
          hint="Mediana, da candidatura à primeira entrevista confirmada"
        />
        <Stat label="Entrevistas confirmadas" value={number.format(interviews.confirmedCount)} />
      </div>
      {interviews.perJob.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma entrevista agendada no período.</p>
      ) : (
        <div className="min-w-0 overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">Entrevistas por vaga</caption>
            <thead className="border-b bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Vaga
                </th>
                {["Agendadas", "Confirmadas", "Realizadas", "Não compareceu"].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 text-right font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {interviews.perJob.map((j) => (
                <tr key={j.jobId} className="border-b last:border-b-0">
                  <th scope="row" className="min-w-48 px-4 py-3 text-left font-medium">
                    <Link to={href("companyJob", { id: j.jobId })} className="hover:underline">
                      {j.jobTitle}
                    </Link>
                  </th>
                  {[j.scheduled, j.confirmed, j.done, j.noShow].map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed and never reorder.
                    <td key={i} className="px-4 py-3 text-right tabular-nums">
                      {number.format(n)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

const ADVANCED_ITEMS = [
  "Funil pendente → em análise → aprovado, com a conversão de cada etapa",
  "Tempo mediano até a primeira análise e até a aprovação",
  "Tendência semanal de visualizações e candidaturas (12 semanas)",
  "Candidatos por força, posto, UF e área desejada",
  "Candidaturas por origem: busca, recomendação, convite, página pública, link direto",
  "Entrevistas por vaga e tempo mediano até a entrevista",
];

function AdvancedLocked() {
  return (
    <Card className="grid gap-3 border-dashed">
      <p className="flex items-center gap-2 font-semibold">
        <LockIcon className="size-4" aria-hidden="true" />
        Análises avançadas
      </p>
      <p className="text-muted-foreground text-sm">{m.advancedRequired}</p>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {ADVANCED_ITEMS.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <Button asChild className="justify-self-start print:hidden">
        <Link to={href("companyPlans")}>Fazer upgrade</Link>
      </Button>
    </Card>
  );
}

function LockedReports() {
  return (
    <Card className="grid gap-4 border-dashed">
      <p className="flex items-center gap-2 font-semibold text-lg">
        <LockIcon className="size-5" aria-hidden="true" />
        Relatórios não incluídos no seu plano
      </p>
      <p className="text-muted-foreground">{m.planRequired}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <p className="font-medium">Plus: Relatórios básicos</p>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            <li>Visualizações, candidaturas e conversão por vaga</li>
            <li>Candidaturas por status</li>
            <li>Períodos de 7, 30 ou 90 dias, ou personalizado</li>
            <li>Exportação em CSV e XLSX</li>
          </ul>
        </div>
        <div className="grid content-start gap-2">
          <p className="font-medium">Pro e Enterprise: Relatórios de desempenho e análises avançadas</p>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {ADVANCED_ITEMS.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </div>
      </div>
      <Button asChild className="justify-self-start">
        <Link to={href("companyPlans")}>Fazer upgrade</Link>
      </Button>
    </Card>
  );
}

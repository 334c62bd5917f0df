import { brazilDay, brazilTime } from "@pm/shared/brazil";
import {
  BRASILIA,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_STATUS_LABELS,
  type InterviewStatus,
  interviewTimeLabel,
  zoneOf,
} from "@pm/shared/interviews";
import { href } from "@pm/shared/pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { ListSkeleton } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { api, unwrap } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { patchParams } from "@/lib/search-params";

const WEEK_PARAM = "semana";

const fetchWeek = (monday: string) => unwrap(api.company.interviews.$get({ query: { semana: monday } }));

type Week = Awaited<ReturnType<typeof fetchWeek>>;
type WeekInterview = Week["scheduled"][number];
type WaitingInterview = Week["waiting"][number];

/** The company's interviews of the week starting on `monday`, and those waiting for a time. */
const weekQuery = (monday: string) =>
  queryOptions({ queryKey: ["interviews", "company-week", monday], queryFn: () => fetchWeek(monday) });

const DAY_NAMES = ["Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado", "Domingo"] as const;

/** A day (YYYY-MM-DD) at noon UTC: its date is the same in every Brazilian zone. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

const DAY_MONTH = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", day: "numeric", month: "long" });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Whether `value` is a real day written YYYY-MM-DD. */
function isDay(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = noon(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `n` days after `day` (before, when negative). */
function addDays(day: string, n: number): string {
  const date = noon(day);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week holding `day`, as the API counts weeks. */
function mondayOf(day: string): string {
  return addDays(day, -((noon(day).getUTCDay() + 6) % 7));
}

/** "30 de novembro a 6 de dezembro de 2026", "1 a 7 de dezembro de 2026". */
function weekLabel(monday: string): string {
  const sunday = addDays(monday, 6);
  const end = DAY_MONTH_YEAR.format(noon(sunday));
  if (monday.slice(0, 4) !== sunday.slice(0, 4)) return `${DAY_MONTH_YEAR.format(noon(monday))} a ${end}`;
  if (monday.slice(0, 7) !== sunday.slice(0, 7)) return `${DAY_MONTH.format(noon(monday))} a ${end}`;
  return `${noon(monday).getUTCDate()} a ${end}`;
}

/**
 * The time in the candidate's zone when his state keeps another: "13:00 no horário do Amazonas",
 * as the shared label words it after Brasília's.
 */
function candidateTime(at: string, state: string | null, city: string | null): string | null {
  const zone = zoneOf(state, city);
  if (zone === BRASILIA) return null;
  return interviewTimeLabel(at, zone).split(" — ")[1] ?? null;
}

const STATUS_VARIANTS: Record<InterviewStatus, "warning" | "secondary" | "default" | "outline"> = {
  proposta: "warning",
  remarcar: "warning",
  confirmada: "default",
  cancelada: "outline",
  realizada: "secondary",
  nao_compareceu: "outline",
};

const candidateName = (i: { candidateName: string | null }) => i.candidateName ?? "Candidato";

/** /empresa/entrevistas: the week's interviews day by day, and the invitations still waiting for a time. */
export function InterviewsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(WEEK_PARAM);
  const thisWeek = mondayOf(brazilDay(new Date()));
  const monday = isDay(asked) ? mondayOf(asked) : thisWeek;
  const query = useQuery(weekQuery(monday));

  const goTo = (week: string | null) => setParams((prev) => patchParams(prev, { [WEEK_PARAM]: week }));

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Entrevistas</h1>
        <p className="mt-1 text-muted-foreground">
          As entrevistas confirmadas da semana, dia a dia, no horário de Brasília.
        </p>
      </div>

      <nav aria-label="Semanas" className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <p className="font-semibold" aria-live="polite">
          Semana de {weekLabel(monday)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => goTo(addDays(monday, -7))}>
            <ChevronLeftIcon aria-hidden="true" />
            Semana anterior
          </Button>
          <Button variant="outline" size="sm" onClick={() => goTo(null)}>
            Esta semana
          </Button>
          <Button variant="outline" size="sm" onClick={() => goTo(addDays(monday, 7))}>
            Próxima semana
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </nav>

      {query.isPending ? (
        <ListSkeleton rows={3} className="grid gap-4" row="h-28 w-full rounded-xl" status="Carregando entrevistas…" />
      ) : query.isError ? (
        <LoadError
          message="Erro ao carregar entrevistas"
          hint="Verifique sua conexão e tente novamente."
          query={query}
        />
      ) : (
        <>
          <WeekDays week={query.data.week} interviews={query.data.scheduled} />
          <Waiting interviews={query.data.waiting} />
        </>
      )}
    </div>
  );
}

function WeekDays({ week, interviews }: { week: string; interviews: WeekInterview[] }) {
  if (interviews.length === 0) {
    return (
      <EmptyState
        icon={CalendarDaysIcon}
        title="Nenhuma entrevista nesta semana."
        description="Quando um candidato escolher um horário, a entrevista aparece aqui, no dia marcado."
      />
    );
  }
  const today = brazilDay(new Date());
  return (
    <div className="grid gap-4">
      {DAY_NAMES.map((name, n) => {
        const day = addDays(week, n);
        const ofDay = interviews.filter((i) => i.startsAt && brazilDay(new Date(i.startsAt)) === day);
        const headingId = `dia-${day}`;
        return (
          <section
            key={day}
            aria-labelledby={headingId}
            aria-current={day === today ? "date" : undefined}
            className="grid gap-2"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="font-semibold">
                {name}, {DAY_MONTH.format(noon(day))}
              </h2>
              {day === today ? <Badge variant="accent">Hoje</Badge> : null}
            </div>
            {ofDay.length === 0 ? (
              <p className="text-muted-foreground text-sm">Nenhuma entrevista</p>
            ) : (
              <ul className="grid gap-2">
                {ofDay.map((i) => (
                  <li key={i.id}>
                    <ScheduledCard interview={i} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function CandidateLink({ applicationId, name }: { applicationId: string; name: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={href("companyCandidates", {}, { candidatura: applicationId })}>
        Ver candidato<span className="sr-only"> {name}</span>
      </Link>
    </Button>
  );
}

function ScheduledCard({ interview: i }: { interview: WeekInterview }) {
  const titleId = `entrevista-${i.id}`;
  const name = candidateName(i);
  const local = i.startsAt ? candidateTime(i.startsAt, i.candidateState, i.candidateCity) : null;
  return (
    <Card asChild padding="sm" className="grid gap-2 sm:grid-cols-[7rem_1fr_auto] sm:items-start sm:gap-4">
      <article aria-labelledby={titleId}>
        <div className="grid gap-0.5">
          {i.startsAt ? (
            <p className="font-semibold tabular-nums">
              <time dateTime={i.startsAt}>{brazilTime(new Date(i.startsAt))}</time>
              {i.endsAt ? <> – {brazilTime(new Date(i.endsAt))}</> : null}
            </p>
          ) : null}
          {local ? <p className="text-muted-foreground text-xs">{local} (candidato)</p> : null}
        </div>
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="font-medium wrap-anywhere">
            {name}
          </h3>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {i.jobTitle} · {INTERVIEW_KIND_LABELS[i.kind]}
          </p>
          <div>
            <Badge variant={STATUS_VARIANTS[i.status]}>{INTERVIEW_STATUS_LABELS[i.status]}</Badge>
          </div>
        </div>
        <div>
          <CandidateLink applicationId={i.applicationId} name={name} />
        </div>
      </article>
    </Card>
  );
}

function Waiting({ interviews }: { interviews: WaitingInterview[] }) {
  return (
    <section aria-labelledby="aguardando-horario" className="grid gap-3 border-t pt-6">
      <div>
        <h2 id="aguardando-horario" className="font-semibold text-lg">
          Aguardando horário
        </h2>
        <p className="text-muted-foreground text-sm">
          Convites que esperam a escolha do candidato ou novos horários da empresa.
        </p>
      </div>
      {interviews.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma entrevista aguardando horário.</p>
      ) : (
        <ul className="grid gap-2">
          {interviews.map((i) => (
            <li key={i.id}>
              <WaitingCard interview={i} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WaitingCard({ interview: i }: { interview: WaitingInterview }) {
  const titleId = `aguardando-${i.id}`;
  const name = candidateName(i);
  const slots = i.slots.length === 1 ? "1 horário proposto" : `${i.slots.length} horários propostos`;
  return (
    <Card asChild padding="sm" className="flex flex-wrap items-start justify-between gap-3">
      <article aria-labelledby={titleId}>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="font-medium wrap-anywhere">
            {name}
          </h3>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {i.jobTitle} · {INTERVIEW_KIND_LABELS[i.kind]}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={STATUS_VARIANTS[i.status]}>{INTERVIEW_STATUS_LABELS[i.status]}</Badge>
            {i.status === "proposta" ? <span className="text-muted-foreground">{slots}</span> : null}
            <span className="text-muted-foreground">Convite de {shortDate(i.createdAt)}</span>
          </div>
          {i.status === "remarcar" && i.reason ? (
            <p className="text-sm wrap-anywhere">Motivo do candidato: {i.reason}</p>
          ) : null}
        </div>
        <CandidateLink applicationId={i.applicationId} name={name} />
      </article>
    </Card>
  );
}

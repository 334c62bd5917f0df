import { ACTIVE_APPLICATION_STATUSES, type ApplicationStatus } from "@pm/shared/applications";
import {
  INTERVIEW_STATUS_LABELS,
  type InterviewStatus,
  interviewMessages,
  interviewTimeLabel,
  interviewTitle,
  OPEN_INTERVIEW_STATUSES,
  zoneOf,
} from "@pm/shared/interviews";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useReducer } from "react";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { applicationInterviewsQuery, type CompanyInterview } from "./company-api";
import { durationLabel } from "./company-form-dialog";
import { CancelInterviewDialog, OutcomeDialog, RescheduleDialog } from "./company-interview-actions";
import { ScheduleInterviewDialog } from "./company-schedule-dialog";

/** What the candidate's sheet gives the section: the application, its job and where the candidate lives. */
export interface CandidateInterviewsProps {
  applicationId: string;
  jobId: string;
  applicationStatus: ApplicationStatus;
  candidate: { name: string; state: string | null; city: string | null };
}

const STATUS_VARIANTS = {
  proposta: "secondary",
  remarcar: "warning",
  confirmada: "default",
  cancelada: "outline",
  realizada: "accent",
  nao_compareceu: "destructive",
} as const satisfies Record<InterviewStatus, string>;

const isOpen = (interview: CompanyInterview) => OPEN_INTERVIEW_STATUSES.includes(interview.status);

/** Whether its time has come: 'Registrar resultado' shows from then on. */
const hasStarted = (interview: CompanyInterview, now: number) =>
  interview.startsAt !== null && new Date(interview.startsAt).getTime() <= now;

/**
 * Draws again every 30 seconds while `watch` holds: a confirmed interview whose time is still
 * ahead gets its 'Registrar resultado' when the time comes, with the sheet left open.
 */
function useTick(watch: boolean) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!watch) return;
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, [watch]);
}

/** One fact of an interview: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8.5rem_1fr] sm:gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

function Place({ interview }: { interview: CompanyInterview }) {
  const { kind, location } = interview;
  if (kind === "video") {
    return location ? (
      <Fact term="Link da chamada">
        <a href={location} target="_blank" rel="noreferrer noopener" className="text-primary hover:underline">
          {location}
        </a>
      </Fact>
    ) : null;
  }
  if (kind === "telefone") return location ? <Fact term="Telefone">{location}</Fact> : null;
  return location ? <Fact term="Endereço">{location}</Fact> : null;
}

function InterviewItem({
  interview,
  zone,
  applicationId,
  now,
}: {
  interview: CompanyInterview;
  zone: string;
  applicationId: string;
  now: number;
}) {
  const { status } = interview;
  const open = isOpen(interview);
  const time = (at: string) => <time dateTime={at}>{interviewTimeLabel(at, zone)}</time>;
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium text-sm">{interviewTitle(interview.kind)}</h4>
        <Badge variant={STATUS_VARIANTS[status]}>{INTERVIEW_STATUS_LABELS[status]}</Badge>
      </div>
      <dl className="grid gap-2 text-sm">
        {interview.startsAt ? (
          <Fact term="Horário">{time(interview.startsAt)}</Fact>
        ) : status === "proposta" && interview.slots.length > 0 ? (
          <Fact term="Horários propostos">
            <ul className="grid gap-1">
              {interview.slots.map((slot) => (
                <li key={slot.id}>{time(slot.startsAt)}</li>
              ))}
            </ul>
          </Fact>
        ) : null}
        <Fact term="Duração">{durationLabel(interview.durationMinutes)}</Fact>
        <Place interview={interview} />
        {interview.interviewers.length > 0 ? (
          <Fact term="Entrevistadores">{interview.interviewers.map((i) => i.name).join(", ")}</Fact>
        ) : null}
        {interview.message ? (
          <Fact term="Mensagem">
            <span className="whitespace-pre-line">{interview.message}</span>
          </Fact>
        ) : null}
        {interview.reason ? (
          <Fact
            term={
              status === "remarcar"
                ? "Pedido do candidato"
                : status === "cancelada"
                  ? interview.canceledBy === "militar"
                    ? "Cancelada pelo candidato"
                    : "Cancelada pela empresa"
                  : "Motivo da remarcação"
            }
          >
            <span className="whitespace-pre-line">{interview.reason}</span>
          </Fact>
        ) : status === "cancelada" ? (
          <Fact term="Cancelada por">{interview.canceledBy === "militar" ? "Candidato" : "Empresa"}</Fact>
        ) : null}
        {interview.outcomeNote ? (
          <Fact term="Anotação">
            <span className="whitespace-pre-line">{interview.outcomeNote}</span>
          </Fact>
        ) : null}
      </dl>
      {status === "remarcar" ? (
        <p className="text-muted-foreground text-xs">
          O candidato pediu outros horários: use Remarcar para propor novos.
        </p>
      ) : status === "proposta" ? (
        <p className="text-muted-foreground text-xs">Aguardando o candidato escolher um dos horários.</p>
      ) : null}
      {open ? (
        <div className="flex flex-wrap gap-2">
          {status === "confirmada" && hasStarted(interview, now) ? (
            <OutcomeDialog applicationId={applicationId} interview={interview} />
          ) : null}
          <RescheduleDialog applicationId={applicationId} interview={interview} />
          <CancelInterviewDialog applicationId={applicationId} interview={interview} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Entrevistas' in the candidate's sheet: the application's interviews, newest first, with their
 * times in Brasília (and in the candidate's zone when his state keeps another), and 'Agendar
 * entrevista' while none is open and the application is still undecided.
 */
export function CandidateInterviews({ applicationId, jobId, applicationStatus, candidate }: CandidateInterviewsProps) {
  const interviews = useQuery(applicationInterviewsQuery(applicationId));
  const reasonId = useId();
  const zone = zoneOf(candidate.state, candidate.city);
  const list = interviews.data ?? [];
  const now = Date.now();
  useTick(list.some((i) => i.status === "confirmada" && !hasStarted(i, now)));

  const current = list.find(isOpen);
  const blocked = current
    ? interviewMessages.alreadyOpen
    : ACTIVE_APPLICATION_STATUSES.includes(applicationStatus)
      ? null
      : interviewMessages.applicationClosed;

  return (
    <Section variant="divided" title="Entrevistas">
      {interviews.isPending ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Carregando entrevistas...
          </p>
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : interviews.isError ? (
        <LoadError frame="plain" message="Erro ao carregar as entrevistas" query={interviews} />
      ) : (
        <>
          <div className="grid justify-items-start gap-1.5">
            <ScheduleInterviewDialog
              applicationId={applicationId}
              jobId={jobId}
              candidateName={candidate.name}
              disabled={blocked !== null}
              describedBy={blocked ? reasonId : undefined}
            />
            {blocked ? (
              <p id={reasonId} className="text-muted-foreground text-xs">
                {blocked}.
              </p>
            ) : null}
          </div>
          {list.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nenhuma entrevista agendada com este candidato.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Entrevistas da candidatura">
              {list.map((interview) => (
                <InterviewItem
                  key={interview.id}
                  interview={interview}
                  zone={zone}
                  applicationId={applicationId}
                  now={now}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}

/** What interviews add to the candidate's sheet, as the company area composes it. */
export const candidateInterviews = { Interviews: CandidateInterviews };

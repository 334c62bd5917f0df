import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  isActiveApplication,
  MILITARY_APPLICATION_STATUS_LABELS,
} from "@pm/shared/applications";
import { jobBoardMessages } from "@pm/shared/jobs.military";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { BriefcaseIcon, MessageSquareIcon } from "lucide-react";
import { type ComponentType, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DownloadButton } from "@/components/download-button";
import { CompanyLogo } from "@/components/job-facts";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/api-client";
import { longDate, shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type MyApplication, myApplicationsQuery, useDownloadSentResume, useWithdraw } from "./api";
import { ApplicationStatusBadge } from "./components/application-actions";
import { WithdrawDialog } from "./components/withdraw-dialog";

const STATUS_PARAM = "status";

/** A step of the history in the militar's words. */
function stepText(step: MyApplication["history"][number]): string {
  if (step.from === null && step.to !== null) return "Candidatura enviada";
  if (step.to === null) return "Você desistiu";
  return MILITARY_APPLICATION_STATUS_LABELS[step.to];
}

/** What the area composing the features (app/areas) adds to each card: the application's interview. */
export type ApplicationInterviewSlot = ComponentType<{ applicationId: string }>;

/** /app/candidaturas: every application of the militar with where it stands and how it got there. */
export function MyApplicationsPage({ interview }: { interview?: ApplicationInterviewSlot }) {
  const [params, setParams] = useSearchParams();
  const query = useQuery(myApplicationsQuery);
  const status = APPLICATION_STATUSES.find((s) => s === params.get(STATUS_PARAM)) ?? null;
  const [withdrawing, setWithdrawing] = useState<MyApplication | null>(null);
  const withdraw = useWithdraw();

  const setStatus = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(STATUS_PARAM, value);
        else next.delete(STATUS_PARAM);
        return next;
      },
      { replace: true },
    );

  const onWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(
      { applicationId: withdrawing.id, jobId: withdrawing.job.id },
      {
        onSuccess: () => {
          setWithdrawing(null);
          toast.success(jobBoardMessages.withdrawn);
        },
        onError: (error) => {
          setWithdrawing(null);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const all = query.data?.applications ?? [];
  const shown = status ? all.filter((a) => a.status === status) : all;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Minhas candidaturas</h1>
          <p className="mt-1 text-muted-foreground">Acompanhe cada candidatura, do envio à resposta da empresa.</p>
        </div>
        <div className="grid gap-1 sm:w-56">
          <Label htmlFor="candidaturas-status">Status</Label>
          <NativeSelect id="candidaturas-status" value={status ?? ""} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Todos os status</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MILITARY_APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {query.data ? (
        <p className="sr-only" role="status">
          {shown.length === 1 ? "1 candidatura" : `${shown.length} candidaturas`}
        </p>
      ) : null}
      <PagedList
        list={query}
        items={shown}
        skeleton={{
          rows: 2,
          className: "grid gap-4",
          status: "Carregando candidaturas…",
          row: "h-36 w-full rounded-xl",
        }}
        error={{ message: "Erro ao carregar candidaturas", hint: "Verifique sua conexão e tente novamente." }}
        empty={<EmptyState filtered={all.length > 0} onClear={() => setStatus("")} />}
      >
        {(applications) => (
          <ul className="grid gap-4" aria-label="Candidaturas">
            {applications.map((a) => (
              <li key={a.id}>
                <ApplicationCard application={a} interview={interview} onWithdraw={() => setWithdrawing(a)} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <WithdrawDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        pending={withdraw.isPending}
        jobTitle={withdrawing?.job.title ?? ""}
        companyName={withdrawing?.company.name ?? ""}
        onConfirm={onWithdraw}
      />
    </div>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Card className="grid justify-items-center gap-3 text-center">
      <BriefcaseIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">
        {filtered ? "Nenhuma candidatura com este status" : "Você ainda não se candidatou a nenhuma vaga"}
      </p>
      <p className="text-muted-foreground text-sm">
        {filtered
          ? "Escolha outro status para ver suas demais candidaturas."
          : "Encontre uma vaga que combine com a sua experiência e acompanhe aqui cada passo do processo."}
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          Ver todas
        </Button>
      ) : (
        <Button asChild>
          <Link to={href("militaryJobs")}>Ver vagas</Link>
        </Button>
      )}
    </Card>
  );
}

/** The CV that went with this application, as the company received it that day. */
function SentResumeButton({ application: a }: { application: MyApplication }) {
  return (
    <DownloadButton
      download={useDownloadSentResume(a.id)}
      label="Currículo enviado"
      variant="outline"
      size="sm"
      aria-label={`Currículo enviado para ${a.job.title}`}
      title={a.resume ? `Enviado em ${shortDate(a.resume.sentAt)}` : undefined}
    />
  );
}

function ApplicationCard({
  application: a,
  interview: Interview,
  onWithdraw,
}: {
  application: MyApplication;
  interview?: ApplicationInterviewSlot;
  onWithdraw: () => void;
}) {
  const titleId = `candidatura-${a.id}`;
  return (
    <Card padding="md" className="grid gap-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start gap-3">
        <CompanyLogo name={a.company.name} logoUrl={a.company.logoUrl} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-lg leading-snug wrap-anywhere">
            {a.job.title}
          </h2>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {a.company.name} · {a.job.city}
          </p>
          <p className="text-muted-foreground text-xs">Candidatura em {shortDate(String(a.appliedAt))}</p>
        </div>
        {/* Under the title on a phone, beside it from sm up: a long title keeps its width. */}
        <div className="w-full sm:w-auto">
          <ApplicationStatusBadge status={a.status as ApplicationStatus} />
        </div>
      </div>

      <div className="grid gap-2">
        <h3 className="font-medium text-sm">Histórico</h3>
        <ol className="grid gap-1.5 border-l pl-4 text-sm">
          {a.history.map((step) => (
            <li key={`${step.at}-${step.to}`} className="relative">
              <span className="-left-[21px] absolute top-1.5 size-2 rounded-full bg-primary" aria-hidden="true" />
              <span className="font-medium">{stepText(step)}</span>{" "}
              <time className="text-muted-foreground" dateTime={step.at}>
                em {longDate(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </div>

      {Interview ? <Interview applicationId={a.id} /> : null}

      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        {a.job.active ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href("militaryJobs", {}, { vaga: a.job.id })}>
              Ver vaga<span className="sr-only"> {a.job.title}</span>
            </Link>
          </Button>
        ) : (
          <span className="text-muted-foreground text-sm">Vaga encerrada</span>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={href("militaryMessages", {}, { empresa: a.company.id })}>
            <MessageSquareIcon aria-hidden="true" />
            Falar com a empresa
          </Link>
        </Button>
        {a.resume ? <SentResumeButton application={a} /> : null}
        {isActiveApplication(a.status as ApplicationStatus) ? (
          <Button variant="ghost" size="sm" onClick={onWithdraw}>
            Desistir<span className="sr-only"> da candidatura para {a.job.title}</span>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

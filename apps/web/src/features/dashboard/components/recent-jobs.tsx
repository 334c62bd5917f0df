import { JOB_STATE_LABELS, type JobState } from "@pm/shared/jobs.state";
import { href } from "@pm/shared/pages";
import { BriefcaseIcon, PencilIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { relativeDate } from "@/lib/dates";
import type { DashboardJob } from "../api";

const TITLE_ID = "vagas-recentes-titulo";

const candidates = (n: number) => (n === 1 ? "1 candidato" : `${n} candidatos`);

const STATE_VARIANT = { ativa: "default", pausada: "secondary", expirada: "destructive" } as const;

function RecentJob({ job }: { job: DashboardJob }) {
  const state: JobState = !job.active ? "pausada" : job.expired ? "expirada" : "ativa";
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={href("companyJob", { id: job.id })}
            className="min-w-0 rounded-sm font-medium wrap-anywhere outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {job.title}
          </Link>
          <Badge variant={STATE_VARIANT[state]}>{JOB_STATE_LABELS[state]}</Badge>
        </div>
        <p className="text-muted-foreground text-sm">
          {candidates(job.applicationsCount)} · <time dateTime={job.createdAt}>{relativeDate(job.createdAt)}</time>
        </p>
      </div>
      <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
        <Link to={href("companyEditJob", { id: job.id })} aria-label={`Editar vaga ${job.title}`}>
          <PencilIcon aria-hidden="true" />
          Editar
        </Link>
      </Button>
    </li>
  );
}

/** The 3 newest jobs, or what to do when there is none yet. */
export function RecentJobs({ jobs }: { jobs: DashboardJob[] }) {
  return (
    <Card asChild padding="lg" className="grid grid-cols-1 content-start gap-4">
      <section aria-labelledby={TITLE_ID}>
        <div className="flex items-center justify-between gap-2">
          <h2 id={TITLE_ID} className="font-semibold text-lg">
            Vagas recentes
          </h2>
          {jobs.length > 0 ? (
            <Button asChild variant="link" size="sm">
              <Link to={href("companyJobs")}>Ver todas</Link>
            </Button>
          ) : null}
        </div>
        {jobs.length > 0 ? (
          <ul className="divide-y">
            {jobs.map((job) => (
              <RecentJob key={job.id} job={job} />
            ))}
          </ul>
        ) : (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <BriefcaseIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">Nenhuma vaga cadastrada ainda.</p>
            <p className="text-muted-foreground text-sm">
              Publique sua primeira vaga para começar a receber candidatos.
            </p>
            <Button asChild>
              <Link to={href("companyNewJob")}>
                <PlusIcon aria-hidden="true" />
                Criar primeira vaga
              </Link>
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}

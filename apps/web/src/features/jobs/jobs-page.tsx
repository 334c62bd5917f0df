import { countLabel } from "@pm/shared/format";
import { openingsText } from "@pm/shared/jobs";
import { href } from "@pm/shared/pages";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Briefcase, Clock, Eye, ListChecks, MapPin, Plus, Search, UserRound, Users, UsersRound, X } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PcdBadge } from "@/components/job-facts";
import { singleParagraph } from "@/components/linked-text";
import { type ListSkeletonShape, PagedList } from "@/components/paged-list";
import { SearchBox } from "@/components/search-box";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { relativeDate } from "@/lib/dates";
import { patchParams } from "@/lib/search-params";
import { meQuery } from "@/lib/session";
import { type JobsList, jobsQuery } from "./api";
import { DeleteJobButton } from "./components/delete-job-button";
import { EditJobLink } from "./components/edit-job-link";
import { JobExpiry, JobStatusBadge, RenewJobButton, ToggleJobButton } from "./components/job-status";
import { usageBadgeVariant, usageLabel } from "./components/usage";

type ListedJob = JobsList["jobs"][number];

function TotalCard({ data }: { data: JobsList }) {
  return (
    <Card asChild className="flex flex-wrap items-center justify-between gap-4">
      <section aria-label="Resumo das vagas">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Briefcase className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-muted-foreground text-sm">Total de vagas</p>
            <p className="font-bold text-2xl" data-testid="jobs-total">
              {data.total}
            </p>
          </div>
        </div>
        <div className="grid justify-items-start gap-1 sm:justify-items-end">
          <p className="font-medium text-sm" data-testid="jobs-active">
            {countLabel(data.activeCount, "vaga ativa", "vagas ativas")}
          </p>
          <Badge variant={usageBadgeVariant(data.activeCount, data.jobLimit)}>
            {usageLabel(data.activeCount, data.jobLimit)}
          </Badge>
        </div>
      </section>
    </Card>
  );
}

/** "Responsável: Carla Mendes" or "Sem responsável". */
function ResponsibleLine({ responsible }: { responsible: ListedJob["responsible"] }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere" data-testid="job-responsible">
      <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
      {responsible ? `Responsável: ${responsible.name}` : "Sem responsável"}
    </span>
  );
}

function JobCard({ job }: { job: ListedJob }) {
  const titleId = useId();
  const openings = openingsText(job.openings);
  return (
    <li>
      <Card asChild padding="tile" className="flex h-full flex-col gap-4">
        <article aria-labelledby={titleId} data-testid="job-card">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h2 id={titleId} className="font-semibold text-lg leading-snug wrap-anywhere">
                <Link
                  to={href("companyJob", { id: job.id })}
                  className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {job.title}
                </Link>
              </h2>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
                <span className="inline-flex min-w-0 items-start gap-1 wrap-anywhere">
                  <MapPin className="mt-[0.1875rem] size-3.5 shrink-0" aria-hidden="true" />
                  {job.city}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Briefcase className="size-3.5 shrink-0" aria-hidden="true" />
                  {job.regime}
                  {job.modality ? ` · ${job.modality}` : ""}
                </span>
                {openings ? (
                  <span className="inline-flex items-center gap-1">
                    <UsersRound className="size-3.5 shrink-0" aria-hidden="true" />
                    {openings}
                  </span>
                ) : null}
                <PcdBadge pcd={job.pcd} />
              </p>
            </div>
            {/* Beside the status, so it never ends up alone on a row of its own on a phone. */}
            <div className="-mt-1.5 -mr-2 flex shrink-0 items-center gap-1">
              <JobStatusBadge job={job} />
              <DeleteJobButton job={job} />
            </div>
          </div>

          {/* One paragraph, so the clamp's ellipsis ends a line of text rather than a blank one. */}
          <p className="line-clamp-2 text-sm wrap-anywhere">{singleParagraph(job.description)}</p>

          <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
            <span className="inline-flex items-center gap-1">
              <ListChecks className="size-3.5" aria-hidden="true" />
              {countLabel(job.requirements.length, "requisito", "requisitos")}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden="true" />
              {countLabel(job.applicationsCount, "candidato", "candidatos")}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              Criada {relativeDate(job.createdAt)}
            </span>
            <JobExpiry job={job} />
            <ResponsibleLine responsible={job.responsible} />
          </p>

          <div className="flex flex-wrap items-center gap-2 border-t pt-4">
            <Button variant="outline" size="sm" asChild>
              <Link to={href("companyJob", { id: job.id })} aria-label={`Ver vaga ${job.title}`}>
                <Eye aria-hidden="true" />
                Ver
              </Link>
            </Button>
            <EditJobLink jobId={job.id} label={`Editar vaga ${job.title}`} />
            <ToggleJobButton job={job} />
            <RenewJobButton job={job} />
          </div>
        </article>
      </Card>
    </li>
  );
}

const JOBS_SKELETON: ListSkeletonShape = {
  rows: 1,
  className: "grid gap-6",
  status: "Carregando vagas...",
  lead: <Skeleton className="h-24 w-full rounded-xl" />,
  row: (
    <div className="grid gap-4 md:grid-cols-2">
      {["a", "b", "c", "d"].map((k) => (
        <div key={k} className="grid gap-3 rounded-xl border p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-8 w-3/4" />
        </div>
      ))}
    </div>
  ),
};

/** 'Minhas vagas' in the address: ?minhas=1. */
const MINE_PARAM = "minhas";

/**
 * /empresa/vagas: the company's jobs, searchable by title or city, each with its responsible
 * member; 'Minhas vagas' keeps the caller's own.
 */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const mine = params.get(MINE_PARAM) === "1";
  const list = useQuery({ ...jobsQuery(q), placeholderData: keepPreviousData });
  const { data: me } = useQuery(meQuery);

  const setQuery = (next: string) => setParams((prev) => patchParams(prev, { q: next }), { replace: true });
  const setMine = (on: boolean) =>
    setParams((prev) => patchParams(prev, { [MINE_PARAM]: on ? "1" : "" }), { replace: true });
  const allJobs = list.data?.jobs ?? [];
  const jobs = mine ? allJobs.filter((job) => me && job.responsible?.id === me.id) : allJobs;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Vagas</h1>
          <p className="mt-1 text-muted-foreground">Publique, acompanhe e gerencie as vagas da sua empresa.</p>
        </div>
        <Button asChild>
          <Link to={href("companyNewJob")}>
            <Plus aria-hidden="true" />
            Nova Vaga
          </Link>
        </Button>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          value={q}
          onChange={setQuery}
          label="Buscar vagas por título ou cidade"
          placeholder="Buscar por título ou cidade..."
        />
        <label className="flex shrink-0 items-center gap-2 font-medium text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={mine}
            onChange={(e) => setMine(e.target.checked)}
          />
          Minhas vagas
        </label>
      </div>

      {list.data ? (
        <>
          <TotalCard data={list.data} />
          <p role="status" className="sr-only">
            {q || mine
              ? `${countLabel(jobs.length, "vaga encontrada", "vagas encontradas")}${q ? ` para “${q}”` : ""}${mine ? " sob sua responsabilidade" : ""}`
              : ""}
          </p>
        </>
      ) : null}
      <PagedList
        list={list}
        items={jobs}
        skeleton={JOBS_SKELETON}
        error={{ message: "Erro ao carregar vagas", hint: "Verifique sua conexão e tente novamente." }}
        empty={
          mine && allJobs.length > 0 ? (
            <EmptyState
              heading
              className="md:p-12"
              icon={UserRound}
              title="Nenhuma vaga sob sua responsabilidade."
              description="Abra uma vaga e escolha você como responsável para vê-la aqui."
              action={
                <Button variant="outline" onClick={() => setMine(false)}>
                  <X aria-hidden="true" />
                  Ver todas as vagas
                </Button>
              }
            />
          ) : list.data?.total === 0 ? (
            <EmptyState
              heading
              className="md:p-12"
              icon={Briefcase}
              title="Nenhuma vaga cadastrada"
              description="Publique sua primeira vaga para começar a receber candidaturas de militares e veteranos."
              action={
                <Button asChild>
                  <Link to={href("companyNewJob")}>
                    <Plus aria-hidden="true" />
                    Criar primeira vaga
                  </Link>
                </Button>
              }
            />
          ) : (
            <EmptyState
              heading
              className="md:p-12"
              icon={Search}
              title="Nenhuma vaga encontrada com os critérios de busca."
              description="Confira a grafia ou busque por outro título ou cidade."
              action={
                <Button variant="outline" onClick={() => setQuery("")}>
                  <X aria-hidden="true" />
                  Limpar busca
                </Button>
              }
            />
          )
        }
      >
        {(jobs) => (
          <ul aria-label="Vagas" className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy={list.isFetching}>
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

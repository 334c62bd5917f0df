import { jobBoardMessages } from "@pm/shared/jobs.military";
import { jobCountText } from "@pm/shared/jobs.search";
import { href } from "@pm/shared/pages";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { BriefcaseIcon, SearchXIcon, XIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { MilitaryJobAlertButton } from "@/components/job-alert-dialog";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { patchParams } from "@/lib/search-params";
import { type BoardFilters, boardQuery, type ClientApplicationSource, myApplicationsQuery } from "./api";
import { BoardFiltersBar } from "./components/board-filters";
import { JobCard } from "./components/job-card";
import { JobDetailSheet } from "./components/job-detail-sheet";
import { RecommendedJobs } from "./components/matches";

const FILTER_KEYS = [
  "q",
  "regime",
  "modality",
  "area",
  "city",
  "state",
  "saved",
  "salaryFrom",
  "pcd",
  "publishedWithin",
  "sort",
] as const;
/**
 * An occupation's família of the CBO (four digits), as its page's 'Ver todas' links to the board:
 * ?familia=7825 in the address (the public list's word), `cboFamily` to the API.
 */
const FAMILY_PARAM = "familia";
const FAMILY_CODE = /^\d{4}$/;
/** The open job's id, so a detail can be linked to and the back button closes it. */
const DETAIL_PARAM = "vaga";
/**
 * How the open job was reached, its application's origin: the board's own links say 'busca' or
 * 'recomendacao', a public page's 'Candidatar-se' says 'pagina_publica' (or 'alerta' when the page
 * was opened from an alert's e-mail); a job opened by an
 * address that says nothing was a link someone followed.
 */
const SOURCE_PARAM = "origem";
const LINK_SOURCES = ["busca", "recomendacao", "link_direto", "pagina_publica", "alerta"] as const;
const sourceFrom = (value: string | null): ClientApplicationSource =>
  LINK_SOURCES.find((s) => s === value) ?? "link_direto";

function filtersFrom(params: URLSearchParams): BoardFilters {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (filters.saved !== "true") delete filters.saved;
  if (filters.pcd !== "true") delete filters.pcd;
  const family = params.get(FAMILY_PARAM)?.trim();
  if (family && FAMILY_CODE.test(family)) filters.cboFamily = family;
  return filters as BoardFilters;
}

/** /app/vagas: the job board of the signed-in militar. */
export function JobBoardPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const openJobId = params.get(DETAIL_PARAM);
  const openSource = sourceFrom(params.get(SOURCE_PARAM));

  const update = useCallback(
    (patch: Partial<Record<string, string | undefined>>, replace = true) =>
      setParams((prev) => patchParams(prev, patch), { replace }),
    [setParams],
  );
  const clearFilters = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of FILTER_KEYS) next.delete(key);
          next.delete(FAMILY_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <PageHeader
        title="Vagas"
        description="Encontre oportunidades em empresas que valorizam a experiência militar."
        aside={<ActiveApplicationsUsage />}
      />
      {Object.values(filters).some(Boolean) ? null : (
        <RecommendedJobs onOpen={(id) => update({ [DETAIL_PARAM]: id, [SOURCE_PARAM]: "recomendacao" }, false)} />
      )}
      <BoardFiltersBar filters={filters} onChange={(patch) => update(patch)} onClear={clearFilters} />
      {filters.cboFamily ? (
        <ul aria-label="Família de ocupação" className="-mt-3 flex flex-wrap gap-2">
          <li>
            <Button
              variant="secondary"
              size="sm"
              className="rounded-full"
              aria-label={`Remover o filtro Família CBO ${filters.cboFamily}`}
              onClick={() => update({ [FAMILY_PARAM]: undefined })}
              data-testid="family-chip"
            >
              <BriefcaseIcon aria-hidden="true" />
              Família CBO {filters.cboFamily}
              <XIcon aria-hidden="true" />
            </Button>
          </li>
        </ul>
      ) : null}
      <BoardResults
        filters={filters}
        onOpen={(id) => update({ [DETAIL_PARAM]: id, [SOURCE_PARAM]: "busca" }, false)}
        onClear={clearFilters}
      />
      <JobDetailSheet
        jobId={openJobId}
        source={openSource}
        onClose={() => update({ [DETAIL_PARAM]: undefined, [SOURCE_PARAM]: undefined })}
      />
    </div>
  );
}

/** "1 de 2 candidaturas ativas" on the FREE plan, so the cap never comes as a surprise. */
function ActiveApplicationsUsage() {
  const { data } = useQuery(myApplicationsQuery);
  if (!data || data.activeLimit === null) return null;
  return (
    <p className="text-muted-foreground text-sm">
      <span className="font-medium text-foreground">
        {data.activeCount} de {data.activeLimit}
      </span>{" "}
      candidaturas ativas no plano FREE ·{" "}
      <Link to={href("militaryPayments")} className="font-medium text-primary underline-offset-4 hover:underline">
        Conhecer o Premium
      </Link>
    </p>
  );
}

function BoardResults({
  filters,
  onOpen,
  onClear,
}: {
  filters: BoardFilters;
  onOpen: (id: string) => void;
  onClear: () => void;
}) {
  const board = useInfiniteQuery(boardQuery(filters));
  const jobs = board.data?.pages.flatMap((p) => p.jobs) ?? [];
  const total = board.data?.pages[0]?.total;
  const filtered = Object.values(filters).some(Boolean);
  // New jobs of this search, by e-mail; the saved jobs are a list of his own, not a search.
  const alertable = !filters.saved;

  return (
    <PagedList
      list={board}
      items={jobs}
      skeleton={{
        rows: 4,
        className: "grid gap-4 md:grid-cols-2",
        status: "Carregando vagas…",
        row: (
          <div className="grid gap-4 rounded-xl border p-5">
            <div className="flex gap-3">
              <Skeleton className="size-10" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-10 w-36" />
          </div>
        ),
      }}
      error={{ message: jobBoardMessages.loadError, hint: "Verifique sua conexão e tente novamente.", frame: "dashed" }}
      empty={
        <EmptyState
          icon={SearchXIcon}
          title={jobBoardMessages.empty}
          description={
            filters.saved
              ? "Você ainda não salvou vagas com estes filtros. Toque no marcador de uma vaga para guardá-la aqui."
              : filtered
                ? "Tente outras palavras ou remova alguns filtros para ver mais vagas."
                : "Ainda não há vagas publicadas. Volte em breve: novas oportunidades chegam toda semana."
          }
          action={
            filtered ? (
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={onClear}>
                  Limpar filtros
                </Button>
                {alertable ? <MilitaryJobAlertButton filters={filters} /> : null}
              </div>
            ) : null
          }
        />
      }
    >
      {(items, more) => (
        <section aria-label="Resultados" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {total && total.count > 0 ? (
              <p role="status" className="font-medium text-muted-foreground text-sm" data-testid="job-count">
                {jobCountText(total.count, total.capped)}
              </p>
            ) : null}
            {alertable ? <MilitaryJobAlertButton filters={filters} className="ml-auto" /> : null}
          </div>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {items.map((job) => (
              <JobCard key={job.id} job={job} onOpen={onOpen} />
            ))}
          </ul>
          {more}
        </section>
      )}
    </PagedList>
  );
}

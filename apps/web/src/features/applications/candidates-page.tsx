import {
  ACTIVE_APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "@pm/shared/applications";
import {
  BULK_STATUS_MAX,
  CANDIDATE_SORT_LABELS,
  CANDIDATE_SORTS,
  CANDIDATES_URL_KEYS,
  candidatesMessages,
} from "@pm/shared/applications.company";
import { href } from "@pm/shared/pages";
import { REQUIREMENT_FILTER_LABELS, REQUIREMENT_FILTERS } from "@pm/shared/screening.constants";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { BriefcaseIcon, KanbanIcon, ListIcon, Loader2Icon, UsersIcon, UserXIcon, XIcon } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { type ListSkeletonShape, PagedList } from "@/components/paged-list";
import { SearchBox } from "@/components/search-box";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { relativeDate, shortDate } from "@/lib/dates";
import { patchParams } from "@/lib/search-params";
import { toast } from "@/lib/toast";
import {
  type ApplicationsList,
  applicationsQuery,
  type CandidatesFilters,
  jobOptionsQuery,
  type ListedApplication,
  unmetFilters,
  useBulkStatus,
  useRejectUnmet,
} from "./api";
import { ApplicationStatusBadge, NextInterviewNote, RatingBadge } from "./components/application-status";
import { CandidateSheet } from "./components/candidate-sheet";
import { CandidatesBoard } from "./components/candidates-board";
import { EmailAddress } from "./components/email-address";
import { UnmetBadge } from "./components/screening-answers";
import { ApplicationActions } from "./components/view-profile-button";

function TotalCard({ data, searching }: { data: ApplicationsList; searching: boolean }) {
  const counts = APPLICATION_STATUSES.map((status) => ({ status, n: data.counts[status] }));
  return (
    <Card asChild className="flex flex-wrap items-center justify-between gap-4">
      <section aria-label="Resumo das candidaturas">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <UsersIcon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-muted-foreground text-sm">
              {searching ? "Candidaturas encontradas" : "Total de candidaturas"}
            </p>
            <p className="font-bold text-2xl" data-testid="applications-total">
              {data.total}
            </p>
          </div>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Candidaturas por status">
          {counts.map(({ status, n }) => (
            <li key={status}>
              <span className="text-muted-foreground">{APPLICATION_STATUS_LABELS[status]}:</span>{" "}
              <span className="font-semibold">{n}</span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

type OpenProfile = (application: ListedApplication) => void;

function AppliedAt({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={shortDate(iso)}>
      {relativeDate(iso)}
    </time>
  );
}

/** Wide screens: one row per application. */
/** Which applications are ticked for a change of status together. */
interface Selection {
  selected: Set<string>;
  toggle: (id: string) => void;
  setAll: (ids: string[], on: boolean) => void;
}

function SelectBox({ application, selection }: { application: ListedApplication; selection: Selection }) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      checked={selection.selected.has(application.id)}
      onChange={() => selection.toggle(application.id)}
      aria-label={`Selecionar ${application.candidate.name} (${application.job.title})`}
    />
  );
}

/** The candidate's name and e-mail. */
function CandidateContact({ application: a, small = false }: { application: ListedApplication; small?: boolean }) {
  return (
    <>
      <p className="font-medium">{a.candidate.name}</p>
      <p className={small ? "text-muted-foreground text-sm" : "text-muted-foreground"}>
        <EmailAddress email={a.candidate.email} />
      </p>
      <RatingBadge rating={a.rating} className="mt-0.5" />
      {a.meetsRequirements === false ? <UnmetBadge /> : null}
      <NextInterviewNote interview={a.nextInterview} className="mt-1" />
    </>
  );
}

/** The listed applications, the profile they open and the bulk selection. */
interface ApplicationsViewProps {
  applications: ListedApplication[];
  onOpen: OpenProfile;
  selection: Selection;
}

function ApplicationsTable({ applications, onOpen, selection }: ApplicationsViewProps) {
  const ids = applications.map((a) => a.id);
  const allOn = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <Card padding="none" className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Candidaturas recebidas</caption>
        <thead className="border-b bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={allOn}
                onChange={() => selection.setAll(ids, !allOn)}
                aria-label="Selecionar todas as candidaturas mostradas"
              />
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Candidato
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Vaga
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Data da Candidatura
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Ações
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((a) => (
            <tr key={a.id} className="border-b last:border-b-0" data-testid="application-row">
              <td className="px-4 py-3 align-middle">
                <SelectBox application={a} selection={selection} />
              </td>
              <td className="px-4 py-3 align-middle wrap-anywhere">
                <CandidateContact application={a} />
              </td>
              <td className="px-4 py-3 align-middle wrap-anywhere">
                <Link to={href("companyJob", { id: a.job.id })} className="hover:underline">
                  {a.job.title}
                </Link>
              </td>
              <td className="px-4 py-3 align-middle">
                <ApplicationStatusBadge status={a.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 align-middle text-muted-foreground">
                <AppliedAt iso={a.appliedAt} />
              </td>
              <td className="px-4 py-3 align-middle">
                <div className="flex items-center justify-end gap-2">
                  <ApplicationActions application={a} onOpen={onOpen} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Small screens: the same content as cards. */
function ApplicationCards({ applications, onOpen, selection }: ApplicationsViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Candidaturas recebidas">
      {applications.map((a) => (
        <Card asChild key={a.id} padding="sm" className="grid gap-3">
          <li data-testid="application-card">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 items-start gap-3 wrap-anywhere">
                <span className="pt-1">
                  <SelectBox application={a} selection={selection} />
                </span>
                <span className="min-w-0">
                  <CandidateContact application={a} small />
                </span>
              </div>
              <ApplicationStatusBadge status={a.status} />
            </div>
            <p className="flex items-start gap-2 text-sm">
              <BriefcaseIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <Link to={href("companyJob", { id: a.job.id })} className="min-w-0 wrap-anywhere hover:underline">
                {a.job.title}
              </Link>
            </p>
            <p className="text-muted-foreground text-xs">
              Candidatura <AppliedAt iso={a.appliedAt} />
            </p>
            <div className="flex flex-wrap gap-2 border-t pt-3">
              <ApplicationActions application={a} onOpen={onOpen} />
            </div>
          </li>
        </Card>
      ))}
    </ul>
  );
}

const LIST_SKELETON: ListSkeletonShape = {
  rows: 1,
  className: "grid gap-4",
  status: "Carregando candidaturas...",
  lead: <Skeleton className="h-24 w-full rounded-xl" />,
  row: (
    <div className="grid gap-3 rounded-xl border p-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="hidden h-4 w-40 md:block" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="hidden h-8 w-32 md:block" />
        </div>
      ))}
    </div>
  ),
};

function EmptyState({
  q,
  filtered,
  mine,
  onClear,
}: {
  q: string;
  filtered: boolean;
  mine: boolean;
  onClear: () => void;
}) {
  if (q || filtered) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="font-medium">
          {q ? <>Nenhuma candidatura encontrada para “{q}”.</> : "Nenhuma candidatura com estes filtros."}
        </p>
        <p className="text-muted-foreground text-sm">
          {q
            ? "Busque pelo nome do candidato ou pelo título da vaga."
            : mine
              ? "Escolha outra vaga, outro status ou outro filtro de requisitos, ou veja as candidaturas de todas as vagas."
              : "Escolha outra vaga, outro status ou outro filtro de requisitos."}
        </p>
        <Button variant="outline" onClick={onClear}>
          <XIcon aria-hidden="true" />
          {q ? "Limpar busca" : "Limpar filtros"}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <UsersIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Nenhuma candidatura recebida ainda.</p>
      <p className="max-w-md text-muted-foreground text-sm">
        Quando militares se candidatarem às suas vagas, eles aparecem aqui. Mantenha suas vagas ativas e bem descritas
        para atrair candidatos.
      </p>
      <Button asChild variant="outline">
        <Link to={href("companyJobs")}>Ver minhas vagas</Link>
      </Button>
    </div>
  );
}

const URL_KEYS = CANDIDATES_URL_KEYS;
const VIEW_PARAM = "visao";
/** The application whose sheet is open (?candidatura=…): where the bell's links land. */
const OPEN_PARAM = "candidatura";

function filtersFrom(params: URLSearchParams): CandidatesFilters {
  const status = APPLICATION_STATUSES.find((st) => st === params.get(URL_KEYS.status)) ?? "";
  const sort = CANDIDATE_SORTS.find((st) => st === params.get(URL_KEYS.sort)) ?? "recentes";
  const job = params.get(URL_KEYS.job) ?? "";
  const requirements = REQUIREMENT_FILTERS.find((r) => r === params.get(URL_KEYS.requirements)) ?? "";
  return {
    q: params.get(URL_KEYS.q)?.trim() ?? "",
    job: /^[0-9a-f-]{36}$/i.test(job) ? job : "",
    status,
    sort,
    mine: params.get(URL_KEYS.mine) === "1",
    requirements,
  };
}

/** The ticked applications, kept while the filters stay; emptied when they change. */
function useSelection(resetKey: string): Selection {
  const [state, setState] = useState<{ key: string; ids: Set<string> }>({ key: resetKey, ids: new Set() });
  const selected = state.key === resetKey ? state.ids : new Set<string>();
  const update = (next: Set<string>) => setState({ key: resetKey, ids: next });
  return {
    selected,
    toggle: (id) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      update(next);
    },
    setAll: (ids, on) => {
      const next = new Set(selected);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      update(next);
    },
  };
}

/** 'n selecionadas', the status to move them to and 'Aplicar'. */
function BulkBar({ selection, onDone }: { selection: Selection; onDone: () => void }) {
  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const bulk = useBulkStatus();
  const n = selection.selected.size;
  if (n === 0) return null;
  const apply = () => {
    if (!status) return;
    bulk.mutate(
      { ids: [...selection.selected].slice(0, BULK_STATUS_MAX), status },
      {
        onSuccess: ({ updated }) => {
          toast.success(candidatesMessages.bulkDone(updated));
          setStatus("");
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <section
      aria-label="Ações em lote"
      className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3 shadow-md"
    >
      <p className="font-medium text-sm" role="status">
        {n === 1 ? "1 candidatura selecionada" : `${n} candidaturas selecionadas`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="lote-status" className="sr-only">
          Mover para
        </Label>
        <NativeSelect
          id="lote-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as ApplicationStatus | "")}
          className="w-44"
        >
          <option value="">Mover para…</option>
          {APPLICATION_STATUSES.map((st) => (
            <option key={st} value={st}>
              {APPLICATION_STATUS_LABELS[st]}
            </option>
          ))}
        </NativeSelect>
        <Button onClick={apply} disabled={!status || bulk.isPending}>
          {bulk.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          Aplicar
        </Button>
        <Button variant="ghost" onClick={() => selection.setAll([...selection.selected], false)}>
          Limpar seleção
        </Button>
      </div>
    </section>
  );
}

/**
 * 'Mover não atendentes para Não selecionado': after the company confirms, every active application
 * (of the job filtered, or of all the company's jobs) that failed an eliminatory question goes to
 * 'rejeitado'. Shown with the 'Não atende' filter, or for a job with such applications.
 */
function RejectUnmetAction({ job, jobTitle, always }: { job: string; jobTitle: string; always: boolean }) {
  // How many it would move: the active ones among those that do not meet the requirements.
  const unmet = useInfiniteQuery(applicationsQuery(unmetFilters(job)));
  const counts = unmet.data?.pages[0]?.counts;
  const active = counts ? ACTIVE_APPLICATION_STATUSES.reduce((n, st) => n + counts[st], 0) : null;
  const reject = useRejectUnmet();
  const [open, setOpen] = useState(false);
  if (!always && !active) return null;
  if (active === 0) {
    return (
      <p className="rounded-xl border border-dashed p-3 text-muted-foreground text-sm" role="status">
        {candidatesMessages.rejectUnmetNone}.
      </p>
    );
  }
  let scope: ReactNode = "de todas as vagas da empresa";
  if (job) scope = jobTitle ? <>da vaga “{jobTitle}”</> : "da vaga escolhida";
  const confirm = () =>
    reject.mutate(job, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setOpen(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <section
      aria-label="Candidaturas que não atendem aos requisitos"
      className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm">
        {active === null
          ? "Candidaturas que não atendem às perguntas eliminatórias"
          : active === 1
            ? "1 candidatura ativa não atende às perguntas eliminatórias"
            : `${active} candidaturas ativas não atendem às perguntas eliminatórias`}{" "}
        {scope}.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={reject.isPending}
        trigger={
          <Button variant="outline" className="h-auto! min-h-10 w-full whitespace-normal! sm:w-auto">
            <UserXIcon aria-hidden="true" />
            Mover não atendentes para Não selecionado
          </Button>
        }
        title="Mover não atendentes para Não selecionado?"
        description={
          <>
            As candidaturas ativas (Pendente ou Em Análise) {scope} que não atendem a alguma pergunta eliminatória serão
            movidas para Não selecionado (status Rejeitado), e os candidatos serão avisados.
            {active ? (active === 1 ? " Hoje é 1 candidatura." : ` Hoje são ${active} candidaturas.`) : ""}
          </>
        }
        cancelLabel="Cancelar"
        confirmLabel="Mover para Não selecionado"
        pendingLabel="Movendo..."
        destructive
        onConfirm={confirm}
      />
    </section>
  );
}

/**
 * /empresa/candidatos: the applications to the company's jobs, searchable and filtered by job,
 * status, 'Minhas vagas' and the screening requirements (kept in the address), newest first, by
 * name or best rated, 50 at a time, with status changes one by one or for several at once, and
 * those that fail an eliminatory question moved to 'Não selecionado' once confirmed. ?candidatura=… opens that
 * application's sheet, whether or not the list shows it.
 */
export function CandidatesPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const board = Boolean(filters.job) && params.get(VIEW_PARAM) === "quadro";
  // The board reads its columns itself: the list waits while it is shown.
  const list = useInfiniteQuery({ ...applicationsQuery(filters), placeholderData: keepPreviousData, enabled: !board });
  const jobOptions = useQuery(jobOptionsQuery);
  const selection = useSelection(JSON.stringify(filters));
  // The row last opened, so its names title the sheet while the details load.
  const [picked, setPicked] = useState<ListedApplication | null>(null);
  const openId = params.get(OPEN_PARAM) || null;

  const setParam = (key: keyof typeof URL_KEYS, value: string) =>
    setParams((prev) => patchParams(prev, { [URL_KEYS[key]]: value }), { replace: true });
  const clearFilters = () =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const key of Object.values(URL_KEYS)) if (key !== URL_KEYS.sort) p.delete(key);
        return p;
      },
      { replace: true },
    );

  // One job's candidates may be seen as a board, a column per status (?visao=quadro).
  const setView = (view: "lista" | "quadro") =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (view === "quadro") p.set(VIEW_PARAM, "quadro");
        else p.delete(VIEW_PARAM);
        return p;
      },
      { replace: true },
    );

  const pages = list.data?.pages ?? [];
  const first = pages[0];
  const applications = pages.flatMap((p) => p.applications);
  const filtered = Boolean(filters.job || filters.status || filters.mine || filters.requirements);
  const jobTitle = (jobOptions.data ?? []).find((j) => j.id === filters.job)?.title ?? "";

  const openSheet = (application: ListedApplication | null) => {
    setPicked(application);
    setParams((prev) => patchParams(prev, { [OPEN_PARAM]: application?.id ?? "" }), { replace: true });
  };
  const openRow = (picked?.id === openId ? picked : null) ?? applications.find((a) => a.id === openId) ?? null;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Candidatos</h1>
          <p className="mt-1 text-muted-foreground">
            Veja quem se candidatou às suas vagas, abra o perfil e acompanhe cada candidatura.
          </p>
        </div>
        <SearchBox
          value={filters.q}
          onChange={(q) => setParam("q", q)}
          label="Buscar candidaturas por nome do candidato ou título da vaga"
          placeholder="Buscar por candidato ou vaga..."
        />
      </div>

      <div className="grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1">
          <Label htmlFor="candidatos-vaga">Vaga</Label>
          <NativeSelect id="candidatos-vaga" value={filters.job} onChange={(e) => setParam("job", e.target.value)}>
            <option value="">Todas as vagas</option>
            {(jobOptions.data ?? []).map((j) => (
              <option key={j.id} value={j.id}>
                {j.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={board ? "hidden" : "grid gap-1"}>
          <Label htmlFor="candidatos-status">Status</Label>
          <NativeSelect
            id="candidatos-status"
            value={filters.status}
            onChange={(e) => setParam("status", e.target.value)}
          >
            <option value="">Todos os status</option>
            {APPLICATION_STATUSES.map((st) => (
              <option key={st} value={st}>
                {APPLICATION_STATUS_LABELS[st]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* The board's columns are newest first: no order to choose there. */}
        <div className={board ? "hidden" : "grid gap-1"}>
          <Label htmlFor="candidatos-ordem">Ordenar por</Label>
          <NativeSelect
            id="candidatos-ordem"
            value={filters.sort}
            onChange={(e) => setParam("sort", e.target.value === "recentes" ? "" : e.target.value)}
          >
            {CANDIDATE_SORTS.map((st) => (
              <option key={st} value={st}>
                {CANDIDATE_SORT_LABELS[st]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="candidatos-requisitos">Requisitos</Label>
          <NativeSelect
            id="candidatos-requisitos"
            value={filters.requirements}
            onChange={(e) => setParam("requirements", e.target.value)}
            aria-describedby="candidatos-requisitos-dica"
          >
            <option value="">Todos</option>
            {REQUIREMENT_FILTERS.map((r) => (
              <option key={r} value={r}>
                {REQUIREMENT_FILTER_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
          <p id="candidatos-requisitos-dica" className="sr-only">
            Pelas respostas às perguntas eliminatórias da vaga.
          </p>
        </div>
        <div className="flex items-start gap-2 sm:col-span-2 lg:col-span-4">
          <input
            id="candidatos-minhas"
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={filters.mine}
            onChange={(e) => setParam("mine", e.target.checked ? "1" : "")}
            aria-describedby="candidatos-minhas-dica"
          />
          <div className="grid gap-0.5">
            <Label htmlFor="candidatos-minhas">Minhas vagas</Label>
            <p id="candidatos-minhas-dica" className="text-muted-foreground text-xs">
              Só as candidaturas das vagas em que você é o responsável.
            </p>
          </div>
        </div>
      </div>

      {filters.requirements === "nao_atende" || filters.job ? (
        <RejectUnmetAction job={filters.job} jobTitle={jobTitle} always={filters.requirements === "nao_atende"} />
      ) : null}

      {filters.job ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Visualização</legend>
          {(
            [
              ["lista", "Lista", ListIcon],
              ["quadro", "Quadro", KanbanIcon],
            ] as const
          ).map(([view, label, Icon]) => (
            <Button
              key={view}
              variant={(view === "quadro") === board ? "default" : "outline"}
              size="sm"
              aria-pressed={(view === "quadro") === board}
              onClick={() => setView(view)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </fieldset>
      ) : null}

      {board ? (
        <CandidatesBoard filters={{ ...filters, status: "" }} onOpen={openSheet} />
      ) : (
        <div className="grid gap-4" aria-busy={list.isPlaceholderData}>
          {first ? <TotalCard data={first} searching={filters.q !== "" || filtered} /> : null}
          <PagedList
            list={list}
            items={applications}
            skeleton={LIST_SKELETON}
            error={{ message: "Erro ao carregar candidaturas" }}
            empty={
              <EmptyState
                q={filters.q}
                filtered={filtered}
                mine={filters.mine}
                onClear={filters.q ? () => setParam("q", "") : clearFilters}
              />
            }
            loadMore={{ className: "justify-self-center", wrapper: null }}
          >
            {(items, more) => (
              <>
                <ApplicationsTable applications={items} onOpen={openSheet} selection={selection} />
                <ApplicationCards applications={items} onOpen={openSheet} selection={selection} />
                {more}
                <p className="sr-only" role="status">
                  {items.length === 1 ? "1 candidatura mostrada" : `${items.length} candidaturas mostradas`}
                </p>
              </>
            )}
          </PagedList>
          <BulkBar selection={selection} onDone={() => selection.setAll([...selection.selected], false)} />
        </div>
      )}

      <CandidateSheet
        applicationId={openId}
        candidateName={openRow?.candidate.name ?? ""}
        jobTitle={openRow?.job.title ?? ""}
        onClose={() => openSheet(null)}
      />
    </div>
  );
}

import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@pm/shared/applications";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BriefcaseIcon, EyeIcon, UsersIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { SearchBox } from "@/components/search-box";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { relativeDate, shortDate } from "@/lib/dates";
import { type ApplicationsList, applicationsQuery, type ListedApplication } from "./api";
import { ApplicationStatusBadge, ApplicationStatusMenu } from "./components/application-status";
import { CandidateSheet } from "./components/candidate-sheet";
import { EmailAddress } from "./components/email-address";

function TotalCard({ data, searching }: { data: ApplicationsList; searching: boolean }) {
  const counts = APPLICATION_STATUSES.map((status) => ({
    status,
    n: data.applications.filter((a) => a.status === status).length,
  }));
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

function ViewProfileButton({ application, onOpen }: { application: ListedApplication; onOpen: OpenProfile }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => onOpen(application)}
      aria-label={`Ver perfil de ${application.candidate.name}`}
    >
      <EyeIcon aria-hidden="true" />
      Ver perfil
    </Button>
  );
}

/** Wide screens: one row per application. */
function ApplicationsTable({ applications, onOpen }: { applications: ListedApplication[]; onOpen: OpenProfile }) {
  return (
    <Card padding="none" className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Candidaturas recebidas</caption>
        <thead className="border-b bg-muted/50 text-left text-muted-foreground">
          <tr>
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
              <td className="px-4 py-3 align-middle wrap-anywhere">
                <p className="font-medium">{a.candidate.name}</p>
                <p className="text-muted-foreground">
                  <EmailAddress email={a.candidate.email} />
                </p>
              </td>
              <td className="px-4 py-3 align-middle wrap-anywhere">
                <Link to={`/empresa/vagas/${a.job.id}`} className="hover:underline">
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
                  <ViewProfileButton application={a} onOpen={onOpen} />
                  <ApplicationStatusMenu applicationId={a.id} status={a.status} candidateName={a.candidate.name} />
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
function ApplicationCards({ applications, onOpen }: { applications: ListedApplication[]; onOpen: OpenProfile }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Candidaturas recebidas">
      {applications.map((a) => (
        <Card asChild key={a.id} padding="sm" className="grid gap-3">
          <li data-testid="application-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 wrap-anywhere">
                <p className="font-medium">{a.candidate.name}</p>
                <p className="text-muted-foreground text-sm">
                  <EmailAddress email={a.candidate.email} />
                </p>
              </div>
              <ApplicationStatusBadge status={a.status} />
            </div>
            <p className="flex items-start gap-2 text-sm">
              <BriefcaseIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <Link to={`/empresa/vagas/${a.job.id}`} className="min-w-0 wrap-anywhere hover:underline">
                {a.job.title}
              </Link>
            </p>
            <p className="text-muted-foreground text-xs">
              Candidatura <AppliedAt iso={a.appliedAt} />
            </p>
            <div className="flex flex-wrap gap-2 border-t pt-3">
              <ViewProfileButton application={a} onOpen={onOpen} />
              <ApplicationStatusMenu applicationId={a.id} status={a.status} candidateName={a.candidate.name} />
            </div>
          </li>
        </Card>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        Carregando candidaturas...
      </p>
      <Skeleton className="h-24 w-full rounded-xl" />
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
    </div>
  );
}

function EmptyState({ q, onClear }: { q: string; onClear: () => void }) {
  if (q) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="font-medium">Nenhuma candidatura encontrada para “{q}”.</p>
        <p className="text-muted-foreground text-sm">Busque pelo nome do candidato ou pelo título da vaga.</p>
        <Button variant="outline" onClick={onClear}>
          <XIcon aria-hidden="true" />
          Limpar busca
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
        <Link to="/empresa/vagas">Ver minhas vagas</Link>
      </Button>
    </div>
  );
}

/** /empresa/candidatos: the applications to the company's jobs, searchable, with status changes. */
export function CandidatesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const list = useQuery({ ...applicationsQuery(q), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<ListedApplication | null>(null);

  const setQuery = (next: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next) p.set("q", next);
        else p.delete("q");
        return p;
      },
      { replace: true },
    );

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
          value={q}
          onChange={setQuery}
          label="Buscar candidaturas por nome do candidato ou título da vaga"
          placeholder="Buscar por candidato ou vaga..."
        />
      </div>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadError message="Erro ao carregar candidaturas" query={list} />
      ) : (
        <div className="grid gap-4" aria-busy={list.isPlaceholderData}>
          <TotalCard data={list.data} searching={q !== ""} />
          {list.data.applications.length === 0 ? (
            <EmptyState q={q} onClear={() => setQuery("")} />
          ) : (
            <>
              <ApplicationsTable applications={list.data.applications} onOpen={setOpen} />
              <ApplicationCards applications={list.data.applications} onOpen={setOpen} />
            </>
          )}
        </div>
      )}

      <CandidateSheet
        applicationId={open?.id ?? null}
        candidateName={open?.candidate.name ?? ""}
        jobTitle={open?.job.title ?? ""}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

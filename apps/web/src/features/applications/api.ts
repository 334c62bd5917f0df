import type { ApplicationStatus } from "@pm/shared/applications";
import type { CandidateSort } from "@pm/shared/applications.company";
import type { RequirementFilter } from "@pm/shared/screening.constants";
import { type InfiniteData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { saveDownload } from "@/lib/download";
import { keysetQuery } from "@/lib/keyset";
import { refreshAfterChange } from "@/lib/realtime";

const applicationsApi = api.company.applications;

/** The candidates list's filters, as the page keeps them in its address. */
export interface CandidatesFilters {
  q: string;
  job: string;
  status: ApplicationStatus | "";
  sort: CandidateSort;
  /** 'Minhas vagas': only the jobs the caller is responsible for. */
  mine: boolean;
  /** 'Atende aos requisitos' or 'Não atende': the answers to the jobs' eliminatory questions. */
  requirements: RequirementFilter | "";
}

const given = ({ mine, ...filters }: CandidatesFilters, cursor: string | null) =>
  Object.fromEntries(
    Object.entries({ ...filters, mine: mine ? "true" : "", cursor: cursor ?? "" }).filter(([, v]) => v !== ""),
  ) as Record<string, string>;

const fetchApplications = (filters: CandidatesFilters, cursor: string | null = null) =>
  unwrap(applicationsApi.$get({ query: given(filters, cursor) }));
const fetchApplication = (id: string) => unwrap(applicationsApi[":id"].$get({ param: { id } }));

export type ApplicationsList = Awaited<ReturnType<typeof fetchApplications>>;
export type ListedApplication = ApplicationsList["applications"][number];
export type ApplicationDetails = Awaited<ReturnType<typeof fetchApplication>>;

export const STATUS_ERROR = "Erro ao atualizar status da candidatura";
export const STATUS_UPDATED = "Status atualizado";

/**
 * Applications to the company's jobs for these filters, a keyset page at a time ('Carregar mais').
 * Under ["applications"], which realtime refreshes whenever an application changes.
 */
export const applicationsQuery = (filters: CandidatesFilters) =>
  keysetQuery(["applications", "list", filters], (cursor) => fetchApplications(filters, cursor ?? null));

const fetchJobOptions = () => unwrap(api.company.jobs.$get({ query: {} }));
/** The company's jobs, for the 'Vaga' filter. Under ["jobs"]: a new or renamed job shows up. */
export const jobOptionsQuery = queryOptions({
  queryKey: ["jobs", "options"],
  queryFn: fetchJobOptions,
  select: (data) => data.jobs.map((j) => ({ id: j.id, title: j.title })),
});

/** One application with the job and the candidate's full profile. */
export const applicationQuery = (id: string) =>
  queryOptions({ queryKey: ["applications", "detail", id], queryFn: () => fetchApplication(id) });

/** Several applications to one status at once (all or nothing); the lists refetch. */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; status: ApplicationStatus }) =>
      unwrap(applicationsApi.status.$post({ json: input })),
    onSuccess: () => refreshAfterChange(queryClient, "job_applications"),
  });
}

export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      unwrap(applicationsApi[":id"].$patch({ param: { id }, json: { status } })),
    onSuccess: (updated) => {
      // Every list showing it and its details take the new status at once, then refetch.
      queryClient.setQueriesData<InfiniteData<ApplicationsList>>({ queryKey: ["applications", "list"] }, (list) =>
        list
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                applications: page.applications.map((a) =>
                  a.id === updated.id ? { ...a, status: updated.status } : a,
                ),
              })),
            }
          : list,
      );
      queryClient.setQueryData<ApplicationDetails>(applicationQuery(updated.id).queryKey, (details) =>
        details ? { ...details, status: updated.status, updatedAt: updated.updatedAt } : details,
      );
      return refreshAfterChange(queryClient, "job_applications");
    },
  });
}

/**
 * The applications that do not meet the eliminatory questions, of one job or of all: what
 * 'Mover não atendentes para Não selecionado' moves when they are active (pendente, em análise).
 */
export const unmetFilters = (job: string): CandidatesFilters => ({
  q: "",
  job,
  status: "",
  sort: "recentes",
  mine: false,
  requirements: "nao_atende",
});

/**
 * 'Mover não atendentes para Não selecionado': every active application (of the job, or of all the
 * company's jobs) that failed an eliminatory question goes to 'rejeitado'; the API says how many.
 */
export function useRejectUnmet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: string) => unwrap(applicationsApi["reject-unmet"].$post({ json: job ? { job } : {} })),
    onSuccess: () => refreshAfterChange(queryClient, "job_applications"),
  });
}

/** 'Baixar currículo': the CV as the candidate sent it with this application. */
export function useDownloadApplicationResume(id: string) {
  return useMutation({
    mutationFn: () => saveDownload(applicationsApi[":id"].resume.$get({ param: { id } }), "curriculo.pdf"),
  });
}

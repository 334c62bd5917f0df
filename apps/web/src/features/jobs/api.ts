import { APPLY_CONFLICT_PATHS, type ApplicationStatus } from "@pm/shared/applications";
import type { JobInput } from "@pm/shared/jobs.company";
import type { ApplyQuery, JobBoardFilters } from "@pm/shared/jobs.military";
import type { AskedQuestion, ScreeningAnswer } from "@pm/shared/screening";
import { type InfiniteData, type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, api, unwrap } from "@/lib/api-client";
import { saveDownload } from "@/lib/download";
import { keysetQuery } from "@/lib/keyset";
import { refreshAfterChange } from "@/lib/realtime";

// The company's jobs: listed, created, edited, paused and deleted within the plan's cap.
const jobsApi = api.company.jobs;

const fetchJobs = (q: string) => unwrap(jobsApi.$get({ query: q ? { q } : {} }));
const fetchJob = (id: string) => unwrap(jobsApi[":id"].$get({ param: { id } }));

export type JobsList = Awaited<ReturnType<typeof fetchJobs>>;
export type Job = Awaited<ReturnType<typeof fetchJob>>;

/** The company's jobs matching `q` (title or city), newest first, with the active count and the cap. */
export const jobsQuery = (q = "") => queryOptions({ queryKey: ["jobs", "list", q], queryFn: () => fetchJobs(q) });

export const jobQuery = (id: string) => queryOptions({ queryKey: ["jobs", "detail", id], queryFn: () => fetchJob(id) });

const fetchCboFamilies = (query: { q?: string; title?: string }) => unwrap(jobsApi["cbo-families"].$get({ query }));

/** A CBO 2002 família de ocupação: its 4-digit code and its title. */
export type CboFamily = Awaited<ReturnType<typeof fetchCboFamilies>>["families"][number];

// The CBO does not change while the form is open: each search and title is asked once. Kept
// apart from ["jobs"], which every job change refreshes.

/** The job form's 'Família de ocupação (CBO)' search: famílias by a piece of their title or their code (max 20). */
export const cboFamilySearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["cbo-families", "search", q],
    queryFn: () => fetchCboFamilies({ q }),
    enabled: q !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The família a job title suggests (what the platform infers when none is chosen), or null. */
export const cboFamilySuggestionQuery = (title: string) =>
  queryOptions({
    queryKey: ["cbo-families", "suggestion", title],
    queryFn: () => fetchCboFamilies({ title }),
    enabled: title !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Lists, details and the dashboard all show jobs: they refresh with the change's event. */
const refreshJobs = (queryClient: QueryClient) => refreshAfterChange(queryClient, "jobs");

type JobWritten = Omit<NonNullable<Awaited<ReturnType<typeof fetchJob>>>, "lastEdit">;

/** A written job at once on its page; who last wrote it comes with the refresh that follows. */
function showWrittenJob(queryClient: QueryClient, job: JobWritten) {
  queryClient.setQueryData(jobQuery(job.id).queryKey, (old) => ({ ...job, lastEdit: old?.lastEdit ?? null }));
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => unwrap(jobsApi.$post({ json: input })),
    onSuccess: () => refreshJobs(queryClient),
  });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => unwrap(jobsApi[":id"].$put({ param: { id }, json: input })),
    onSuccess: (job) => {
      showWrittenJob(queryClient, job);
      return refreshJobs(queryClient);
    },
  });
}

export function useSetJobActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      unwrap(jobsApi[":id"].status.$post({ param: { id }, json: { active } })),
    onSuccess: (job) => {
      showWrittenJob(queryClient, job);
      return refreshJobs(queryClient);
    },
  });
}

/** 'Confirmar que a vaga continua aberta': a new open period, or its closing date still ahead. */
export function useRenewJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(jobsApi[":id"].renew.$post({ param: { id } })),
    onSuccess: (job) => {
      showWrittenJob(queryClient, job);
      return refreshJobs(queryClient);
    },
  });
}

/** The job's responsible member ('Responsável', decision 035) and the team members who may be chosen. */
export const responsibleQuery = (id: string) =>
  queryOptions({
    queryKey: ["jobs", "responsible", id],
    queryFn: () => unwrap(jobsApi[":id"].responsible.$get({ param: { id } })),
  });

/** Choosing the responsible: the lists show him and 'Minhas vagas' reads him, so they refetch. */
export function useSetResponsible(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) => unwrap(jobsApi[":id"].responsible.$put({ param: { id }, json: { userId } })),
    onSuccess: ({ responsible }) => {
      queryClient.setQueryData(responsibleQuery(id).queryKey, (view) => (view ? { ...view, responsible } : view));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["jobs", "list"] }),
        queryClient.invalidateQueries({ queryKey: ["applications", "list"] }),
      ]);
    },
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await unwrap(jobsApi[":id"].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: jobQuery(id).queryKey });
      return refreshJobs(queryClient);
    },
  });
}

// The militar's job board: search, bookmarks and applying.

/** The board's filters as the API reads them: only the ones set. */
export type BoardFilters = {
  q?: string;
  regime?: string;
  modality?: string;
  area?: string;
  /** An occupation's família of the CBO (four digits); the board's address says ?familia=. */
  cboFamily?: string;
  city?: string;
  state?: string;
  saved?: "true";
  salaryFrom?: string;
  pcd?: "true";
  publishedWithin?: string;
  sort?: string;
};

const fetchBoardPage = (filters: BoardFilters, cursor: string | undefined) =>
  unwrap(api.military.jobs.$get({ query: { ...(filters as JobBoardFilters & BoardFilters), cursor } }));
const fetchBoardJob = (id: string) => unwrap(api.military.jobs[":id"].$get({ param: { id } }));
const fetchMyApplications = () => unwrap(api.military.applications.$get());

export type BoardPage = Awaited<ReturnType<typeof fetchBoardPage>>;
export type BoardJob = BoardPage["jobs"][number];
/** A job as its details show it: the card's fields and the company's profile. */
export type BoardJobDetail = Awaited<ReturnType<typeof fetchBoardJob>>;
export type MyApplications = Awaited<ReturnType<typeof fetchMyApplications>>;

// Keys live under ["jobs"] and ["applications"]: realtime refreshes them when a company changes
// one of the user's applications.
const BOARD_KEY = ["jobs", "board"] as const;

/** The board, 20 jobs a page, in the filters' sort; the first page counts the matches. */
export const boardQuery = (filters: BoardFilters) =>
  keysetQuery([...BOARD_KEY, filters], (cursor) => fetchBoardPage(filters, cursor));

/** One job; fetching it counts the user's view of it (once a day). */
export const boardJobQuery = (id: string) =>
  queryOptions({ queryKey: ["jobs", "detail", id], queryFn: () => fetchBoardJob(id), retry: false });

/**
 * The questions 'Candidatar-se' asks first ('Perguntas de triagem'), from the job's details: the
 * cached ones when the sheet read them, else read now; `fresh` reads them again (the company may
 * have changed them since).
 */
export async function jobScreeningQuestions(
  queryClient: QueryClient,
  jobId: string,
  { fresh = false } = {},
): Promise<readonly AskedQuestion[]> {
  const job = await queryClient.fetchQuery({ ...boardJobQuery(jobId), ...(fresh ? { staleTime: 0 } : {}) });
  return job.screeningQuestions ?? [];
}

export type MyApplication = Awaited<ReturnType<typeof fetchMyApplications>>["applications"][number];

/** The user's applications, the active count and the plan's cap. */
export const myApplicationsQuery = queryOptions({ queryKey: ["applications", "mine"], queryFn: fetchMyApplications });

/** Applies a change to a job wherever it is cached (every board page and its detail). */
function patchJob(queryClient: QueryClient, jobId: string, patch: <Job extends BoardJob>(job: Job) => Job) {
  queryClient.setQueriesData<InfiniteData<BoardPage>>({ queryKey: BOARD_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            jobs: page.jobs.map((job) => (job.id === jobId ? patch(job) : job)),
          })),
        }
      : data,
  );
  queryClient.setQueryData(boardJobQuery(jobId).queryKey, (job) => (job ? patch(job) : job));
}

/** After applying or withdrawing: the board, the applications and the dashboard, with the change's event. */
const refreshBoard = (queryClient: QueryClient) => refreshAfterChange(queryClient, "job_applications");

/** Nothing changed (the job is gone): the board refreshes at once. */
function refreshBoardNow(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["jobs"] }),
    queryClient.invalidateQueries({ queryKey: ["applications"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, saved }: { jobId: string; saved: boolean }) =>
      saved
        ? unwrap(api.military.jobs[":id"].bookmark.$put({ param: { id: jobId } }))
        : unwrap(api.military.jobs[":id"].bookmark.$delete({ param: { id: jobId } })),
    // The star answers at once; a failure puts it back.
    onMutate: ({ jobId, saved }) => patchJob(queryClient, jobId, (job) => ({ ...job, bookmarked: saved })),
    onError: (_error, { jobId, saved }) => patchJob(queryClient, jobId, (job) => ({ ...job, bookmarked: !saved })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}

/** Where the militar found the job he applies to, as 'Candidatar-se' may say it. */
export type ClientApplicationSource = NonNullable<ApplyQuery["source"]>;

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without answers (a job with no screening questions) the request has no body, as before.
    mutationFn: ({
      jobId,
      source,
      answers,
    }: {
      jobId: string;
      source?: ClientApplicationSource;
      answers?: ScreeningAnswer[];
    }) =>
      unwrap(
        api.military.jobs[":id"].apply.$post({
          param: { id: jobId },
          query: { source },
          ...(answers ? { json: { answers } } : {}),
        }),
      ),
    onSuccess: async (application, { jobId }) => {
      patchJob(queryClient, jobId, (job) => ({
        ...job,
        application: { id: application.id, status: application.status as ApplicationStatus },
      }));
      await refreshBoard(queryClient);
    },
    // A job paused, expired or removed since the board loaded: the refreshed board no longer lists
    // it. Not awaited, so the card's own error handler (the toast) runs before the card goes away.
    onError: (error) => {
      const gone =
        error instanceof ApiRequestError &&
        (error.status === 404 || error.issues.some((issue) => issue.path === APPLY_CONFLICT_PATHS.expired));
      if (gone) void refreshBoardNow(queryClient);
    },
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId }: { applicationId: string; jobId: string }) =>
      unwrap(api.military.applications[":id"].$delete({ param: { id: applicationId } })),
    onSuccess: async (_result, { jobId }) => {
      patchJob(queryClient, jobId, (job) => ({ ...job, application: null }));
      await refreshBoard(queryClient);
    },
  });
}

// Matching: the jobs recommended to the militar, and the talents suggested for a company's job.

const fetchRecommended = () => unwrap(api.military.recommendations.$get());
export type RecommendedJob = Awaited<ReturnType<typeof fetchRecommended>>["jobs"][number];
/** Under ["jobs"]: a job's change refreshes it; so does an application (his own ones drop out). */
export const recommendedJobsQuery = queryOptions({ queryKey: ["jobs", "recommended"], queryFn: fetchRecommended });

const fetchSuggestedTalents = (jobId: string) =>
  unwrap(api.company.talent["for-job"][":id"].$get({ param: { id: jobId } }));
export type SuggestedTalent = Awaited<ReturnType<typeof fetchSuggestedTalents>>["talents"][number];
export const suggestedTalentsQuery = (jobId: string) =>
  queryOptions({ queryKey: ["talent", "for-job", jobId], queryFn: () => fetchSuggestedTalents(jobId) });

/** 'Currículo enviado': the copy of his CV that went with an application, as the company has it. */
export function useDownloadSentResume(applicationId: string) {
  return useMutation({
    mutationFn: () =>
      saveDownload(api.military.resume.sent[":id"].$get({ param: { id: applicationId } }), "curriculo.pdf"),
  });
}

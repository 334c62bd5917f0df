import type { JobInput } from "@pm/shared/job-input";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const jobsApi = api.company.jobs;

const fetchJobs = (q: string) => unwrap(jobsApi.$get({ query: q ? { q } : {} }));
const fetchJob = (id: string) => unwrap(jobsApi[":id"].$get({ param: { id } }));

export type JobsList = Awaited<ReturnType<typeof fetchJobs>>;
export type Job = Awaited<ReturnType<typeof fetchJob>>;

/** The company's jobs matching `q` (title or city), newest first, with the active count and the cap. */
export const jobsQuery = (q = "") => queryOptions({ queryKey: ["jobs", "list", q], queryFn: () => fetchJobs(q) });

export const jobQuery = (id: string) => queryOptions({ queryKey: ["jobs", "detail", id], queryFn: () => fetchJob(id) });

/**
 * Path and JSON body of a call to one job. The API parses bodies in its handlers, so the typed
 * client knows only the path parameter; the body travels all the same.
 */
function withBody(id: string, json: unknown) {
  const args = { param: { id }, json };
  return args;
}

/** Lists, details and the dashboard all show jobs: refresh them after any change. */
function refreshJobs(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["jobs"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
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
    mutationFn: (input: JobInput) => unwrap(jobsApi[":id"].$put(withBody(id, input))),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQuery(id).queryKey, job);
      return refreshJobs(queryClient);
    },
  });
}

export function useSetJobActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      unwrap(jobsApi[":id"].status.$post(withBody(id, { active }))),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQuery(job.id).queryKey, job);
      return refreshJobs(queryClient);
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

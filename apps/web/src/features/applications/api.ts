import type { ApplicationStatus } from "@pm/shared/applications";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshAfterChange } from "@/lib/realtime";

const applicationsApi = api.company.applications;

const fetchApplications = (q: string) => unwrap(applicationsApi.$get({ query: q ? { q } : {} }));
const fetchApplication = (id: string) => unwrap(applicationsApi[":id"].$get({ param: { id } }));

export type ApplicationsList = Awaited<ReturnType<typeof fetchApplications>>;
export type ListedApplication = ApplicationsList["applications"][number];
export type ApplicationDetails = Awaited<ReturnType<typeof fetchApplication>>;

export const STATUS_ERROR = "Erro ao atualizar status da candidatura";
export const STATUS_UPDATED = "Status atualizado";

/**
 * Applications to the company's jobs matching `q` (candidate name or job title), newest first.
 * Under ["applications"], which realtime refreshes whenever an application changes.
 */
export const applicationsQuery = (q = "") =>
  queryOptions({ queryKey: ["applications", "list", q], queryFn: () => fetchApplications(q) });

/** One application with the job and the candidate's full profile. */
export const applicationQuery = (id: string) =>
  queryOptions({ queryKey: ["applications", "detail", id], queryFn: () => fetchApplication(id) });

export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      unwrap(applicationsApi[":id"].$patch({ param: { id }, json: { status } })),
    onSuccess: (updated) => {
      // Every list showing it and its details take the new status at once, then refetch.
      queryClient.setQueriesData<ApplicationsList>({ queryKey: ["applications", "list"] }, (list) =>
        list
          ? {
              ...list,
              applications: list.applications.map((a) => (a.id === updated.id ? { ...a, status: updated.status } : a)),
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

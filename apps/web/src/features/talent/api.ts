import type { InvitationInput, SavedSearchInput, TalentFiltersInput } from "@pm/shared/talent.company";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { saveDownload } from "@/lib/download";
import { refreshAfterChange } from "@/lib/realtime";

/** The filters as the URL holds them (every value text), and the page. */
export type TalentQuery = { [K in keyof TalentFiltersInput]?: string } & { page?: string };

const fetchTalents = (query: TalentQuery) => unwrap(api.company.talent.$get({ query }));
export type TalentSearch = Awaited<ReturnType<typeof fetchTalents>>;
export type TalentCard = TalentSearch["results"][number];

export const talentSearchQuery = (query: TalentQuery) =>
  queryOptions({
    queryKey: ["talent", "search", query],
    queryFn: () => fetchTalents(query),
    placeholderData: keepPreviousData,
  });

const fetchTalent = (id: string, vaga: string) =>
  unwrap(api.company.talent[":id"].$get({ param: { id }, query: vaga ? { vaga } : {} }));
export type TalentProfile = Awaited<ReturnType<typeof fetchTalent>>;

/**
 * A talent's profile; with `vaga` (one of the company's jobs) its fit says which of the job's
 * requirements he meets ('Aderência à vaga'). Changing the job keeps the profile shown meanwhile.
 */
export const talentProfileQuery = (id: string, vaga = "") =>
  queryOptions({
    queryKey: ["talent", "profile", id, vaga],
    queryFn: () => fetchTalent(id, vaga),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });

/** The company's active jobs, for 'Convidar para vaga' and 'Comparar com a vaga'. */
const fetchActiveJobs = async () => {
  const { jobs } = await unwrap(api.company.jobs.$get({ query: {} }));
  return jobs.filter((j) => j.active).map((j) => ({ id: j.id, title: j.title, city: j.city }));
};
export const activeJobsQuery = queryOptions({ queryKey: ["jobs", "active-for-invite"], queryFn: fetchActiveJobs });

export function useInvite(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) =>
      unwrap(api.company.talent[":id"].invitations.$post({ param: { id: userId }, json: input })),
    onSuccess: () => refreshAfterChange(queryClient, "talent_invitations", ["talent"]),
  });
}

const fetchSaved = () => unwrap(api.company.talent["saved-searches"].$get());
export type SavedSearch = Awaited<ReturnType<typeof fetchSaved>>["searches"][number];
export const savedSearchesQuery = queryOptions({ queryKey: ["talent", "saved"], queryFn: fetchSaved });

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => unwrap(api.company.talent["saved-searches"].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.company.talent["saved-searches"][":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}

/** The CBO type-ahead. */
export const occupationOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ["talent", "occupations", q],
    queryFn: () => unwrap(api.skills.occupations.$get({ query: { q } })),
    enabled: q.trim().length >= 2,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

/** 'Baixar currículo': his CV as it stands now, with his contact only where the bank's rule allows. */
export function useDownloadTalentResume(id: string) {
  return useMutation({
    mutationFn: () => saveDownload(api.company.talent[":id"].resume.$get({ param: { id } }), "curriculo.pdf"),
  });
}

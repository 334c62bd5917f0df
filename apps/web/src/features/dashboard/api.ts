import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshAfterChange } from "@/lib/realtime";

const fetchCompanyDashboard = () => unwrap(api.company.dashboard.$get());

export type Dashboard = Awaited<ReturnType<typeof fetchCompanyDashboard>>;
export type DashboardJob = Dashboard["recentJobs"][number];

/** The company's figures and newest jobs; realtime changes to jobs, applications and views refresh it. */
export const dashboardQuery = queryOptions({ queryKey: ["dashboard"], queryFn: fetchCompanyDashboard });

const fetchMilitaryDashboard = () => unwrap(api.military.dashboard.$get());

export type MilitaryDashboard = Awaited<ReturnType<typeof fetchMilitaryDashboard>>;
export type RecentActivity = MilitaryDashboard["recentActivities"][number];

/** Under ["dashboard"], so a change to the militar's applications refreshes it. */
export const militaryDashboardQuery = queryOptions({
  queryKey: ["dashboard", "militar"],
  queryFn: fetchMilitaryDashboard,
});

// The companies' invitations from the talent bank, and the militar's answers.

const fetchInvitations = () => unwrap(api.military.invitations.$get());
export type Invitation = Awaited<ReturnType<typeof fetchInvitations>>["invitations"][number];

/** Under ["talent"]: an invitation's realtime event refreshes it. */
export const invitationsQuery = queryOptions({ queryKey: ["talent", "invitations"], queryFn: fetchInvitations });

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }) => {
      const invitation = api.military.invitations[":id"];
      return accept
        ? await unwrap(invitation.accept.$post({ param: { id } }))
        : await unwrap(invitation.decline.$post({ param: { id } }));
    },
    onSettled: () => refreshAfterChange(queryClient, "talent_invitations"),
  });
}

// The job the militar chose on its public page before signing up, offered until he applies to it
// or dismisses it.

const fetchWantedJob = () => unwrap(api.military["wanted-job"].$get());

/** Under ["dashboard"]: applying (job_applications) and dismissing (military_profiles) refresh it. */
export const wantedJobQuery = queryOptions({
  queryKey: ["dashboard", "militar", "wanted-job"],
  queryFn: fetchWantedJob,
});

export function useDismissWantedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.military["wanted-job"].$delete()),
    onSuccess: () => {
      queryClient.setQueryData(wantedJobQuery.queryKey, { job: null });
      return refreshAfterChange(queryClient, "military_profiles");
    },
  });
}

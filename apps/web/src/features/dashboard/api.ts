import type { AskedQuestion, ScreeningAnswer } from "@pm/shared/screening";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
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

/**
 * The job's details, read for the screening questions 'Aceitar e candidatar-me' asks first. The
 * key is the board's own for the same request (GET /api/military/jobs/:id), so either reads the
 * other's copy; like the board's, reading it counts the user's view of the job.
 */
const invitedJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ["jobs", "detail", jobId],
    queryFn: () => unwrap(api.military.jobs[":id"].$get({ param: { id: jobId } })),
    retry: false,
  });

/** The questions the invitation's job asks ('Perguntas de triagem'); `fresh` reads them again. */
export async function invitedJobQuestions(
  queryClient: QueryClient,
  jobId: string,
  { fresh = false } = {},
): Promise<readonly AskedQuestion[]> {
  const job = await queryClient.fetchQuery({ ...invitedJobQuery(jobId), ...(fresh ? { staleTime: 0 } : {}) });
  return job.screeningQuestions ?? [];
}

/** Accepting applies to the job: with the answers to its questions when it has some. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept, answers }: { id: string; accept: boolean; answers?: ScreeningAnswer[] }) => {
      const invitation = api.military.invitations[":id"];
      return accept
        ? await unwrap(invitation.accept.$post({ param: { id }, ...(answers ? { json: { answers } } : {}) }))
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

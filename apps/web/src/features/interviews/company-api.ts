import type { InterviewOutcome, RescheduleInterviewInput, ScheduleInterviewInput } from "@pm/shared/interviews";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshAfterChange } from "@/lib/realtime";

// The company's side of interviews (decision 036) in the candidate's sheet: an application's
// interviews, 'Agendar entrevista', 'Remarcar', 'Cancelar entrevista' and 'Registrar resultado'.
// Under ["applications", …], which realtime refreshes whenever an interview or the application changes.

const interviewsKey = (applicationId: string) => ["applications", "interviews", applicationId] as const;

const fetchInterviews = (applicationId: string) =>
  unwrap(api.company.applications[":id"].interviews.$get({ param: { id: applicationId } }));

export type CompanyInterview = Awaited<ReturnType<typeof fetchInterviews>>["interviews"][number];

/** An application's interviews, newest first. */
export const applicationInterviewsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: interviewsKey(applicationId),
    queryFn: async () => (await fetchInterviews(applicationId)).interviews,
  });

/** The job's hiring members (Administradores and Recrutadores): who may interview. Under ["jobs"]. */
export const interviewersQuery = (jobId: string) =>
  queryOptions({
    queryKey: ["jobs", "interviewers", jobId],
    queryFn: async () =>
      (await unwrap(api.company.jobs[":id"].responsible.$get({ param: { id: jobId } }))).members.map((m) => ({
        id: m.id,
        name: m.name,
      })),
  });

/** After a change: the sheet's interviews at once; the lists' 'Entrevista: …' and the rest with the event. */
const refreshInterviews = (queryClient: QueryClient, applicationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: interviewsKey(applicationId) }),
    refreshAfterChange(queryClient, "interviews"),
  ]);

/**
 * 'Agendar entrevista': answers the API's message. On a refusal the sheet reads the interviews
 * again too: another member may have scheduled one meanwhile.
 */
export function useScheduleInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInterviewInput) =>
      unwrap(api.company.applications[":id"].interviews.$post({ param: { id: applicationId }, json: input })),
    onSuccess: () => refreshInterviews(queryClient, applicationId),
    onError: () => queryClient.invalidateQueries({ queryKey: interviewsKey(applicationId) }),
  });
}

/** 'Remarcar': new times, and why when the company says. */
export function useRescheduleInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: RescheduleInterviewInput & { id: string }) =>
      unwrap(api.company.interviews[":id"].reschedule.$post({ param: { id }, json: input })),
    onSuccess: () => refreshInterviews(queryClient, applicationId),
    onError: () => queryClient.invalidateQueries({ queryKey: interviewsKey(applicationId) }),
  });
}

/** 'Cancelar entrevista', with its reason. */
export function useCancelInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.company.interviews[":id"].cancel.$post({ param: { id }, json: { reason } })),
    onSuccess: () => refreshInterviews(queryClient, applicationId),
    onError: () => queryClient.invalidateQueries({ queryKey: interviewsKey(applicationId) }),
  });
}

/** 'Registrar resultado': Realizada or Não compareceu, with a note. */
export function useRecordOutcome(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; outcome: InterviewOutcome; note?: string | null }) =>
      unwrap(api.company.interviews[":id"].outcome.$post({ param: { id }, json: input })),
    onSuccess: () => refreshInterviews(queryClient, applicationId),
    onError: () => queryClient.invalidateQueries({ queryKey: interviewsKey(applicationId) }),
  });
}

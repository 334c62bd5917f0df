// The militar's interviews: the times a company proposed, choosing one, asking for others and
// cancelling. Every change is announced by the realtime topic "interviews", which refreshes the
// interviews and the applications the cards show.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, api, unwrap } from "@/lib/api-client";
import { refreshAfterChange } from "@/lib/realtime";

const interviewsApi = api.military.interviews;

const fetchMine = () => unwrap(interviewsApi.$get());

export type MilitarInterview = Awaited<ReturnType<typeof fetchMine>>["interviews"][number];

/** His interviews, newest first (the last 50): one open at a time per application. */
export const militarInterviewsQuery = queryOptions({ queryKey: ["interviews", "militar"], queryFn: fetchMine });

/**
 * A change to one interview. After it, and after a refusal (a time that just went, an interview
 * the company already moved), the list is read again: the card shows where it stands now.
 */
function useInterviewChange<V extends { id: string }>(send: (vars: V) => Promise<{ id: string; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => refreshAfterChange(queryClient, "interviews"),
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: militarInterviewsQuery.queryKey });
      }
    },
  });
}

/** 'Escolher horário': confirms the interview at one of the proposed times. */
export const useChooseSlot = () =>
  useInterviewChange(({ id, slotId }: { id: string; slotId: string }) =>
    unwrap(interviewsApi[":id"].choose.$post({ param: { id }, json: { slotId } })),
  );

/** 'Pedir outros horários', with his reason. */
export const useRequestTimes = () =>
  useInterviewChange(({ id, reason }: { id: string; reason: string }) =>
    unwrap(interviewsApi[":id"]["request-times"].$post({ param: { id }, json: { reason } })),
  );

/** 'Cancelar entrevista', with his reason. */
export const useCancelInterview = () =>
  useInterviewChange(({ id, reason }: { id: string; reason: string }) =>
    unwrap(interviewsApi[":id"].cancel.$post({ param: { id }, json: { reason } })),
  );

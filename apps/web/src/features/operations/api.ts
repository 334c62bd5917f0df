import type { EnterpriseContractInput, reportDecisionSchema, WithdrawalDecision } from "@pm/shared/operations.console";
import type { PrivacyDecision } from "@pm/shared/privacy";
import {
  SUPPORT_LIMITS,
  type SupportAnswerStatus,
  type SupportCategory,
  type SupportPlan,
  type SupportStatus,
} from "@pm/shared/support.constants";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { z } from "zod";
import { api, unwrap } from "@/lib/api-client";
import { keysetQuery } from "@/lib/keyset";
import { refreshAfterChange } from "@/lib/realtime";
import { meQuery } from "@/lib/session";

type ReportDecisionInput = z.input<typeof reportDecisionSchema>;

// Everything the console reads sits under ["operations"]: an action refreshes it all.
const ROOT = "operations";

/** A search's query: the words typed, and the page's cursor past the first. */
const searchQuery = (q: string, cursor: string | undefined) => ({
  ...(q ? { q } : {}),
  ...(cursor ? { cursor } : {}),
});

export const companiesQuery = (q: string) =>
  keysetQuery([ROOT, "companies", q], (cursor) =>
    unwrap(api.operations.companies.$get({ query: searchQuery(q, cursor) })),
  );

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: [ROOT, "company", id],
    queryFn: () => unwrap(api.operations.companies[":id"].$get({ param: { id } })),
  });

export const auditQuery = queryOptions({
  queryKey: [ROOT, "audit"],
  queryFn: () => unwrap(api.operations.audit.$get()),
});

function useConsoleMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export const useSetContract = (id: string) =>
  useConsoleMutation((json: EnterpriseContractInput) =>
    unwrap(api.operations.companies[":id"].contract.$put({ param: { id }, json })),
  );

export const useEndContract = (id: string) =>
  useConsoleMutation((reason: string) =>
    unwrap(api.operations.companies[":id"].contract.end.$post({ param: { id }, json: { reason } })),
  );

export const useSuspension = (id: string, suspend: boolean) =>
  useConsoleMutation<string, { message: string }>((reason) =>
    suspend
      ? unwrap(api.operations.companies[":id"].suspend.$post({ param: { id }, json: { reason } }))
      : unwrap(api.operations.companies[":id"].reinstate.$post({ param: { id }, json: { reason } })),
  );

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => unwrap(api.operations["two-factor"].enable.$post({ json: { password } })),
  });
}

/** Confirming the app renews the session (the cookie comes back) and opens the console. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrap(api.operations["two-factor"].confirm.$post({ json: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}

export const figuresQuery = queryOptions({
  queryKey: [ROOT, "figures"],
  queryFn: () => unwrap(api.operations.figures.$get()),
});

/** 'Planos de transição': how many plans, by months to discharge, and the occupations most chosen (counts only). */
export const transitionFiguresQuery = queryOptions({
  queryKey: [ROOT, "figures", "transition"],
  queryFn: () => unwrap(api.operations.figures.transition.$get()),
});

export const militaresQuery = (q: string) =>
  keysetQuery([ROOT, "militares", q], (cursor) =>
    unwrap(api.operations.militares.$get({ query: searchQuery(q, cursor) })),
  );

export const useResendConfirmation = () =>
  useConsoleMutation((id: string) =>
    unwrap(api.operations.militares[":id"]["resend-confirmation"].$post({ param: { id } })),
  );

export type WithdrawalState = "solicitado" | "pago" | "recusado";

export const withdrawalsQuery = (status: WithdrawalState) =>
  queryOptions({
    queryKey: [ROOT, "withdrawals", status],
    queryFn: () => unwrap(api.operations.withdrawals.$get({ query: { status } })),
  });

export const useDecideWithdrawal = () =>
  useConsoleMutation(({ id, decision }: { id: string; decision: WithdrawalDecision }) =>
    unwrap(api.operations.withdrawals[":id"].decision.$post({ param: { id }, json: decision })),
  );

export const reportsQuery = (state: "abertas" | "decididas") =>
  queryOptions({
    queryKey: [ROOT, "reports", state],
    queryFn: () => unwrap(api.operations.reports.$get({ query: { state } })),
  });

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: [ROOT, "report", id],
    queryFn: () => unwrap(api.operations.reports[":id"].$get({ param: { id } })),
  });

export const useDecideReport = (id: string) =>
  useConsoleMutation((json: ReportDecisionInput) =>
    unwrap(api.operations.reports[":id"].decision.$post({ param: { id }, json })),
  );

export const offersQuery = (filtro: "denunciadas" | "todas") =>
  queryOptions({
    queryKey: [ROOT, "offers", filtro],
    queryFn: () => unwrap(api.operations.offers.$get({ query: { filtro } })),
  });

export const offerReportsQuery = (id: string) =>
  queryOptions({
    queryKey: [ROOT, "offer-reports", id],
    queryFn: () => unwrap(api.operations.offers[":id"].reports.$get({ param: { id } })),
  });

export const useOfferPublication = (id: string, publish: boolean) =>
  useConsoleMutation<string, { message: string }>((reason) =>
    publish
      ? unwrap(api.operations.offers[":id"].republish.$post({ param: { id }, json: { reason } }))
      : unwrap(api.operations.offers[":id"].unpublish.$post({ param: { id }, json: { reason } })),
  );

export type PrivacyQueue = "abertas" | "respondidas";

/** The requests under the LGPD, a page at a time: the open ones oldest first. */
export const privacyRequestsQuery = (situacao: PrivacyQueue) =>
  keysetQuery([ROOT, "privacy-requests", situacao], (cursor) =>
    unwrap(api.operations["privacy-requests"].$get({ query: cursor ? { situacao, cursor } : { situacao } })),
  );

export const useDecidePrivacyRequest = () =>
  useConsoleMutation(({ id, decision }: { id: string; decision: PrivacyDecision }) =>
    unwrap(api.operations["privacy-requests"][":id"].decision.$post({ param: { id }, json: decision })),
  );

export const operatorsQuery = queryOptions({
  queryKey: [ROOT, "operators"],
  queryFn: () => unwrap(api.operations.operators.$get()),
});

export const useResetOperatorTwoFactor = (id: string) =>
  useConsoleMutation((reason: string) =>
    unwrap(api.operations.operators[":id"]["reset-two-factor"].$post({ param: { id }, json: { reason } })),
  );

// Support ('Suporte'). Its reads sit under ["support"], which realtime makes stale on every change
// of a request or message (any operator's, or the person's); the typing signal under
// ["support-typing"]. Both roots are shared with the person's pages, so the console's keys go on
// with "operations".
const SUPPORT = "support";
const SUPPORT_TYPING = "support-typing";

/** The queue's status filter: one status, or every one. */
export type SupportQueueStatus = SupportStatus | "todos";

export interface SupportQueueFilters {
  plan: SupportPlan | null;
  category: SupportCategory | null;
  status: SupportQueueStatus;
  /** Only the requests the operator took. */
  mine: boolean;
}

/** The operators' queue, a page at a time: Enterprise first, then the nearest due time, then the oldest. */
export const supportQueueQuery = (filters: SupportQueueFilters) =>
  keysetQuery([SUPPORT, "operations", "queue", filters], (cursor) =>
    unwrap(
      api.operations.support.$get({
        query: {
          status: filters.status,
          ...(filters.plan ? { plan: filters.plan } : {}),
          ...(filters.category ? { category: filters.category } : {}),
          ...(filters.mine ? { mine: "1" as const } : {}),
          ...(cursor ? { cursor } : {}),
        },
      }),
    ),
  );

export const supportRequestQuery = (id: string) =>
  queryOptions({
    queryKey: [SUPPORT, "operations", "request", id],
    queryFn: () => unwrap(api.operations.support[":id"].$get({ param: { id } })),
  });

/**
 * Whether the person is typing. Realtime refreshes it when a signal comes; while it says yes, it
 * is read again now and then, since no event tells that the typing stopped.
 */
export const supportTypingQuery = (id: string) =>
  queryOptions({
    queryKey: [SUPPORT_TYPING, "operations", id],
    queryFn: () => unwrap(api.operations.support[":id"].typing.$get({ param: { id } })),
    refetchInterval: (query) => (query.state.data?.typing ? (SUPPORT_LIMITS.typingSeconds * 1000) / 2 : false),
  });

export const supportMacrosQuery = queryOptions({
  queryKey: [SUPPORT, "operations", "macros"],
  queryFn: () => unwrap(api.operations.support.macros.$get()),
});

export const supportStatsQuery = queryOptions({
  queryKey: [SUPPORT, "operations", "stats"],
  queryFn: () => unwrap(api.operations.support.stats.$get()),
});

/** A change to a request or its thread: the queue and the request refresh with its realtime event. */
function useSupportChange<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, "support_requests") });
}

/** A change no realtime event covers (the macros, the availability): the support reads refresh now. */
function useSupportSetting<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshSupport(queryClient) });
}

const refreshSupport = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [SUPPORT] });

/** A message and its attachments as the API reads them: multipart, each file a `files` entry. */
function supportForm(fields: Record<string, string>, files: readonly File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append("files", file);
  return form;
}

export const useTakeSupportRequest = (id: string) =>
  useSupportChange(() => unwrap(api.operations.support[":id"].take.$post({ param: { id } })));

export const useHandOverSupportRequest = (id: string) =>
  useSupportChange((operatorId: string) =>
    unwrap(api.operations.support[":id"]["hand-over"].$post({ param: { id }, json: { operatorId } })),
  );

export interface SupportAnswerInput {
  message: string;
  status: SupportAnswerStatus;
  files: readonly File[];
}

export const useAnswerSupportRequest = (id: string) =>
  useSupportChange(({ message, status, files }: SupportAnswerInput) =>
    // Multipart: the browser sets the boundary, so no content type is given here.
    unwrap(
      api.operations.support[":id"].answer.$post(
        { param: { id } },
        { init: { body: supportForm({ message, status }, files) } },
      ),
    ),
  );

export const useSupportNote = (id: string) =>
  useSupportChange((message: string) =>
    unwrap(api.operations.support[":id"].notes.$post({ param: { id }, json: { message } })),
  );

export const useSupportStatus = (id: string) =>
  useSupportChange((status: SupportStatus) =>
    unwrap(api.operations.support[":id"].status.$post({ param: { id }, json: { status } })),
  );

/** Marks the person's messages read (the receipt they see); nothing on screen changes here. */
export function useMarkSupportRead() {
  return useMutation({
    mutationFn: (id: string) => unwrap(api.operations.support[":id"].read.$post({ param: { id } })),
  });
}

/**
 * The typing signal: `signal()` on every keystroke sends it at most every 3 seconds (the person
 * sees 'digitando…' for 6). A failed signal is not worth telling.
 */
export function useSupportTypingSignal(id: string) {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < TYPING_SIGNAL_EVERY_MS) return;
    last.current = now;
    void unwrap(api.operations.support[":id"].typing.$post({ param: { id } })).catch(() => {});
  };
}

export const TYPING_SIGNAL_EVERY_MS = 3_000;

export const useSupportAvailability = () =>
  useSupportSetting((available: boolean) => unwrap(api.operations.support.availability.$put({ json: { available } })));

export interface SupportMacroInput {
  title: string;
  body: string;
}

export const useSaveSupportMacro = (id: string | null) =>
  useSupportSetting((json: SupportMacroInput) =>
    id
      ? unwrap(api.operations.support.macros[":id"].$put({ param: { id }, json }))
      : unwrap(api.operations.support.macros.$post({ json })),
  );

export const useDeleteSupportMacro = () =>
  useSupportSetting((id: string) => unwrap(api.operations.support.macros[":id"].$delete({ param: { id } })));

// The community's moderation ('Comunidade', decision 040): reported posts and the questions nobody
// answered in three days, in one read. Every decision refreshes the console's root, like the rest.
export const communityQueueQuery = queryOptions({
  queryKey: [ROOT, "community"],
  queryFn: () => unwrap(api.operations.community.$get()),
});

export type CommunityQueue = Awaited<ReturnType<NonNullable<typeof communityQueueQuery.queryFn>>>;
export type ReportedPost = CommunityQueue["reported"][number];
export type UnansweredQuestion = CommunityQueue["unanswered"][number];

export type CommunityPostDecision = { decision: "manter" } | { decision: "remover"; reason: string };

export const useDecideCommunityPost = () =>
  useConsoleMutation(
    ({ kind, id, decision }: { kind: ReportedPost["kind"]; id: string; decision: CommunityPostDecision }) =>
      unwrap(api.operations.community.posts[":kind"][":id"].decision.$post({ param: { kind, id }, json: decision })),
  );

export const useSuspendCommunityMember = () =>
  useConsoleMutation(({ userId, days, reason }: { userId: string; days: number; reason: string }) =>
    unwrap(api.operations.community.members[":userId"].suspension.$post({ param: { userId }, json: { days, reason } })),
  );

/** An operator confirms a militar as a veteran, or withdraws it (the community's badge). */
export const useSetVeteran = () =>
  useConsoleMutation(({ userId, confirmed }: { userId: string; confirmed: boolean }) =>
    unwrap(api.operations.community.members[":userId"].veteran.$put({ param: { userId }, json: { confirmed } })),
  );

/** The team's answer, shown to members as 'Equipe Próxima Missão'. */
export const useAnswerAsTeam = (questionId: string) =>
  useConsoleMutation((body: string) =>
    unwrap(api.operations.community.questions[":id"].answers.$post({ param: { id: questionId }, json: { body } })),
  );

/** After a 409 or a 404 the queue was out of date (another operator decided): read it again. */
export function useRefreshCommunityQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communityQueueQuery.queryKey });
}

import type { EnterpriseContractInput, reportDecisionSchema, WithdrawalDecision } from "@pm/shared/operations.console";
import type { PrivacyDecision } from "@pm/shared/privacy";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, unwrap } from "@/lib/api-client";
import { keysetQuery } from "@/lib/keyset";
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

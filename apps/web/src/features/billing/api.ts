import type { CompanyPlanId } from "@pm/shared/plans";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { meQuery } from "@/features/auth/api";
import { api, unwrap } from "@/lib/api-client";

export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: string) => unwrap(api.billing.checkout.$post({ json: { plan } })),
  });
}

/** Whether a returning checkout session is paid; only the caller's company's sessions answer. */
export const verifyPaymentQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ["billing", "verify", sessionId],
    queryFn: () => unwrap(api.billing.verify.$post({ json: { sessionId } })),
    staleTime: 0,
  });

// --- Plan management (/empresa/planos) ------------------------------------------------------------

/** Shown when a plan change or payment fails without a message of its own. */
export const PAYMENT_ERROR = "Erro ao processar pagamento. Tente novamente mais tarde.";

const fetchSummary = () => unwrap(api.billing.summary.$get());
const fetchPayments = () => unwrap(api.billing.payments.$get());
const fetchChangePreview = (plan: CompanyPlanId) => unwrap(api.billing["change-preview"].$get({ query: { plan } }));

export type BillingSummary = Awaited<ReturnType<typeof fetchSummary>>;
export type ChangePreview = Awaited<ReturnType<typeof fetchChangePreview>>;
export type BillingPayment = Awaited<ReturnType<typeof fetchPayments>>["payments"][number];

/** The company's plan, usage and subscription as the plans screen shows them. */
export const billingSummaryQuery = queryOptions({ queryKey: ["billing", "summary"], queryFn: fetchSummary });

/** The company's payments and credits, newest first. */
export const paymentHistoryQuery = queryOptions({ queryKey: ["billing", "payments"], queryFn: fetchPayments });

/** What moving to `plan` would do right now; always asked afresh, since amounts are pro rata. */
export const changePreviewQuery = (plan: CompanyPlanId) =>
  queryOptions({
    queryKey: ["billing", "change-preview", plan],
    queryFn: () => fetchChangePreview(plan),
    staleTime: 0,
  });

/**
 * Refreshes everything that shows the plan: the header badge (the signed-in user), the plans
 * screen and the dashboard. Checkout verifications are left alone: they are per session.
 */
export function refreshPlanQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ["billing"], predicate: (q) => q.queryKey[1] !== "verify" }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: CompanyPlanId) => unwrap(api.billing["change-plan"].$post({ json: { plan } })),
    // Waits for the refetch, so the badge already shows the new plan when the dialog closes.
    onSuccess: async (result) => {
      if (result.kind === "changed") await refreshPlanQueries(queryClient);
    },
  });
}

/** Cancel or resume at period end: the summary takes the answer at once, then refetches. */
function useSubscriptionToggle(call: () => Promise<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ cancelAtPeriodEnd, currentPeriodEnd }) => {
      queryClient.setQueryData(billingSummaryQuery.queryKey, (summary) =>
        summary?.subscription
          ? { ...summary, subscription: { ...summary.subscription, cancelAtPeriodEnd, currentPeriodEnd } }
          : summary,
      );
      await queryClient.invalidateQueries({ queryKey: billingSummaryQuery.queryKey });
    },
  });
}

export function useCancelSubscription() {
  return useSubscriptionToggle(() => unwrap(api.billing.cancel.$post()));
}

export function useResumeSubscription() {
  return useSubscriptionToggle(() => unwrap(api.billing.resume.$post()));
}

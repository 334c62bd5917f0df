import type { CompanyPlanId } from "@pm/shared/billing";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { meQuery } from "@/lib/session";

export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: string) => unwrap(api.billing.checkout.$post({ json: { plan } })),
  });
}

/**
 * Whose billing a screen shows: the company's (/empresa/planos) or the militar's PREMIUM
 * (/app/pagamentos). Both answer in the same shapes for payments, verify, cancel and resume.
 */
export type BillingScope = "company" | "military";

const endpoints = {
  company: {
    verify: (sessionId: string) => unwrap(api.billing.verify.$post({ json: { sessionId } })),
    payments: () => unwrap(api.billing.payments.$get()),
    cancel: () => unwrap(api.billing.cancel.$post()),
    resume: () => unwrap(api.billing.resume.$post()),
  },
  military: {
    verify: (sessionId: string) => unwrap(api.military.billing.verify.$post({ json: { sessionId } })),
    payments: () => unwrap(api.military.billing.payments.$get()),
    cancel: () => unwrap(api.military.billing.cancel.$post()),
    resume: () => unwrap(api.military.billing.resume.$post()),
  },
} satisfies Record<BillingScope, unknown>;

/** Whether a returning checkout session is paid; only the caller's own sessions answer. */
export const verifyPaymentQuery = (sessionId: string, scope: BillingScope = "company") =>
  queryOptions({
    queryKey: ["billing", "verify", scope, sessionId],
    // A company's answer also names the company (the result page shows it).
    queryFn: (): Promise<{ paid: boolean; plan: string; companyName?: string }> => endpoints[scope].verify(sessionId),
    staleTime: 0,
  });

// --- Plan management (/empresa/planos) ------------------------------------------------------------

/** Shown when a plan change or payment fails without a message of its own. */
export const PAYMENT_ERROR = "Erro ao processar pagamento. Tente novamente mais tarde.";

const fetchSummary = () => unwrap(api.billing.summary.$get());
const fetchPayments = () => endpoints.company.payments();
const fetchChangePreview = (plan: CompanyPlanId) => unwrap(api.billing["change-preview"].$get({ query: { plan } }));

export type BillingSummary = Awaited<ReturnType<typeof fetchSummary>>;
export type ChangePreview = Awaited<ReturnType<typeof fetchChangePreview>>;
export type BillingPayment = Awaited<ReturnType<typeof fetchPayments>>["payments"][number];

/** The company's plan, usage and subscription as the plans screen shows them. */
export const billingSummaryQuery = queryOptions({ queryKey: ["billing", "summary"], queryFn: fetchSummary });

/** The company's or the militar's payments (and a company's credits), newest first. */
export const paymentHistoryQuery = (scope: BillingScope = "company") =>
  queryOptions({
    queryKey: scope === "company" ? ["billing", "payments"] : ["billing", "military", "payments"],
    queryFn: () => endpoints[scope].payments(),
  });

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
    // A militar's plan sets the application cap the job board shows.
    queryClient.invalidateQueries({ queryKey: ["applications"] }),
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

/** The summary a scope's screen shows (the company's plans screen, or /app/pagamentos). */
const summaryKey = (scope: BillingScope) =>
  scope === "company" ? billingSummaryQuery.queryKey : militaryBillingSummaryQuery.queryKey;

type Toggled = { cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null; ended: boolean };
type WithSubscription = { subscription: (Toggled & object) | null };

/** Cancel or resume at period end: the summary takes the answer at once, then refetches. */
function useSubscriptionToggle(scope: BillingScope, action: "cancel" | "resume") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Toggled> => endpoints[scope][action](),
    onSuccess: async ({ cancelAtPeriodEnd, currentPeriodEnd, ended }) => {
      const key = summaryKey(scope);
      if (ended) {
        await refreshPlanQueries(queryClient);
        return;
      }
      queryClient.setQueryData<WithSubscription>(key, (summary) =>
        summary?.subscription
          ? { ...summary, subscription: { ...summary.subscription, cancelAtPeriodEnd, currentPeriodEnd } }
          : summary,
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useCancelSubscription(scope: BillingScope = "company") {
  return useSubscriptionToggle(scope, "cancel");
}

export function useResumeSubscription(scope: BillingScope = "company") {
  return useSubscriptionToggle(scope, "resume");
}

// --- The militar's PREMIUM (/app/pagamentos) -------------------------------------------------------

const fetchMilitarySummary = () => unwrap(api.military.billing.summary.$get());
export type MilitaryBillingSummary = Awaited<ReturnType<typeof fetchMilitarySummary>>;

/** The militar's plan, active applications and PREMIUM subscription. */
export const militaryBillingSummaryQuery = queryOptions({
  queryKey: ["billing", "military", "summary"],
  queryFn: fetchMilitarySummary,
});

/** Opens (or reopens, after a double click) the PREMIUM checkout; the caller follows its URL. */
export function useStartPremiumCheckout() {
  return useMutation({ mutationFn: () => unwrap(api.military.billing.checkout.$post()) });
}

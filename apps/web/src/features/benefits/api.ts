import type { BenefitCategory } from "@pm/shared/benefits";
import type { ConfirmUseInput, OfferInput } from "@pm/shared/benefits.company";
import type { WithdrawalInput } from "@pm/shared/benefits.military";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { keysetQuery } from "@/lib/keyset";
import { refreshAfterChange } from "@/lib/realtime";

// Every key lives under ["benefits"]: a partner's validation (realtime) refreshes the militar's
// open history, and a redemption refreshes the partner's counts.
const refreshOffers = (queryClient: QueryClient) => refreshAfterChange(queryClient, "benefit_offers");
const refreshRedemptions = (queryClient: QueryClient) => refreshAfterChange(queryClient, "benefit_redemptions");

// --- The partner: offers, validation at the till, uses and cashback owed --------------------------

const offersApi = api.company.benefits;

const fetchOffers = () => unwrap(offersApi.$get());
const fetchOffer = (id: string) => unwrap(offersApi[":id"].$get({ param: { id } }));
const fetchUsesPage = (cursor: string | undefined) => unwrap(offersApi.uses.$get({ query: cursor ? { cursor } : {} }));

export type PartnerOffers = Awaited<ReturnType<typeof fetchOffers>>;
export type PartnerOffer = Awaited<ReturnType<typeof fetchOffer>>;
export type PartnerUse = Awaited<ReturnType<typeof fetchUsesPage>>["uses"][number];

export const partnerOffersQuery = queryOptions({ queryKey: ["benefits", "offers"], queryFn: fetchOffers });
export const partnerOfferQuery = (id: string) =>
  queryOptions({ queryKey: ["benefits", "offers", id], queryFn: () => fetchOffer(id) });
export const partnerUsesQuery = keysetQuery(["benefits", "uses"], (cursor) => fetchUsesPage(cursor));

export function useSaveOffer(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferInput) =>
      unwrap(id ? offersApi[":id"].$put({ param: { id }, json: input }) : offersApi.$post({ json: input })),
    onSuccess: () => refreshOffers(queryClient),
  });
}

export function usePauseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      unwrap(offersApi[":id"].pause.$post({ param: { id }, json: { paused } })),
    onSuccess: () => refreshOffers(queryClient),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(offersApi[":id"].$delete({ param: { id } })),
    onSuccess: () => refreshOffers(queryClient),
  });
}

export function useLookupCode() {
  return useMutation({ mutationFn: (code: string) => unwrap(offersApi.validate.lookup.$post({ json: { code } })) });
}

export type TillRedemption = Awaited<ReturnType<ReturnType<typeof useLookupCode>["mutateAsync"]>>;

export function useConfirmUse() {
  const queryClient = useQueryClient();
  return useMutation({
    // The amount goes as the form typed it ("150,90"): the API reads reais the same way.
    mutationFn: (input: { code: string; purchaseAmount: string }) =>
      unwrap(offersApi.validate.confirm.$post({ json: input as ConfirmUseInput & { purchaseAmount: string } })),
    onSuccess: () => refreshRedemptions(queryClient),
  });
}

export function useContestCashback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(offersApi.uses[":id"].contest.$post({ param: { id }, json: { reason } })),
    onSuccess: () => refreshRedemptions(queryClient),
  });
}

// --- The militar: the catalogue, redemptions, the history and cashback ------------------------------

/** The catalogue's filters as the API reads them: only the ones set. */
export type CatalogueFilters = { q?: string; category?: BenefitCategory; city?: string };

const fetchCataloguePage = (filters: CatalogueFilters, cursor: string | undefined) =>
  unwrap(api.military.benefits.$get({ query: { ...filters, ...(cursor ? { cursor } : {}) } }));
const fetchHistoryPage = (cursor: string | undefined) =>
  unwrap(api.military.benefits.redemptions.$get({ query: cursor ? { cursor } : {} }));
const fetchRedemption = (id: string) => unwrap(api.military.benefits.redemptions[":id"].$get({ param: { id } }));
const fetchCashback = () => unwrap(api.military.benefits.cashback.$get());

export type CataloguePage = Awaited<ReturnType<typeof fetchCataloguePage>>;
export type CatalogueOffer = CataloguePage["offers"][number];
export type Redemption = Awaited<ReturnType<typeof fetchRedemption>>;
export type Cashback = Awaited<ReturnType<typeof fetchCashback>>;

export const catalogueQuery = (filters: CatalogueFilters) =>
  keysetQuery(["benefits", "catalogue", filters], (cursor) => fetchCataloguePage(filters, cursor));

export const historyQuery = keysetQuery(["benefits", "history"], (cursor) => fetchHistoryPage(cursor));

export const redemptionQuery = (id: string) =>
  queryOptions({ queryKey: ["benefits", "redemption", id], queryFn: () => fetchRedemption(id) });

export const cashbackQuery = queryOptions({ queryKey: ["benefits", "cashback"], queryFn: fetchCashback });

export function useRedeemOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.military.benefits.offers[":id"].redeem.$post({ param: { id } })),
    onSuccess: () => refreshRedemptions(queryClient),
  });
}

export function useRateRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number }) =>
      unwrap(api.military.benefits.redemptions[":id"].rating.$post({ param: { id }, json: { rating } })),
    onSuccess: () => refreshRedemptions(queryClient),
  });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pixKeyType: WithdrawalInput["pixKeyType"]; pixKey: string; amount: string }) =>
      unwrap(api.military.benefits.cashback.withdrawals.$post({ json: input })),
    onSuccess: () => refreshAfterChange(queryClient, "cashback_withdrawals"),
  });
}

/** A militar reports a misleading or abusive offer to the platform's operators. */
export function useReportOffer() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.military.benefits.offers[":id"].report.$post({ param: { id }, json: { reason } })),
  });
}

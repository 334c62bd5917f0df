import { queryOptions, useMutation } from "@tanstack/react-query";
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

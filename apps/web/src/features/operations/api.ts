import type { EnterpriseContractInput } from "@pm/shared/operations.console";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { meQuery } from "@/lib/session";

// Everything the console reads sits under ["operations"]: an action refreshes it all.
const ROOT = "operations";

export const companiesQuery = (q: string) =>
  queryOptions({
    queryKey: [ROOT, "companies", q],
    queryFn: () => unwrap(api.operations.companies.$get({ query: q ? { q } : {} })),
  });

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

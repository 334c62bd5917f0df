import type { ApiKeyCreateInput } from "@pm/shared/integrations.company";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export const apiKeysQuery = queryOptions({
  queryKey: ["billing", "api-keys"],
  queryFn: () => unwrap(api.company.integrations.keys.$get()),
});

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ApiKeyCreateInput) => unwrap(api.company.integrations.keys.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.company.integrations.keys[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

import type { ApiKeyCreateInput, WebhookEndpointInput } from "@pm/shared/integrations.company";
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

export const webhooksQuery = queryOptions({
  queryKey: ["billing", "webhooks"],
  queryFn: () => unwrap(api.company.integrations.webhooks.$get()),
});

function useWebhookMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQuery.queryKey }),
  });
}

export const useCreateEndpoint = () =>
  useWebhookMutation((json: WebhookEndpointInput) => unwrap(api.company.integrations.webhooks.$post({ json })));

export const useDeleteEndpoint = () =>
  useWebhookMutation((id: string) => unwrap(api.company.integrations.webhooks[":id"].$delete({ param: { id } })));

export const useEnableEndpoint = () =>
  useWebhookMutation((id: string) => unwrap(api.company.integrations.webhooks[":id"].enable.$post({ param: { id } })));

export const useResendDelivery = () =>
  useWebhookMutation((id: string) =>
    unwrap(api.company.integrations.deliveries[":id"].resend.$post({ param: { id } })),
  );

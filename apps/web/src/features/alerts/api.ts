import type { UpdateAlert } from "@pm/shared/alerts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

// The militar's alerts: listed, edited, paused and resumed, deleted, and 'Seguir empresa'. No
// realtime topic announces them (only he changes them, and the bell tells of what they sent), so
// each change refreshes the list itself.
const alertsApi = api.military.alerts;

const fetchAlerts = () => unwrap(alertsApi.$get());
export type MilitaryAlert = Awaited<ReturnType<typeof fetchAlerts>>["alerts"][number];
/**
 * Read again whenever the page opens: alerts are also created from the boards' 'Criar alerta'
 * (components/job-alert-dialog.tsx), which has no query cache to mark this list stale in.
 */
export const alertsQuery = queryOptions({ queryKey: ["alerts", "list"], queryFn: fetchAlerts, staleTime: 0 });

function useRefreshAlerts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["alerts"] });
}

export function useUpdateAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateAlert & { id: string }) =>
      unwrap(alertsApi[":id"].$patch({ param: { id }, json: changes })),
    onSuccess: refresh,
  });
}

export function useDeleteAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: string) => unwrap(alertsApi[":id"].$delete({ param: { id } })),
    onSettled: refresh,
  });
}

/** 'Seguir empresa': one alert on the company's jobs; following it again keeps that one. */
export function useFollowCompany() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (slug: string) => unwrap(alertsApi.follow.$post({ json: { slug } })),
    onSuccess: refresh,
  });
}

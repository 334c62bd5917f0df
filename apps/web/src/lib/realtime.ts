import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** Which cached queries a change to each table makes stale. Features name their keys after these. */
const KEYS_BY_TABLE: Record<string, QueryKey[]> = {
  jobs: [["jobs"], ["dashboard"]],
  job_applications: [["applications"], ["dashboard"], ["jobs"]],
  job_views: [["dashboard"], ["jobs"]],
  // The signed-in company's own plan: the header badge reads ["me"], the plan screen ["billing"].
  companies: [["me"], ["billing"]],
  // The signed-in militar's plan (PREMIUM or FREE): the header badge, /app/pagamentos, and the
  // application cap the job board and the dashboard show.
  military_profiles: [["me"], ["billing"], ["applications"], ["dashboard"]],
  subscriptions: [["billing"]],
  payments: [["billing"]],
  notifications: [["notifications"]],
};

function invalidateTable(queryClient: QueryClient, table: string) {
  for (const queryKey of KEYS_BY_TABLE[table] ?? []) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Opens the SSE stream of changes that concern the signed-in user. The browser reconnects by
 * itself; after a reconnect everything is refreshed, since events may have been missed meanwhile.
 */
export function connectRealtime(queryClient: QueryClient): () => void {
  const source = new EventSource("/api/events");
  let connectedBefore = false;
  source.addEventListener("ready", () => {
    if (connectedBefore) for (const table of Object.keys(KEYS_BY_TABLE)) invalidateTable(queryClient, table);
    connectedBefore = true;
  });
  source.addEventListener("change", (e) => {
    try {
      const { table } = JSON.parse((e as MessageEvent<string>).data) as { table: string };
      invalidateTable(queryClient, table);
    } catch {
      // A malformed event changes nothing.
    }
  });
  return () => source.close();
}

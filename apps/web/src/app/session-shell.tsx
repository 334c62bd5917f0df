// Everything that needs the signed-in user — the query cache, cross-tab and realtime sync, the
// area guards — lives in this chunk, so the public pages load none of it.
import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { onAuthChange } from "@/lib/auth-channel";
import { createQueryClient } from "@/lib/query-client";
import { connectRealtime } from "@/lib/realtime";
import { clearSession, meQuery } from "@/lib/session";
import { RequireRole } from "./guards";

// One cache for the tab's lifetime: leaving for a public page and coming back keeps it.
const queryClient = createQueryClient();

/** Another tab signed in or out: drop what this tab knows and let the guards follow. */
function AuthSync() {
  const client = useQueryClient();
  useEffect(
    () =>
      onAuthChange((event) => {
        if (event === "signed-out") clearSession(client);
        else void client.invalidateQueries({ queryKey: meQuery.queryKey });
      }),
    [client],
  );
  return null;
}

/** While someone is signed in, server changes that concern them refresh the screens showing them. */
function RealtimeSync() {
  const client = useQueryClient();
  const { data: me } = useQuery({ ...meQuery, enabled: false });
  const userId = me?.id;
  useEffect(() => (userId ? connectRealtime(client) : undefined), [userId, client]);
  return null;
}

export function SessionShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      <RealtimeSync />
      <Outlet />
    </QueryClientProvider>
  );
}

export const MilitaryGuard = () => <RequireRole allowed="militar" />;
export const CompanyGuard = () => <RequireRole allowed="empresa" />;
export const OperationsGuard = () => <RequireRole allowed="operador" />;

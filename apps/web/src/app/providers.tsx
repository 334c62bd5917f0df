import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Toaster } from "sonner";
import { clearSession, meQuery } from "@/features/auth/api";
import { onAuthChange } from "@/features/auth/auth-channel";
import { createQueryClient } from "@/lib/query-client";
import { connectRealtime } from "@/lib/realtime";

/** Another tab signed in or out: drop what this tab knows and let the guards follow. */
function AuthSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAuthChange((event) => {
        if (event === "signed-out") {
          clearSession(queryClient);
        } else {
          void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
        }
      }),
    [queryClient],
  );
  return null;
}

/** While someone is signed in, server changes that concern them refresh the screens showing them. */
function RealtimeSync() {
  const queryClient = useQueryClient();
  const { data: me } = useQuery({ ...meQuery, enabled: false });
  const userId = me?.id;
  useEffect(() => (userId ? connectRealtime(queryClient) : undefined), [userId, queryClient]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      <RealtimeSync />
      {children}
      <Toaster position="top-right" richColors closeButton duration={4500} />
    </QueryClientProvider>
  );
}

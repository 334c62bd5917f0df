import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Toaster } from "sonner";
import { meQuery } from "@/features/auth/api";
import { onAuthChange } from "@/features/auth/auth-channel";
import { createQueryClient } from "@/lib/query-client";

/** Another tab signed in or out: drop what this tab knows and let the guards follow. */
function AuthSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAuthChange((event) => {
        if (event === "signed-out") {
          queryClient.setQueryData(meQuery.queryKey, null);
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "me" });
        } else {
          void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
        }
      }),
    [queryClient],
  );
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      {children}
      <Toaster position="top-right" richColors closeButton duration={4500} />
    </QueryClientProvider>
  );
}

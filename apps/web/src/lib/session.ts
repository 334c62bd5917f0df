// The signed-in user, as every area reads it, and the way out of the session. Infrastructure
// beside the API client: features read the session, none of them owns it.
import { href } from "@pm/shared/pages";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { type NavigateFunction, useNavigate } from "react-router";
import { ApiRequestError, api, unwrap } from "./api-client";
import { broadcastAuthChange } from "./auth-channel";

export type Me = InferResponseType<typeof api.me.$get, 200>;

/** The signed-in user, or null when there is no session. */
export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Me | null> => (await unwrap(api.session.$get())).me as Me | null,
});

/** Forgets everything this tab knew about the signed-in user. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(meQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "me" });
}

/** After the session ended here (signing out, deleting the account): tell the other tabs, go home, forget. */
export async function leaveSession(queryClient: QueryClient, navigate: NavigateFunction) {
  broadcastAuthChange("signed-out");
  // Leave the guarded area first: clearing the session while still inside it would make
  // the area's guard send the user to /auth instead.
  await navigate(href("home"), { replace: true });
  clearSession(queryClient);
}

/** Signs out and goes to the landing page, as Sair does in both areas. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await unwrap(api.auth["sign-out"].$post());
      } catch (error) {
        // An expired session is already signed out.
        if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => leaveSession(queryClient, navigate),
  });
}

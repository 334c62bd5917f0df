import type { ForgotPasswordInput, ResetPasswordInput, SignInInput, SignUpInput } from "@pm/shared/auth";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { useNavigate } from "react-router";
import { ApiRequestError, api, unwrap } from "@/lib/api-client";
import { broadcastAuthChange } from "./auth-channel";

export type Me = InferResponseType<typeof api.me.$get, 200>;

/** The signed-in user, or null when there is no session. */
export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Me | null> => (await unwrap(api.session.$get())).me as Me | null,
});

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => unwrap(api.auth["sign-in"].$post({ json: input })),
    onSuccess: (me) => {
      queryClient.setQueryData(meQuery.queryKey, me as Me);
      broadcastAuthChange("signed-in");
    },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => unwrap(api.auth["sign-up"].$post({ json: input })),
  });
}

/** Forgets everything this tab knew about the signed-in user. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(meQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "me" });
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
    onSuccess: async () => {
      broadcastAuthChange("signed-out");
      // Leave the guarded area first: clearing the session while still inside it would make
      // the area's guard send the user to /auth instead.
      await navigate("/", { replace: true });
      clearSession(queryClient);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => unwrap(api.auth["forgot-password"].$post({ json: input })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => unwrap(api.auth["reset-password"].$post({ json: input })),
  });
}

import type { ForgotPasswordInput, ResetPasswordInput, SignInInput, SignUpInput } from "@pm/shared/auth";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiRequestError, api, unwrap } from "@/lib/api-client";
import { broadcastAuthChange } from "./auth-channel";

export type Me = InferResponseType<typeof api.me.$get, 200>;

/** The signed-in user, or null when there is no session. */
export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await unwrap(api.me.$get());
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
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

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await unwrap(api.auth["sign-out"].$post());
      } catch (error) {
        // An expired session is already signed out.
        if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      queryClient.setQueryData(meQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "me" });
      broadcastAuthChange("signed-out");
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

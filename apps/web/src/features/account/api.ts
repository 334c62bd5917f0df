import type {
  ForgotPasswordInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  TwoFactorSignInInput,
} from "@pm/shared/account.schemas";
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  NotificationPreferencesInput,
} from "@pm/shared/account.settings";
import type { PrivacyRequestInput } from "@pm/shared/privacy";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api, unwrap } from "@/lib/api-client";
import { broadcastAuthChange } from "@/lib/auth-channel";
import { saveDownload } from "@/lib/download";
import { refreshAfterChange } from "@/lib/realtime";
import { leaveSession, type Me, meQuery } from "@/lib/session";
/**
 * The password step. An account with a second factor (an operator) answers `twoFactorRequired`
 * and no session: the form then asks for the code (useTwoFactorSignIn).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => unwrap(api.auth["sign-in"].$post({ json: input })),
    onSuccess: (result) => {
      if ("twoFactorRequired" in result) return;
      queryClient.setQueryData(meQuery.queryKey, result as Me);
      broadcastAuthChange("signed-in");
    },
  });
}

/** The code step: a 6-digit code from the authenticator app, or a recovery code. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorSignInInput) => unwrap(api.auth["sign-in"]["two-factor"].$post({ json: input })),
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

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => unwrap(api.account.password.$post({ json: input })),
  });
}

/** The 'Mensagens' switch: e-mails about messages left unread (both roles). */
export function useSetMessageEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageEmails: boolean) => unwrap(api.account["message-emails"].$put({ json: { messageEmails } })),
    onMutate: (messageEmails) => {
      const before = queryClient.getQueryData<Me | null>(meQuery.queryKey);
      queryClient.setQueryData(meQuery.queryKey, (me: Me | null | undefined) =>
        me ? ({ ...me, profile: { ...me.profile, messageEmails } } as Me) : me,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(meQuery.queryKey, context.before);
    },
    // No table event covers the profile's preference: read "me" again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}

/** 'Quero aparecer no banco de talentos': in or out at once, for every search. */
export function useSetTalentBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (talentBank: boolean) => unwrap(api.military["talent-bank"].$put({ json: { talentBank } })),
    onMutate: (talentBank) => {
      const before = queryClient.getQueryData<Me | null>(meQuery.queryKey);
      queryClient.setQueryData(meQuery.queryKey, (me: Me | null | undefined) =>
        me?.militaryProfile ? ({ ...me, militaryProfile: { ...me.militaryProfile, talentBank } } as Me) : me,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(meQuery.queryKey, context.before);
    },
    onSettled: () => refreshAfterChange(queryClient, "military_profiles"),
  });
}

export function useSetEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) => unwrap(api.account.notifications.$put({ json: input })),
    onMutate: ({ emailNotifications }) => {
      const before = queryClient.getQueryData<Me | null>(meQuery.queryKey);
      queryClient.setQueryData(meQuery.queryKey, (me: Me | null | undefined) =>
        me?.militaryProfile ? ({ ...me, militaryProfile: { ...me.militaryProfile, emailNotifications } } as Me) : me,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(meQuery.queryKey, context.before);
    },
    // Saved, the change's event refreshes ["me"]; refused, it is read again at once.
    onSettled: (_data, error) =>
      error
        ? queryClient.invalidateQueries({ queryKey: meQuery.queryKey })
        : refreshAfterChange(queryClient, "military_profiles"),
  });
}

/** Downloads the JSON of everything the platform holds about the signed-in user. */
export function useExportData() {
  return useMutation({
    mutationFn: () => saveDownload(api.account.export.$get(), "proxima-missao-meus-dados.json"),
  });
}

/** Deletes the account; afterwards the browser is signed out and on the landing page. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => unwrap(api.account.$delete({ json: input })),
    onSuccess: () => leaveSession(queryClient, navigate),
  });
}

/** The caller's requests under the LGPD; realtime refreshes ["privacy"] when an operator answers. */
export const privacyRequestsQuery = queryOptions({
  queryKey: ["privacy", "requests"],
  queryFn: () => unwrap(api["privacy-requests"].$get()),
});

export function useCreatePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PrivacyRequestInput) => unwrap(api["privacy-requests"].$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestsQuery.queryKey }),
  });
}

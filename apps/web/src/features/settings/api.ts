import { ERROR_MESSAGES } from "@pm/shared/errors";
import type { ChangePasswordInput, DeleteAccountInput, NotificationPreferencesInput } from "@pm/shared/military";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { clearSession, type Me, meQuery } from "@/features/auth/api";
import { broadcastAuthChange } from "@/features/auth/auth-channel";
import { ApiRequestError, api, unwrap } from "@/lib/api-client";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => {
      // The API parses the body in its handler, so the typed client does not know it; it travels all the same.
      const args = { json: input };
      return unwrap(api.account.password.$post(args));
    },
  });
}

export function useSetEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) => {
      const args = { json: input };
      return unwrap(api.account.notifications.$put(args));
    },
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}

/** The file name the server gave the download, or a sensible one. */
function fileNameOf(res: Response): string {
  const match = res.headers.get("content-disposition")?.match(/filename="([^"]+)"/);
  return match?.[1] ?? "proxima-missao-meus-dados.json";
}

/** Downloads the JSON of everything the platform holds about the signed-in user. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      let res: Response;
      try {
        res = await api.account.export.$get();
      } catch {
        throw new ApiRequestError(0, "NETWORK", ERROR_MESSAGES.INTERNAL);
      }
      if (!res.ok) await unwrap(Promise.resolve(res));
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(res);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

/** Deletes the account; afterwards the browser is signed out and on the landing page. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => {
      const args = { json: input };
      return unwrap(api.account.$delete(args));
    },
    onSuccess: async () => {
      broadcastAuthChange("signed-out");
      // Leave the guarded area first, as signing out does.
      await navigate("/", { replace: true });
      clearSession(queryClient);
    },
  });
}

import type { ChangeEmailInput, MilitaryProfileInput } from "@pm/shared/military";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Me, meQuery } from "@/features/auth/api";
import { api, unwrap } from "@/lib/api-client";

/** The header, the sidebar and the dashboard show the name and the avatar too. */
function refreshProfileViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}

export function useUpdateMilitaryProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MilitaryProfileInput) => {
      // The API parses the body in its handler, so the typed client does not know it; it travels all the same.
      const args = { json: input };
      return unwrap(api.military.profile.$put(args));
    },
    onSuccess: (saved) => {
      const { fullName, ...militaryProfile } = saved;
      queryClient.setQueryData(meQuery.queryKey, (me: Me | null | undefined) =>
        me ? ({ ...me, profile: { ...me.profile, fullName }, militaryProfile } as Me) : me,
      );
      return refreshProfileViews(queryClient);
    },
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set("file", file);
      // Multipart: the browser sets the boundary, so no content type is given here.
      return unwrap(api.military.avatar.$put(undefined, { init: { body } }));
    },
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData(meQuery.queryKey, (me: Me | null | undefined) =>
        me?.militaryProfile ? ({ ...me, militaryProfile: { ...me.militaryProfile, avatarUrl } } as Me) : me,
      );
      return refreshProfileViews(queryClient);
    },
  });
}

/** Sends the confirmation link to the new address; nothing changes until it is followed. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => {
      const args = { json: input };
      return unwrap(api.account.email.$post(args));
    },
  });
}

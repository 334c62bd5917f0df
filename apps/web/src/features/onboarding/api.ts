import type { OnboardingInput } from "@pm/shared/military";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Me, meQuery } from "@/features/auth/api";
import { api, unwrap } from "@/lib/api-client";

/** Saves the wizard; the signed-in user's profile is complete from then on. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) => {
      // The API parses the body in its handler, so the typed client does not know it; it travels all the same.
      const args = { json: input };
      return unwrap(api.military.onboarding.$put(args));
    },
    onSuccess: async (saved) => {
      // The area's guard reads ["me"]: it must know the profile is complete before /app opens.
      queryClient.setQueryData(meQuery.queryKey, (me: Me | null | undefined) =>
        me ? ({ ...me, militaryProfile: saved } as Me) : me,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]);
    },
  });
}

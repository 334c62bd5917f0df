import type { ChangeEmailInput } from "@pm/shared/account.settings";
import type { CompanyProfileInput } from "@pm/shared/profile.company";
import type { MilitaryProfileInput, OnboardingInput } from "@pm/shared/profile.military";
import type { OccupationChoice, TranslateRequest } from "@pm/shared/skills.schemas";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshAfterChange } from "@/lib/realtime";
import { type Me, meQuery } from "@/lib/session";

// The company's profile.

const fetchCompanyProfile = () => unwrap(api.company.$get());

export type CompanyProfile = Awaited<ReturnType<typeof fetchCompanyProfile>>;

/** The caller's company with its contact e-mail, as the profile form edits it. */
export const companyProfileQuery = queryOptions({ queryKey: ["company-profile"], queryFn: fetchCompanyProfile });

/** The header (name, logo) reads the signed-in user; the dashboard shows name and logo too. */
function refreshCompanyViews(queryClient: QueryClient) {
  return refreshAfterChange(queryClient, "companies", ["company-profile", "dashboard"]);
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => unwrap(api.company.$put({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyProfileQuery.queryKey, saved);
      return refreshCompanyViews(queryClient);
    },
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set("file", file);
      // Multipart: the browser sets the boundary, so no content type is given here.
      return unwrap(api.company.logo.$put(undefined, { init: { body } }));
    },
    onSuccess: async ({ logoUrl }) => {
      queryClient.setQueryData(companyProfileQuery.queryKey, (profile) =>
        profile ? { ...profile, logoUrl } : profile,
      );
      await refreshCompanyViews(queryClient);
    },
  });
}

// The militar's profile: onboarding, then the profile page.

/** Saves the wizard; the signed-in user's profile is complete from then on. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) => unwrap(api.military.onboarding.$put({ json: input })),
    onSuccess: async (saved) => {
      // The area's guard reads ["me"]: it must know the profile is complete before /app opens.
      queryClient.setQueryData(meQuery.queryKey, (me: Me | null | undefined) =>
        me ? ({ ...me, militaryProfile: saved } as Me) : me,
      );
      await refreshAfterChange(queryClient, "military_profiles");
    },
  });
}

/** The header, the sidebar and the dashboard show the name and the avatar too. */
function refreshProfileViews(queryClient: QueryClient) {
  return refreshAfterChange(queryClient, "military_profiles");
}

export function useUpdateMilitaryProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MilitaryProfileInput) => unwrap(api.military.profile.$put({ json: input })),
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
    mutationFn: (input: ChangeEmailInput) => unwrap(api.account.email.$post({ json: input })),
  });
}

// Civilian occupations suggested from the militar's experience (the skills translator), and his
// answers about them.

export type TranslationInput = TranslateRequest;

const fetchTranslation = (input: TranslationInput) => unwrap(api.skills.translate.$post({ json: input }));
export type Translation = Awaited<ReturnType<typeof fetchTranslation>>;
export type SuggestedOccupation = Translation["occupations"][number];

/** The suggestions for what the form holds now (onboarding) or what the profile says. */
export const translationQuery = (input: TranslationInput) =>
  queryOptions({
    queryKey: ["me", "occupations", "suggested", input],
    queryFn: () => fetchTranslation(input),
    staleTime: 5 * 60_000,
  });

const fetchChoices = () => unwrap(api.military.occupations.$get());
export type OccupationChoiceRow = Awaited<ReturnType<typeof fetchChoices>>["choices"][number];

export const occupationChoicesQuery = queryOptions({
  queryKey: ["me", "occupations", "choices"],
  queryFn: fetchChoices,
});

export function useChooseOccupation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: OccupationChoice) => unwrap(api.military.occupations.$put({ json: choice })),
    onSuccess: (saved) =>
      queryClient.setQueryData(occupationChoicesQuery.queryKey, (data) =>
        data ? { choices: [...data.choices.filter((c) => c.code !== saved.code), saved] } : data,
      ),
  });
}

export function useClearOccupationChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrap(api.military.occupations[":code"].$delete({ param: { code } })),
    onSuccess: (_, code) =>
      queryClient.setQueryData(occupationChoicesQuery.queryKey, (data) =>
        data ? { choices: data.choices.filter((c) => c.code !== code) } : data,
      ),
  });
}

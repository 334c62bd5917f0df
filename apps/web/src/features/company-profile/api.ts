import type { CompanyProfileInput } from "@pm/shared/company";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { meQuery } from "@/features/auth/api";
import { api, unwrap } from "@/lib/api-client";

const fetchCompanyProfile = () => unwrap(api.company.$get());

export type CompanyProfile = Awaited<ReturnType<typeof fetchCompanyProfile>>;

/** The caller's company with its contact e-mail, as the profile form edits it. */
export const companyProfileQuery = queryOptions({ queryKey: ["company-profile"], queryFn: fetchCompanyProfile });

/** The header (name, logo) reads the signed-in user; the dashboard shows name and logo too. */
function refreshCompanyViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyProfileQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => {
      // The API parses the body in its handler, so the typed client does not know it; it travels all the same.
      const args = { json: input };
      return unwrap(api.company.$put(args));
    },
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

import type { QuizAnswersInput } from "@pm/shared/learning.military";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshAfterChange } from "@/lib/realtime";

const learning = api.military.learning;

const fetchCatalogue = () => unwrap(learning.$get());
export type Catalogue = Awaited<ReturnType<typeof fetchCatalogue>>;
export type PathCard = Catalogue["paths"][number];
export const catalogueQuery = queryOptions({ queryKey: ["learning", "catalogue"], queryFn: fetchCatalogue });

const fetchPath = (slug: string) => unwrap(learning[":slug"].$get({ param: { slug } }));
export type LearningPath = Awaited<ReturnType<typeof fetchPath>>;
export const pathQuery = (slug: string) =>
  queryOptions({ queryKey: ["learning", "path", slug], queryFn: () => fetchPath(slug) });

const fetchModule = (slug: string, module: string) =>
  unwrap(learning[":slug"].modules[":module"].$get({ param: { slug, module } }));
export type LearningModule = Awaited<ReturnType<typeof fetchModule>>;
export const moduleQuery = (slug: string, module: string) =>
  queryOptions({ queryKey: ["learning", "module", slug, module], queryFn: () => fetchModule(slug, module) });

const fetchCertificates = () => unwrap(learning.certificates.$get());
export type Certificate = Awaited<ReturnType<typeof fetchCertificates>>["certificates"][number];
export const certificatesQuery = queryOptions({ queryKey: ["learning", "certificates"], queryFn: fetchCertificates });

/** Where his browser downloads a certificate (a plain link: the session cookie goes with it). */
export const certificatePdfUrl = (code: string) => `/api/military/learning/certificates/${code}/pdf`;

export function useMarkRead(slug: string, module: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(learning[":slug"].modules[":module"].read.$post({ param: { slug, module } })),
    onSuccess: () => refreshAfterChange(queryClient, "learning_progress", ["learning"]),
  });
}

export function useSubmitQuiz(slug: string, module: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizAnswersInput) =>
      unwrap(learning[":slug"].modules[":module"].quiz.$post({ param: { slug, module }, json: input })),
    onSuccess: () => refreshAfterChange(queryClient, "learning_progress", ["learning", "dashboard"]),
  });
}

/** The public verification of a certificate (no session). */
const fetchVerification = (code: string) => unwrap(api.certificates[":code"].$get({ param: { code } }));
export type CertificateVerification = Awaited<ReturnType<typeof fetchVerification>>;
export const verificationQuery = (code: string) =>
  queryOptions({ queryKey: ["learning", "verify", code], queryFn: () => fetchVerification(code), retry: false });

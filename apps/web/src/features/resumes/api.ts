import type { ResumeContent, ResumeSource } from "@pm/shared/resumes";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { saveDownload } from "@/lib/download";

// 'Meu currículo': only he changes it, so each change answers the page's new state (or refreshes
// it) instead of waiting for a realtime topic.
const resumeApi = api.military.resume;

const fetchResume = () => unwrap(resumeApi.$get());
export type ResumeView = Awaited<ReturnType<typeof fetchResume>>;
export const resumeQuery = queryOptions({ queryKey: ["resume"], queryFn: fetchResume });

function useSetResume() {
  const queryClient = useQueryClient();
  return (view: ResumeView) => queryClient.setQueryData(resumeQuery.queryKey, view);
}
function useRefreshResume() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resumeQuery.queryKey });
}

export function useSaveResume() {
  const set = useSetResume();
  return useMutation({
    mutationFn: (content: ResumeContent) => unwrap(resumeApi.$put({ json: content })),
    onSuccess: set,
  });
}

/** 'Baixar PDF': the saved CV, under `Curriculo-{Nome}.pdf`. */
export function useDownloadResumePdf() {
  return useMutation({ mutationFn: () => saveDownload(resumeApi.pdf.$get(), "Curriculo.pdf") });
}

export function useUploadResume() {
  const set = useSetResume();
  return useMutation({
    mutationFn: (file: File) => unwrap(resumeApi.upload.$put(undefined, { init: { body: fileBody(file) } })),
    onSuccess: set,
  });
}

function fileBody(file: File) {
  const form = new FormData();
  form.set("file", file);
  return form;
}

export function useDownloadUpload() {
  return useMutation({ mutationFn: () => saveDownload(resumeApi.upload.$get(), "curriculo.pdf") });
}

export function useRemoveUpload() {
  const refresh = useRefreshResume();
  return useMutation({ mutationFn: () => unwrap(resumeApi.upload.$delete()), onSettled: refresh });
}

/** Opens the share link, or renews it for another 30 days. */
export function useShareResume() {
  const refresh = useRefreshResume();
  return useMutation({ mutationFn: () => unwrap(resumeApi.share.$put()), onSettled: refresh });
}

export function useRevokeShare() {
  const refresh = useRefreshResume();
  return useMutation({ mutationFn: () => unwrap(resumeApi.share.$delete()), onSettled: refresh });
}

export function useSetResumeSource() {
  const refresh = useRefreshResume();
  return useMutation({
    mutationFn: (source: ResumeSource) => unwrap(resumeApi.source.$put({ json: { source } })),
    onSettled: refresh,
  });
}

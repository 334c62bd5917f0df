// The person's side of 'Suporte': his requests, one request's thread, and what he does in it.
// Every key of a list or a thread lives under ["support"] and the operators' typing under
// ["support-typing"]: the realtime topics support_requests, support_messages and support_typing
// make those roots stale (packages/shared/src/realtime.ts), so nothing here polls.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { keysetQuery } from "@/lib/keyset";
import { refreshAfterChange } from "@/lib/realtime";

const supportApi = api.support;

const fetchPage = (cursor: string | undefined) => unwrap(supportApi.$get({ query: cursor ? { cursor } : {} }));
const fetchRequest = (id: string) => unwrap(supportApi[":id"].$get({ param: { id } }));

export type SupportPage = Awaited<ReturnType<typeof fetchPage>>;
export type SupportRequestSummary = SupportPage["requests"][number];
export type SupportRequest = Awaited<ReturnType<typeof fetchRequest>>;

/** His requests, newest activity first, a keyset page at a time; each page also says his plan's support. */
export const supportListQuery = keysetQuery(["support", "list"], fetchPage);

export const supportRequestQuery = (id: string) =>
  queryOptions({ queryKey: ["support", "request", id], queryFn: () => fetchRequest(id) });

/** Whether an operator is typing in the request now (the last few seconds). */
export const supportTypingQuery = (id: string) =>
  queryOptions({
    queryKey: ["support-typing", id],
    queryFn: () => unwrap(supportApi[":id"].typing.$get({ param: { id } })),
  });

/** A message with its attachments as the API takes them: multipart, the files as repeated `files`. */
function formOf(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append("files", file);
  return form;
}

export interface NewSupportRequest {
  subject: string;
  category: string;
  message: string;
  files: readonly File[];
}

/** 'Novo atendimento': answers the new request's id and the sentence to show. */
export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...fields }: NewSupportRequest) =>
      unwrap(supportApi.$post({}, { init: { body: formOf(fields, files) } })),
    onSuccess: () => refreshAfterChange(queryClient, "support_requests"),
  });
}

/** A reply in the thread (a resolved request opens again). */
export function useReplySupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, files }: { message: string; files: readonly File[] }) =>
      unwrap(supportApi[":id"].messages.$post({ param: { id } }, { init: { body: formOf({ message }, files) } })),
    onSuccess: () => refreshAfterChange(queryClient, "support_messages"),
  });
}

/** The operators' answers were read: their read receipt, and the list's dot goes. */
export function useMarkSupportRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(supportApi[":id"].read.$post({ param: { id } })),
    onSuccess: () => refreshAfterChange(queryClient, "support_messages"),
  });
}

/** Tells the operators he is typing; a lost signal only leaves 'digitando…' out, so errors are ignored. */
export function sendSupportTyping(id: string): void {
  void unwrap(supportApi[":id"].typing.$post({ param: { id } })).catch(() => {});
}

export function useResolveSupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(supportApi[":id"].resolve.$post({ param: { id } })),
    onSuccess: () => refreshAfterChange(queryClient, "support_requests"),
  });
}

export function useRateSupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { rating: number; comment?: string }) =>
      unwrap(supportApi[":id"].rating.$post({ param: { id }, json })),
    onSuccess: () => refreshAfterChange(queryClient, "support_requests"),
  });
}

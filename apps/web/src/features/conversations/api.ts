import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { keysetQuery } from "@/lib/keyset";
import { refreshAfterChange } from "@/lib/realtime";
import { areaApi, type Side } from "./unread-query";

// Every key lives under ["conversations"]: a message sent or read by the other side (realtime)
// refreshes the list, the open conversation and the unread badges at once.

export { type Side, unreadQuery } from "./unread-query";

const refresh = (queryClient: QueryClient) => refreshAfterChange(queryClient, "conversations");

const fetchList = (side: Side, q: string, cursor: string | undefined) =>
  unwrap(areaApi(side).$get({ query: { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) } }));
const fetchConversation = (side: Side, id: string) => unwrap(areaApi(side)[":id"].$get({ param: { id } }));
const fetchMessages = (side: Side, id: string, before: string | undefined) =>
  unwrap(areaApi(side)[":id"].messages.$get({ param: { id }, query: before ? { before } : {} }));

export type ConversationSummary = Awaited<ReturnType<typeof fetchList>>["conversations"][number];
export type Conversation = Awaited<ReturnType<typeof fetchConversation>>;
export type Message = Awaited<ReturnType<typeof fetchMessages>>["messages"][number];

export const conversationListQuery = (side: Side, q: string) =>
  // Presence is announced live; relative times move on their own, and a process that died
  // leaves rows that only age out: the list is read again every minute too.
  keysetQuery(["conversations", side, "list", q], (cursor) => fetchList(side, q, cursor), { refetchInterval: 60_000 });

export const conversationQuery = (side: Side, id: string) =>
  queryOptions({ queryKey: ["conversations", side, "one", id], queryFn: () => fetchConversation(side, id) });

/** The newest page first; each next page is older. */
export const messagesQuery = (side: Side, id: string) =>
  infiniteQueryOptions({
    queryKey: ["conversations", side, "messages", id],
    queryFn: ({ pageParam }) => fetchMessages(side, id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.olderCursor ?? undefined,
  });

export function useSendMessage(side: Side, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => unwrap(areaApi(side)[":id"].messages.$post({ param: { id }, json: { body } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["conversations", side, "messages", id] }),
    onSettled: () => refresh(queryClient),
  });
}

export function useSendAttachment(side: Side, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, body }: { file: File; body: string }) => {
      const form = new FormData();
      form.set("file", file);
      if (body) form.set("body", body);
      return unwrap(areaApi(side)[":id"].attachments.$post({ param: { id } }, { init: { body: form } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["conversations", side, "messages", id] }),
    onSettled: () => refresh(queryClient),
  });
}

export function useMarkRead(side: Side) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(areaApi(side)[":id"].read.$post({ param: { id } })),
    onSuccess: () => refresh(queryClient),
  });
}

export function useReportConversation(side: Side, id: string) {
  return useMutation({
    mutationFn: (reason: string) => unwrap(areaApi(side)[":id"].report.$post({ param: { id }, json: { reason } })),
  });
}

export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean): Promise<{ blocked: boolean; message: string }> => {
      const route = api.military.conversations[":id"].block;
      return blocked ? unwrap(route.$post({ param: { id } })) : unwrap(route.$delete({ param: { id } }));
    },
    onSuccess: () => refresh(queryClient),
  });
}

/** Opens (or finds) the conversation with a candidate (company) or a company applied to (militar). */
export function useStartConversation(side: Side) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) =>
      unwrap(
        side === "empresa"
          ? api.company.conversations.$post({ json: { militarId: otherId } })
          : api.military.conversations.$post({ json: { companyId: otherId } }),
      ),
    onSuccess: () => refresh(queryClient),
  });
}

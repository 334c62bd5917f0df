import { conversationMessages as m } from "@pm/shared/conversations";
import { href } from "@pm/shared/pages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { MessageSquareIcon, PaperclipIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedList } from "@/components/paged-list";
import { SearchBox } from "@/components/search-box";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { errorMessage } from "@/lib/api-client";
import { relativeDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { type ConversationSummary, conversationListQuery, type Side, useStartConversation } from "./api";
import { ConversationView } from "./components/conversation-view";

const basePath = (side: Side) => (side === "empresa" ? href("companyMessages") : href("militaryMessages"));

/**
 * The conversations of the signed-in side: the list (searchable by name) and the open one, chosen
 * by `?conversa=`. On a phone the list and the conversation are two screens.
 */
function ConversationsPage({ side }: { side: Side }) {
  const [params, setParams] = useSearchParams();
  useOpenFromLink(side);
  const q = params.get("q") ?? "";
  const open = params.get("conversa");
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("conversa", id);
    return `${basePath(side)}?${next}`;
  };
  const backTo = (() => {
    const next = new URLSearchParams(params);
    next.delete("conversa");
    const query = next.toString();
    return query ? `${basePath(side)}?${query}` : basePath(side);
  })();

  return (
    <div className="mx-auto flex h-[calc(100svh-4rem)] w-full max-w-6xl flex-col p-0 md:p-6">
      <h1 className={cn("px-4 pt-4 pb-2 font-semibold text-2xl md:px-0 md:pt-0", open && "max-md:sr-only")}>
        Mensagens
      </h1>
      <div className="flex min-h-0 flex-1 overflow-hidden border-y bg-card md:rounded-lg md:border">
        <aside
          aria-label="Conversas"
          className={cn("flex min-h-0 w-full flex-col border-r md:w-80 md:shrink-0", open && "max-md:hidden")}
        >
          <div className="border-b p-3">
            <SearchBox
              value={q}
              label="Buscar conversa por nome"
              placeholder="Buscar por nome"
              onChange={(next) => {
                const updated = new URLSearchParams(params);
                if (next) updated.set("q", next);
                else updated.delete("q");
                setParams(updated, { replace: true });
              }}
            />
          </div>
          <ConversationList side={side} q={q} open={open} hrefOf={hrefOf} />
        </aside>
        <div className={cn("flex min-h-0 flex-1 flex-col", !open && "max-md:hidden")}>
          {open ? (
            <ConversationView key={open} side={side} id={open} backTo={backTo} />
          ) : (
            <div className="grid flex-1 place-items-center p-6 text-center text-muted-foreground">
              <div className="grid justify-items-center gap-2">
                <MessageSquareIcon aria-hidden="true" className="size-10" />
                <p>{m.emptyState}</p>
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * `?candidato=<id>` (a company, from the candidate's sheet) or `?empresa=<id>` (a militar, from
 * his application) opens the conversation with that person, starting it if there is none yet.
 */
function useOpenFromLink(side: Side) {
  const [params, setParams] = useSearchParams();
  const start = useStartConversation(side);
  const param = side === "empresa" ? "candidato" : "empresa";
  const other = params.get(param);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!other || started.current === other) return;
    started.current = other;
    start.mutate(other, {
      onSuccess: ({ id }) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(param);
            next.set("conversa", id);
            return next;
          },
          { replace: true },
        ),
      onError: (error) => {
        toast.error(errorMessage(error));
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(param);
            return next;
          },
          { replace: true },
        );
      },
    });
  }, [other, param, setParams, start]);
}

function ConversationList({
  side,
  q,
  open,
  hrefOf,
}: {
  side: Side;
  q: string;
  open: string | null;
  hrefOf: (id: string) => string;
}) {
  const list = useInfiniteQuery(conversationListQuery(side, q));
  const items = list.data?.pages.flatMap((p) => p.conversations) ?? [];
  return (
    <PagedList
      list={list}
      items={items}
      skeleton={{ className: "grid gap-3 p-3", row: "h-14 w-full" }}
      error={{ message: "Não foi possível carregar as conversas." }}
      empty={
        <p className="p-6 text-center text-muted-foreground text-sm">
          {q ? `Nenhuma conversa com "${q}".` : m.noConversations}
        </p>
      }
      loadMore={{ label: "Carregar mais conversas", busy: "text", className: "w-full", wrapper: "p-3" }}
    >
      {(conversations, more) => (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ul>
            {conversations.map((item) => (
              <li key={item.id}>
                <ConversationItem item={item} href={hrefOf(item.id)} current={item.id === open} />
              </li>
            ))}
          </ul>
          {more}
        </div>
      )}
    </PagedList>
  );
}

function ConversationItem({ item, href, current }: { item: ConversationSummary; href: string; current: boolean }) {
  const last = item.lastMessage;
  const preview = last
    ? `${last.mine ? "Você: " : ""}${last.body || last.attachmentName || ""}`
    : "Nenhuma mensagem ainda";
  return (
    <Link
      to={href}
      aria-current={current ? "true" : undefined}
      className="flex items-center gap-3 border-b px-3 py-3 outline-none transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=true]:bg-secondary"
    >
      <span className="relative shrink-0">
        <Avatar aria-hidden="true">
          {item.pictureUrl ? <AvatarImage src={item.pictureUrl} alt="" /> : null}
          <AvatarFallback>{initials(item.name)}</AvatarFallback>
        </Avatar>
        <OnlineDot online={item.online} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className={cn("min-w-0 flex-1 truncate", item.unread > 0 ? "font-semibold" : "font-medium")}>
            {item.name}
          </span>
          <time dateTime={item.lastMessageAt} className="shrink-0 text-muted-foreground text-xs">
            {relativeDate(item.lastMessageAt)}
          </time>
        </div>
        {item.role ? <p className="truncate text-muted-foreground text-xs">{item.role}</p> : null}
        <div className="flex items-center gap-2">
          <p className="flex min-w-0 flex-1 items-center gap-1 truncate text-muted-foreground text-sm">
            {last?.attachmentName && !last.body ? (
              <PaperclipIcon aria-hidden="true" className="size-3.5 shrink-0" />
            ) : null}
            <span className="truncate">{preview}</span>
          </p>
          {item.unread > 0 ? (
            <Badge aria-label={`${item.unread} não lidas`}>{item.unread > 99 ? "99+" : item.unread}</Badge>
          ) : null}
        </div>
      </div>
    </Link>
  );
}

/** A green dot on the avatar while the person has the platform open. */
export function OnlineDot({ online }: { online: boolean }) {
  if (!online) return null;
  return (
    <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-background bg-emerald-500">
      <span className="sr-only">online</span>
    </span>
  );
}

export const MilitaryMessagesPage = () => <ConversationsPage side="militar" />;
export const CompanyMessagesPage = () => <ConversationsPage side="empresa" />;

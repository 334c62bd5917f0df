import { conversationMessages as m, REPORT_REASON_MAX } from "@pm/shared/conversations";
import { href } from "@pm/shared/pages";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { format, isToday, isYesterday, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { ArrowLeftIcon, CheckCheckIcon, CheckIcon, EllipsisVerticalIcon, FileTextIcon } from "lucide-react";
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { fileSizeLabel } from "@/components/attachment-files";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LinkedText } from "@/components/linked-text";
import { LoadError } from "@/components/load-error";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import {
  type Conversation,
  conversationQuery,
  type Message,
  messagesQuery,
  type Side,
  useMarkRead,
  useReportConversation,
  useSendAttachment,
  useSendMessage,
  useSetBlocked,
} from "../api";
import { MessageComposer } from "./message-composer";

/** A message this screen sent that the API has not stored yet (or refused). */
interface Pending {
  key: number;
  body: string;
  file: File | null;
  failed: boolean;
}

/** "Hoje", "Ontem" or "12 de novembro" (with the year when it is not this one). */
function dayLabel(iso: string): string {
  const date = parseISO(iso);
  if (isToday(date)) return "Hoje";
  if (isYesterday(date)) return "Ontem";
  const sameYear = date.getFullYear() === new Date().getFullYear();
  return format(date, sameYear ? "d 'de' MMMM" : "d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

const timeOf = (iso: string) => format(parseISO(iso), "HH:mm");

/** Which member of the company's team wrote a message of the company's, when known. */
function authorOf(message: Message): string | null {
  const name = (message as { authorName?: unknown }).authorName;
  return typeof name === "string" && name.trim() ? name.trim() : null;
}

/**
 * The line above a company's message naming who wrote it: his full name for the company's team,
 * "Carla · Logística Forte" for the militar. Shown once for messages in a row by the same member.
 */
function authorLine(side: Side, message: Message, previous: Message | undefined, companyName: string): string | null {
  const author = authorOf(message);
  if (!author) return null;
  if (previous && previous.mine === message.mine && authorOf(previous) === author) return null;
  return side === "empresa" ? author : `${author} · ${companyName}`;
}

export function ConversationView({ side, id, backTo }: { side: Side; id: string; backTo: string }) {
  const conversation = useQuery(conversationQuery(side, id));
  const pages = useInfiniteQuery(messagesQuery(side, id));
  const markRead = useMarkRead(side);
  const send = useSendMessage(side, id);
  const attach = useSendAttachment(side, id);
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  // Oldest first: the pages come newest first, each holding its messages oldest first.
  const messages: Message[] = [...(pages.data?.pages ?? [])].reverse().flatMap((p) => p.messages);
  const unread = conversation.data?.unread ?? 0;

  // Open and unread: the other side's messages are read now (and again when more arrive).
  useEffect(() => {
    if (unread > 0 && !markRead.isPending) markRead.mutate(id);
  }, [unread, id, markRead]);

  // Newest at the bottom: follow new messages while the reader is at the bottom; keep the place
  // when older ones are added above.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (heightBeforeOlder.current !== null) {
      box.scrollTop += box.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      box.scrollTop = box.scrollHeight;
    }
  });

  // Scrolling up to the first message loads the page before it.
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !pages.hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !pages.isFetchingNextPage) {
        heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
        void pages.fetchNextPage();
      }
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [pages]);

  const deliver = async (item: Pending) => {
    setPending((all) => all.map((p) => (p.key === item.key ? { ...p, failed: false } : p)));
    stickToBottom.current = true;
    try {
      if (item.file) await attach.mutateAsync({ file: item.file, body: item.body });
      else await send.mutateAsync(item.body);
      setPending((all) => all.filter((p) => p.key !== item.key));
    } catch (error) {
      setPending((all) => all.map((p) => (p.key === item.key ? { ...p, failed: true } : p)));
      toast.error(errorMessage(error, m.sendFailed));
    }
  };
  const queue = (body: string, file: File | null) => {
    nextKey.current += 1;
    const item = { key: nextKey.current, body, file, failed: false };
    setPending((all) => [...all, item]);
    void deliver(item);
  };

  if (conversation.isError) {
    return <LoadError message="Não foi possível carregar a conversa." query={conversation} />;
  }
  const c = conversation.data;
  const blocked = c?.blocked ?? false;
  const mentorship = c?.kind === "mentoria";

  return (
    <section aria-label={c ? `Conversa com ${c.name}` : "Conversa"} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b p-3">
        <Button asChild variant="ghost" size="icon-sm" className="md:hidden">
          <Link to={backTo} aria-label="Voltar para as conversas">
            <ArrowLeftIcon aria-hidden="true" />
          </Link>
        </Button>
        {c ? (
          <>
            <Avatar aria-hidden="true">
              {c.pictureUrl ? <AvatarImage src={c.pictureUrl} alt="" /> : null}
              <AvatarFallback>{initials(c.name)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              <h2 className="truncate font-semibold">
                {c.companySlug ? (
                  <Link
                    to={href("publicCompany", { slug: c.companySlug })}
                    className="hover:underline"
                    title={`Ver a página de ${c.name}`}
                  >
                    {c.name}
                  </Link>
                ) : (
                  c.name
                )}
              </h2>
              <CounterpartStatus online={c.online} role={c.role} />
            </div>
            <ConversationMenu side={side} id={id} blocked={blocked} canBlock={side === "militar" && !mentorship} />
          </>
        ) : (
          <Skeleton className="h-10 w-48" />
        )}
      </header>
      {c && c.applications.length > 0 ? (
        <p className="border-b px-3 py-2 text-muted-foreground text-xs">
          Candidatura: {c.applications.map((a) => a.jobTitle).join(", ")}
        </p>
      ) : null}
      {mentorship ? (
        <p className="border-b px-3 py-2 text-muted-foreground text-xs">
          Conversa da mentoria ·{" "}
          <Link to={href("militaryMentoring")} className="font-medium text-primary underline-offset-4 hover:underline">
            Ver mentoria
          </Link>
        </p>
      ) : null}

      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4"
        onScroll={(event) => {
          const box = event.currentTarget;
          stickToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
        }}
      >
        <div ref={top} />
        {pages.isFetchingNextPage ? (
          <div className="flex justify-center py-2">
            <Spinner />
          </div>
        ) : null}
        {pages.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-1/2" />
          </div>
        ) : pages.isError ? (
          <LoadError message="Não foi possível carregar as mensagens." query={pages} />
        ) : messages.length === 0 && pending.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground text-sm">Nenhuma mensagem ainda. Diga olá!</p>
        ) : (
          <ol className="grid gap-2" aria-label="Mensagens">
            {messages.map((message, i) => {
              const day = dayLabel(message.createdAt);
              const previous = messages[i - 1];
              const newDay = !previous || dayLabel(previous.createdAt) !== day;
              const author = authorLine(side, message, newDay ? undefined : previous, c?.name ?? "");
              return (
                <Fragment key={message.id}>
                  {newDay ? (
                    <li className="my-2 text-center text-muted-foreground text-xs" aria-hidden="false">
                      <span className="rounded-full bg-muted px-3 py-1">{day}</span>
                    </li>
                  ) : null}
                  <MessageBubble message={message} author={author} />
                </Fragment>
              );
            })}
            {pending.map((p) => (
              <li key={`pending-${p.key}`} className="ml-auto grid max-w-[85%] justify-items-end gap-1">
                <div className="whitespace-pre-wrap rounded-lg bg-primary/70 px-3 py-2 text-primary-foreground text-sm wrap-anywhere">
                  {p.file ? <p className="font-medium">{p.file.name}</p> : null}
                  {p.body}
                </div>
                {p.failed ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0 text-destructive"
                    onClick={() => void deliver(p)}
                  >
                    {m.sendFailed}
                  </Button>
                ) : (
                  <span className="text-muted-foreground text-xs">Enviando...</span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>

      <MessageComposer
        disabled={!c || blocked || c.removed || c.closed}
        disabledReason={composerNotice(side, c)}
        onSend={(body) => queue(body, null)}
        onAttach={(file, body) => queue(body, file)}
      />
    </section>
  );
}

/** Why the box cannot send, when it cannot: the account is gone, the mentorship ended, or a block. */
function composerNotice(side: Side, c: Conversation | undefined): string | undefined {
  if (!c) return undefined;
  if (c.removed) return "Esta conta foi removida.";
  if (c.blocked) return c.kind === "mentoria" ? m.unavailable : side === "militar" ? m.youBlocked : m.blocked;
  if (c.closed) return m.mentorshipClosed;
  return undefined;
}

/**
 * The line under the counterpart's name: 'online', the role, or both joined by a dot; nothing at
 * all when neither is known (a company without a sector, offline, or a removed militar).
 */
function CounterpartStatus({ online, role }: { online: boolean; role: string | null }) {
  const shownRole = role?.trim() || null;
  if (!online && !shownRole) return null;
  return (
    <p className="truncate text-muted-foreground text-sm">
      {online ? <span className="font-medium text-emerald-700">online</span> : null}
      {online && shownRole ? " · " : null}
      {shownRole}
    </p>
  );
}

function MessageBubble({ message, author }: { message: Message; author: string | null }) {
  const { mine, attachment } = message;
  return (
    <li className={cn("grid max-w-[85%] gap-1", mine ? "ml-auto justify-items-end" : "justify-items-start")}>
      {author ? (
        <span className="max-w-full truncate font-medium text-muted-foreground text-xs" data-testid="message-author">
          {author}
        </span>
      ) : null}
      <div
        className={cn(
          "grid gap-2 whitespace-pre-wrap rounded-lg px-3 py-2 text-sm wrap-anywhere",
          mine ? "bg-primary text-primary-foreground [&_a]:text-primary-foreground" : "bg-muted",
        )}
      >
        {attachment ? (
          attachment.type === "application/pdf" ? (
            <a
              href={attachment.url}
              download
              className="flex items-center gap-2 font-medium underline underline-offset-4"
            >
              <FileTextIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{attachment.name}</span>
              <span className="shrink-0 text-xs opacity-80">{fileSizeLabel(attachment.size)}</span>
            </a>
          ) : (
            <a href={attachment.url} target="_blank" rel="noopener noreferrer">
              <img src={attachment.url} alt={attachment.name ?? "Imagem anexada"} className="max-h-64 rounded-md" />
            </a>
          )
        ) : null}
        {message.body ? (
          <p>
            <LinkedText text={message.body} />
          </p>
        ) : null}
      </div>
      <span className="flex items-center gap-1 text-muted-foreground text-xs">
        <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
        {mine ? (
          message.readAt ? (
            <>
              <CheckCheckIcon aria-hidden="true" className="size-3.5 text-primary" /> lida
            </>
          ) : (
            <>
              <CheckIcon aria-hidden="true" className="size-3.5" /> enviada
            </>
          )
        ) : null}
      </span>
    </li>
  );
}

function ConversationMenu({
  side,
  id,
  blocked,
  canBlock,
}: {
  side: Side;
  id: string;
  blocked: boolean;
  /** The militar blocks a company; a mentorship's conversation closes when the mentorship ends instead. */
  canBlock: boolean;
}) {
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [reason, setReason] = useState("");
  const report = useReportConversation(side, id);
  const setBlocked = useSetBlocked(id);

  const submitReport = async () => {
    if (!reason.trim()) {
      toast.error(m.reportReasonRequired);
      return;
    }
    try {
      const res = await report.mutateAsync(reason.trim());
      toast.success(res.message);
      setReporting(false);
      setReason("");
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const toggleBlock = async () => {
    try {
      const res = await setBlocked.mutateAsync(!blocked);
      toast.success(res.message);
      setBlocking(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Mais opções da conversa">
            <EllipsisVerticalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {canBlock ? (
            <DropdownMenuItem onSelect={() => setBlocking(true)}>
              {blocked ? "Desbloquear empresa" : "Bloquear empresa"}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setReporting(true)}>Denunciar conversa</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={blocking}
        onOpenChange={setBlocking}
        pending={setBlocked.isPending}
        title={blocked ? "Desbloquear a empresa?" : "Bloquear a empresa?"}
        description={
          blocked
            ? "A empresa volta a poder enviar mensagens nesta conversa."
            : "A empresa não poderá mais enviar mensagens nesta conversa. Você pode desbloquear quando quiser."
        }
        cancelLabel="Cancelar"
        confirmLabel={blocked ? "Desbloquear" : "Bloquear"}
        pendingLabel="Salvando..."
        destructive={!blocked}
        onConfirm={toggleBlock}
      />
      <ConfirmDialog
        open={reporting}
        onOpenChange={setReporting}
        pending={report.isPending}
        title="Denunciar conversa"
        description="Conte o que aconteceu. Nossa equipe vai analisar a conversa e pode suspender a conta denunciada."
        cancelLabel="Cancelar"
        confirmLabel="Enviar denúncia"
        pendingLabel="Enviando..."
        onSubmit={(event) => {
          event.preventDefault();
          void submitReport();
        }}
      >
        <label htmlFor="motivo-denuncia" className="font-medium text-sm">
          Motivo
        </label>
        <textarea
          id="motivo-denuncia"
          rows={4}
          maxLength={REPORT_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="rounded-md border border-input bg-background px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
      </ConfirmDialog>
    </>
  );
}

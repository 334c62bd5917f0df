import { brazilDate, brazilTime } from "@pm/shared/brazil";
import { SUPPORT_LIMITS, type SupportMessageView, supportMessages } from "@pm/shared/support.constants";
import { useQuery } from "@tanstack/react-query";
import { CheckCheckIcon, CheckCircle2Icon, FileTextIcon, XIcon } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { fileSizeLabel } from "@/components/attachment-files";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LinkedText } from "@/components/linked-text";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import {
  type SupportRequest,
  supportRequestQuery,
  supportTypingQuery,
  useMarkSupportRead,
  useResolveSupport,
} from "../api";
import { GivenRating, RatingForm } from "./rating";
import { ReplyBox } from "./reply-box";
import { categoryLabel, SupportStatusBadge } from "./status-badge";

const when = (iso: string) => {
  const at = new Date(iso);
  return `${brazilDate(at)} às ${brazilTime(at)}`;
};

/**
 * One request's thread, oldest message first, with the reply box and what the person may do:
 * mark it resolved, then rate it. `closeTo` is the address without the open request.
 */
export function RequestThread({ id, closeTo, listUnread }: { id: string; closeTo: string; listUnread: boolean }) {
  const query = useQuery(supportRequestQuery(id));
  const heading = useRef<HTMLHeadingElement>(null);
  const firstId = useRef(id);

  // Opening another request from the list (or the one just created) brings its thread into view,
  // below the list on a phone, and tells a screen reader where it landed.
  useEffect(() => {
    if (id === firstId.current) return;
    firstId.current = "";
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [id]);

  if (query.isPending) {
    return (
      <ThreadFrame label="Carregando atendimento">
        <div aria-busy="true" className="grid gap-3">
          <p className="sr-only" role="status">
            Carregando atendimento…
          </p>
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-16 w-3/4" />
          <Skeleton className="ml-auto h-16 w-2/3" />
        </div>
      </ThreadFrame>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <ThreadFrame label="Atendimento">
        {missing ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="font-medium">{supportMessages.notFound}</p>
            <Button asChild variant="outline">
              <Link to={closeTo}>Voltar para os atendimentos</Link>
            </Button>
          </div>
        ) : (
          <LoadError message="Não foi possível carregar o atendimento." query={query} frame="plain" />
        )}
      </ThreadFrame>
    );
  }
  return <Thread request={query.data} closeTo={closeTo} listUnread={listUnread} headingRef={heading} />;
}

function ThreadFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid min-w-0 grid-cols-1 content-start gap-4 rounded-xl border p-4 md:p-6">
      {children}
    </section>
  );
}

function Thread({
  request,
  closeTo,
  listUnread,
  headingRef,
}: {
  request: SupportRequest;
  closeTo: string;
  listUnread: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const resolved = request.status === "resolvido";
  // Internal notes are the operators' own; the API keeps them from the person, and so does the screen.
  const messages = (request.messages as SupportMessageView[]).filter((m) => m.author !== "nota");
  useMarkRead(request.id, messages, listUnread);
  const titleId = `atendimento-${request.id}-titulo`;

  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 grid-cols-1 content-start gap-4 rounded-xl border p-4 md:p-6"
      data-testid="support-thread"
    >
      <header className="grid gap-2">
        <div className="flex items-start gap-2">
          <h2
            ref={headingRef}
            id={titleId}
            tabIndex={-1}
            className="min-w-0 flex-1 font-semibold text-lg outline-none wrap-anywhere"
          >
            {request.subject}
          </h2>
          <Button asChild variant="ghost" size="icon-sm">
            <Link to={closeTo} aria-label="Fechar a conversa e voltar para a lista">
              <XIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <SupportStatusBadge status={request.status} />
          {request.live ? (
            <Badge variant="accent">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
              Chat ao vivo
            </Badge>
          ) : null}
          <span>{categoryLabel(request.category)}</span>
          <span>Aberto em {brazilDate(new Date(request.createdAt))}</span>
          {request.assigneeName ? <span>Atendente: {request.assigneeName}</span> : null}
        </div>
        {!request.live && !resolved ? (
          <p className="text-muted-foreground text-sm">Você recebe as respostas aqui e por e-mail.</p>
        ) : null}
      </header>

      <ol className="grid grid-cols-1 gap-4" aria-label="Mensagens">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>

      {request.live ? <OperatorTyping requestId={request.id} /> : null}

      {resolved ? <ResolvedPart request={request} /> : null}

      {/* Keyed: a draft belongs to its request, and never follows the person to another one. */}
      <ReplyBox key={request.id} requestId={request.id} live={request.live} resolved={resolved} />

      {resolved ? null : <ResolveButton requestId={request.id} />}
    </section>
  );
}

function MessageItem({ message }: { message: SupportMessageView }) {
  const mine = message.author === "pessoa";
  return (
    <li
      className={cx(
        "grid max-w-[90%] gap-1 sm:max-w-[80%]",
        mine ? "ml-auto justify-items-end" : "justify-items-start",
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className="font-medium">{mine ? "Você" : message.authorName}</span>
        <time dateTime={message.createdAt} className="text-muted-foreground">
          {when(message.createdAt)}
        </time>
      </p>
      <div
        className={cx(
          "grid gap-2 rounded-lg px-3 py-2 text-sm",
          mine ? "bg-primary text-primary-foreground [&_a]:text-primary-foreground" : "bg-muted",
        )}
      >
        <p className="whitespace-pre-wrap wrap-anywhere">
          <LinkedText text={message.body} />
        </p>
        {message.attachments.length > 0 ? (
          <ul className="grid gap-1" aria-label="Anexos">
            {message.attachments.map((attachment) => (
              <li key={attachment.url}>
                <a
                  href={attachment.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-w-0 items-center gap-2 font-medium underline underline-offset-4"
                >
                  <FileTextIcon aria-hidden="true" className="size-4 shrink-0" />
                  {/* Broken anywhere rather than cut: a long name must not widen the thread on a phone. */}
                  <span className="min-w-0 wrap-anywhere">{attachment.name}</span>
                  <span className="shrink-0 text-xs opacity-80">{fileSizeLabel(attachment.size)}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {mine && message.readAt ? (
        <p className="flex items-center gap-1 text-muted-foreground text-xs">
          <CheckCheckIcon aria-hidden="true" className="size-3.5 text-primary" />
          <span title={when(message.readAt)}>Lida</span>
        </p>
      ) : null}
    </li>
  );
}

/**
 * The thread is open: the operators' answers not yet read are read now (their receipt), once per
 * newest unread answer, so a failed or slow call is not repeated on every render.
 */
function useMarkRead(requestId: string, messages: SupportMessageView[], listUnread: boolean) {
  const markRead = useMarkSupportRead(requestId);
  const marked = useRef<string | null>(null);
  const unread = messages.filter((m) => m.author === "operador" && m.readAt === null);
  const newest = unread.at(-1)?.id ?? (listUnread ? `list-${messages.at(-1)?.id ?? ""}` : null);
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (newest === null || newest === marked.current || isPending) return;
    marked.current = newest;
    mutate();
  }, [newest, isPending, mutate]);
}

/**
 * 'Atendente digitando…' while an operator types. The signal lasts a few seconds and its end sends
 * no event, so the line goes by itself once that time has passed since the last answer.
 */
function OperatorTyping({ requestId }: { requestId: string }) {
  const typing = useQuery(supportTypingQuery(requestId));
  const [, redraw] = useState(0);
  const lastSaid = typing.data?.typing ? typing.dataUpdatedAt : 0;
  const left = lastSaid + SUPPORT_LIMITS.typingSeconds * 1000 - Date.now();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => redraw((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <p role="status" className="min-h-5 text-muted-foreground text-sm italic">
      {left > 0 ? "Atendente digitando…" : ""}
    </p>
  );
}

function ResolvedPart({ request }: { request: SupportRequest }) {
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 text-sm">
        <CheckCircle2Icon aria-hidden="true" className="size-4 text-primary" />
        {request.resolvedAt ? `Resolvido em ${brazilDate(new Date(request.resolvedAt))}.` : "Resolvido."}
      </p>
      {request.rating !== null ? (
        <GivenRating rating={request.rating} comment={request.ratingComment} />
      ) : request.canRate ? (
        <RatingForm key={request.id} requestId={request.id} ratingUntil={request.ratingUntil} />
      ) : null}
    </div>
  );
}

function ResolveButton({ requestId }: { requestId: string }) {
  const [open, setOpen] = useState(false);
  const resolve = useResolveSupport(requestId);
  const confirm = async () => {
    try {
      const done = await resolve.mutateAsync();
      toast.success(done.message);
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error));
      setOpen(false);
    }
  };
  return (
    <div className="flex justify-end">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={resolve.isPending}
        trigger={
          <Button variant="outline">
            <CheckCircle2Icon aria-hidden="true" />
            Marcar como resolvido
          </Button>
        }
        title="Marcar como resolvido?"
        description="Use quando sua dúvida ou problema estiver resolvido. Se precisar de mais alguma coisa, é só responder: o atendimento reabre."
        cancelLabel="Cancelar"
        confirmLabel="Marcar como resolvido"
        pendingLabel="Salvando..."
        onConfirm={confirm}
      />
    </div>
  );
}

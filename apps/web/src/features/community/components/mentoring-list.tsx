import { MENTORSHIP_STATUS_LABELS } from "@pm/shared/mentoring";
import { href } from "@pm/shared/pages";
import { HandshakeIcon, MessageSquareIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type Mentorship, useEndMentorship, useRefreshMentoring } from "../api";
import { FORMER_MEMBER } from "./author-line";
import { AcceptMentorshipDialog, DeclineMentorshipDialog } from "./mentoring-decision-dialogs";
import { MentoringRatingDialog } from "./mentoring-rating-dialog";

type Status = Mentorship["status"];

/** The groups in the order they ask for attention: waiting, running, then what is over. */
const STATUS_ORDER: readonly Status[] = ["solicitada", "ativa", "encerrada", "recusada", "cancelada"];

const STATUS_BADGE: Record<Status, "warning" | "default" | "secondary" | "outline"> = {
  solicitada: "warning",
  ativa: "default",
  encerrada: "secondary",
  recusada: "outline",
  cancelada: "outline",
};

/** An 'aaaa-mm-dd' day or an instant, as dd/mm/aaaa. */
const day = (value: string) => shortDate(value);

/**
 * 'Minhas mentorias': his requests and mentorships on both sides, grouped by where they stand,
 * each with what he may do next.
 */
export function MentoringList({ mentorships, onFind }: { mentorships: readonly Mentorship[]; onFind: () => void }) {
  if (mentorships.length === 0) {
    return (
      <EmptyState
        icon={HandshakeIcon}
        title="Você ainda não tem mentorias."
        description="Encontre um mentor que já passou pela transição e conte no que precisa de ajuda."
        action={<Button onClick={onFind}>Encontrar mentor</Button>}
      />
    );
  }
  const groups = STATUS_ORDER.map((status) => ({
    status,
    items: mentorships.filter((item) => item.status === status),
  })).filter((group) => group.items.length > 0);

  return (
    <div className="grid min-w-0 gap-6">
      {groups.map(({ status, items }) => (
        <section key={status} aria-labelledby={`mentorias-${status}`} className="grid gap-3">
          <h2 id={`mentorias-${status}`} className="font-semibold text-lg">
            {MENTORSHIP_STATUS_LABELS[status]}{" "}
            <span className="text-muted-foreground tabular-nums">({items.length})</span>
          </h2>
          <ul className="grid gap-3">
            {items.map((item) => (
              <MentorshipItem key={item.id} mentorship={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MentorshipItem({ mentorship: item }: { mentorship: Mentorship }) {
  const name = item.otherName ?? FORMER_MEMBER;
  const asMentor = item.role === "mentor";
  const titleId = `mentoria-${item.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 id={titleId} className="font-semibold wrap-anywhere">
              {asMentor ? `Mentorado: ${name}` : `Mentor: ${name}`}
            </h3>
            <p className="text-muted-foreground text-sm">
              {asMentor ? "Você é o mentor" : "Você é o mentorado"} · pedido em {day(item.createdAt)}
            </p>
          </div>
          <Badge variant={STATUS_BADGE[item.status]}>{MENTORSHIP_STATUS_LABELS[item.status]}</Badge>
        </div>
        <MentorshipDetails item={item} asMentor={asMentor} />
        <MentorshipActions item={item} asMentor={asMentor} name={name} />
      </article>
    </li>
  );
}

function Quote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{label}</p>
      <p className="whitespace-pre-line rounded-md bg-muted p-3 wrap-anywhere">{children}</p>
    </div>
  );
}

function MentorshipDetails({ item, asMentor }: { item: Mentorship; asMentor: boolean }) {
  switch (item.status) {
    case "solicitada":
      return <Quote label={asMentor ? "Mensagem do pedido" : "Sua mensagem"}>{item.requestMessage}</Quote>;
    case "ativa":
      return (
        <div className="grid gap-1 text-sm">
          {item.goal ? (
            <p className="wrap-anywhere">
              <span className="font-medium">Objetivo:</span> {item.goal}
            </p>
          ) : null}
          {item.endsOn ? (
            <p>
              <span className="font-medium">Termina em</span> {day(item.endsOn)}
            </p>
          ) : null}
        </div>
      );
    case "recusada":
      return item.declineMessage ? (
        <Quote label={asMentor ? "Sua resposta" : "Resposta do mentor"}>{item.declineMessage}</Quote>
      ) : null;
    case "encerrada":
      return item.endedAt ? <p className="text-muted-foreground text-sm">Encerrada em {day(item.endedAt)}</p> : null;
    case "cancelada":
      return item.endedAt ? (
        <p className="text-muted-foreground text-sm">Pedido cancelado em {day(item.endedAt)}</p>
      ) : null;
    default:
      return null;
  }
}

function MentorshipActions({ item, asMentor, name }: { item: Mentorship; asMentor: boolean; name: string }) {
  if (item.status === "solicitada") {
    return (
      <div className="flex flex-wrap gap-2">
        {asMentor ? (
          <>
            <AcceptMentorshipDialog mentorshipId={item.id} menteeName={name} />
            <DeclineMentorshipDialog mentorshipId={item.id} menteeName={name} />
          </>
        ) : (
          <EndMentorshipButton mentorshipId={item.id} cancel name={name} />
        )}
      </div>
    );
  }
  if (item.status === "ativa") {
    return (
      <div className="flex flex-wrap gap-2">
        <ConversationLink conversationId={item.conversationId} name={name} />
        <EndMentorshipButton mentorshipId={item.id} cancel={false} name={name} />
      </div>
    );
  }
  if (item.status === "encerrada") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        {item.rated ? (
          <p className="text-muted-foreground text-sm">Você já avaliou esta mentoria.</p>
        ) : (
          <MentoringRatingDialog mentorshipId={item.id} otherName={name} />
        )}
        <ConversationLink conversationId={item.conversationId} name={name} ended />
      </div>
    );
  }
  return null;
}

/** The pair's conversation in Mensagens, opened by the acceptance; read only once the mentorship ended. */
function ConversationLink({
  conversationId,
  name,
  ended,
}: {
  conversationId: string | null;
  name: string;
  ended?: boolean;
}) {
  if (!conversationId) return null;
  return (
    <Button asChild size="sm" variant={ended ? "ghost" : "default"}>
      <Link to={href("militaryMessages", {}, { conversa: conversationId })}>
        <MessageSquareIcon aria-hidden="true" />
        {ended ? "Ver conversa" : "Conversar"}
        <span className="sr-only"> com {name}</span>
      </Link>
    </Button>
  );
}

/**
 * 'Encerrar mentoria' (either side, a running one) or 'Cancelar pedido' (the mentee, a pending
 * one): the same endpoint, asked first. A 409 means it changed meanwhile: said, and read again.
 */
function EndMentorshipButton({ mentorshipId, cancel, name }: { mentorshipId: string; cancel: boolean; name: string }) {
  const end = useEndMentorship(mentorshipId);
  const refresh = useRefreshMentoring();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (end.isPending) return;
    try {
      const res = await end.mutateAsync(undefined);
      setOpen(false);
      toast.success(res.message);
    } catch (error) {
      setOpen(false);
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void refresh();
      toast.error(errorMessage(error, "Não foi possível concluir. Tente novamente."));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={end.isPending}
      trigger={
        <Button size="sm" variant="outline">
          {cancel ? "Cancelar pedido" : "Encerrar mentoria"}
          <span className="sr-only"> com {name}</span>
        </Button>
      }
      title={cancel ? "Cancelar o pedido de mentoria?" : "Encerrar a mentoria?"}
      description={
        cancel
          ? `${name} deixa de ver o seu pedido. Você pode pedir mentoria a ele de novo depois.`
          : "A mentoria termina agora para vocês dois e a vaga do mentor fica livre. Depois, cada um pode avaliá-la."
      }
      cancelLabel="Voltar"
      confirmLabel={cancel ? "Cancelar pedido" : "Encerrar mentoria"}
      pendingLabel={cancel ? "Cancelando..." : "Encerrando..."}
      destructive
      onConfirm={confirm}
    />
  );
}

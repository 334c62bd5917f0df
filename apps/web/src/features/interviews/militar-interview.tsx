import {
  cancelInterviewSchema,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_LIMITS,
  INTERVIEW_STATUS_LABELS,
  type InterviewKind,
  type InterviewStatus,
  interviewTimeLabel,
  interviewTitle,
  requestTimesSchema,
  zoneOf,
} from "@pm/shared/interviews";
import { useQuery } from "@tanstack/react-query";
import { CalendarClockIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useHashScroll } from "@/hooks/use-hash-scroll";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import {
  type MilitarInterview,
  militarInterviewsQuery,
  useCancelInterview,
  useChooseSlot,
  useRequestTimes,
} from "./militar-api";

/** The status as the militar reads it: a proposal waits for him, not for "the candidate". */
const STATUS_LABELS: Record<InterviewStatus, string> = {
  ...INTERVIEW_STATUS_LABELS,
  proposta: "Escolha um horário",
};

const STATUS_VARIANTS: Record<InterviewStatus, "warning" | "secondary" | "default" | "outline"> = {
  proposta: "warning",
  remarcar: "secondary",
  confirmada: "default",
  cancelada: "outline",
  realizada: "secondary",
  nao_compareceu: "outline",
};

/** What the place of an interview is, by its kind. */
const LOCATION_LABELS: Record<InterviewKind, string> = {
  presencial: "Endereço",
  video: "Link da chamada",
  telefone: "Telefone",
};

const NO_SLOT_CHOSEN = "Escolha um dos horários";

/** "45 minutos", "1 hora", "1 hora e 30 minutos", "2 horas". */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? "1 hora" : `${hours} horas`;
  return rest ? `${h} e ${rest} minutos` : h;
}

/** The DOM id of an interview's block: the notifications link to `/app/candidaturas#entrevista-<id>`. */
export const interviewAnchor = (id: string) => `entrevista-${id}`;

/**
 * The interview of one application on its card in 'Minhas candidaturas' (the latest one, if it
 * has any): its status, and what he can do about it.
 */
export function MilitarApplicationInterview({ applicationId }: { applicationId: string }) {
  const { data } = useQuery(militarInterviewsQuery);
  // Newest first: the first one of the application is its open interview, or its last one.
  const interview = data?.interviews.find((i) => i.applicationId === applicationId);
  return interview ? <InterviewBlock interview={interview} /> : null;
}

function InterviewBlock({ interview: i }: { interview: MilitarInterview }) {
  const anchor = interviewAnchor(i.id);
  const titleId = `${anchor}-titulo`;
  useHashScroll(anchor, true);
  const { data: me } = useQuery(meQuery);
  const zone = zoneOf(me?.militaryProfile?.state, me?.militaryProfile?.city);

  return (
    <section
      id={anchor}
      aria-labelledby={titleId}
      className="grid scroll-mt-20 gap-3 rounded-lg border bg-muted/40 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-medium text-sm">
          <CalendarClockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {interviewTitle(i.kind)}
        </h3>
        <Badge variant={STATUS_VARIANTS[i.status]} data-testid="interview-status">
          {STATUS_LABELS[i.status]}
        </Badge>
      </div>

      <StatusNote interview={i} />
      {i.status === "proposta" ? <ChooseSlot interview={i} zone={zone} /> : null}
      <InterviewDetails interview={i} zone={zone} />

      {i.status === "proposta" || i.status === "confirmada" ? (
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          {i.status === "proposta" ? (
            <span className="text-muted-foreground text-sm">Nenhum horário serve?</span>
          ) : null}
          <RequestTimesDialog interview={i} />
          {i.status === "confirmada" ? <CancelInterviewDialog interview={i} /> : null}
        </div>
      ) : null}
    </section>
  );
}

/** A line on where the interview stands, for the statuses that need one. */
function StatusNote({ interview: i }: { interview: MilitarInterview }) {
  const reason = i.reason ? <span className="wrap-anywhere"> Motivo: {i.reason}</span> : null;
  switch (i.status) {
    case "proposta":
      return <p className="text-sm">A empresa propôs horários para a entrevista. Escolha o melhor para você.</p>;
    case "remarcar":
      return (
        <p className="text-sm">
          Você pediu outros horários. A empresa vai propor novos horários.
          {reason}
        </p>
      );
    case "cancelada":
      return (
        <p className="text-sm">
          {i.canceledBy === "militar" ? "Você cancelou esta entrevista." : "A empresa cancelou esta entrevista."}
          {reason}
        </p>
      );
    default:
      return null;
  }
}

/** The interview's facts: when (once chosen), the kind, where, how long, who and the company's message. */
function InterviewDetails({ interview: i, zone }: { interview: MilitarInterview; zone: string }) {
  const open = i.status === "proposta" || i.status === "confirmada";
  const rows: { label: string; value: ReactNode }[] = [];
  if (i.startsAt && i.status !== "proposta" && i.status !== "remarcar") {
    rows.push({ label: "Horário", value: interviewTimeLabel(i.startsAt, zone) });
  }
  if (open) {
    rows.push({ label: "Tipo", value: INTERVIEW_KIND_LABELS[i.kind] });
    if (i.location) rows.push({ label: LOCATION_LABELS[i.kind], value: <Location kind={i.kind} value={i.location} /> });
    rows.push({ label: "Duração", value: durationLabel(i.durationMinutes) });
    if (i.interviewers.length > 0) {
      rows.push({ label: "Entrevistadores", value: i.interviewers.map((p) => p.name).join(", ") });
    }
    if (i.message) {
      rows.push({ label: "Mensagem da empresa", value: <span className="whitespace-pre-line">{i.message}</span> });
    }
  }
  if (rows.length === 0) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="min-w-0 wrap-anywhere">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Location({ kind, value }: { kind: InterviewKind; value: string }) {
  if (kind === "video") {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline">
        {value}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    );
  }
  if (kind === "telefone") {
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, "")}`} className="font-medium text-primary underline">
        {value}
      </a>
    );
  }
  return <>{value}</>;
}

/** 'Escolher horário': the proposed times as radio choices, in Brasília's time and his own. */
function ChooseSlot({ interview: i, zone }: { interview: MilitarInterview; zone: string }) {
  const choose = useChooseSlot();
  const [slotId, setSlotId] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const errorId = `${interviewAnchor(i.id)}-horario-erro`;
  const now = Date.now();
  const open = i.slots.filter((s) => new Date(s.startsAt).getTime() > now);

  if (open.length === 0) {
    return <p className="text-sm">Os horários propostos já passaram. Peça novos horários à empresa.</p>;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slotId || !open.some((s) => s.id === slotId)) return setError(NO_SLOT_CHOSEN);
    setError(undefined);
    try {
      const res = await choose.mutateAsync({ id: i.id, slotId });
      toast.success(res.message);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-3">
      <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-2 font-medium text-sm">Horários propostos</legend>
        {i.slots.map((slot) => {
          const gone = !open.includes(slot);
          return (
            <label
              key={slot.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border bg-background p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                type="radio"
                name={`horario-${i.id}`}
                value={slot.id}
                checked={slotId === slot.id}
                disabled={gone || choose.isPending}
                onChange={() => {
                  setSlotId(slot.id);
                  setError(undefined);
                }}
                className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
              />
              <span className="min-w-0 wrap-anywhere">
                {interviewTimeLabel(slot.startsAt, zone)}
                {gone ? <span className="text-muted-foreground"> (já passou)</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={choose.isPending}>
          {choose.isPending ? "Confirmando..." : "Escolher horário"}
        </Button>
      </div>
    </form>
  );
}

/**
 * A confirmation that asks for his reason (required, as the API's schema says) before sending:
 * 'Pedir outros horários' and 'Cancelar entrevista'.
 */
function ReasonDialog({
  interview: i,
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  schema,
  send,
  pending,
}: {
  interview: MilitarInterview;
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  schema: typeof requestTimesSchema | typeof cancelInterviewSchema;
  send: (vars: { id: string; reason: string }) => Promise<{ message: string }>;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const fieldId = useId();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason("");
      setError(undefined);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      const res = await send({ id: i.id, reason: parsed.data.reason });
      toast.success(res.message);
      onOpenChange(false);
    } catch (failure) {
      const issue = failure instanceof ApiRequestError ? failure.issues.find((x) => x.path === "reason") : undefined;
      if (issue) return setError(issue.message);
      toast.error(errorMessage(failure));
      onOpenChange(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      cancelLabel="Voltar"
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      destructive={destructive}
      pending={pending}
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField id={fieldId} label="Motivo" error={error} required>
        <Textarea
          id={fieldId}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(undefined);
          }}
          rows={3}
          maxLength={INTERVIEW_LIMITS.reason}
          className="min-h-20"
          {...invalidProps(fieldId, error)}
        />
      </FormField>
    </ConfirmDialog>
  );
}

function RequestTimesDialog({ interview: i }: { interview: MilitarInterview }) {
  const request = useRequestTimes();
  return (
    <ReasonDialog
      interview={i}
      trigger={
        <Button type="button" variant="outline" size="sm">
          Pedir outros horários<span className="sr-only"> para a entrevista de {i.jobTitle}</span>
        </Button>
      }
      title="Pedir outros horários"
      description={
        i.status === "confirmada"
          ? "O horário confirmado deixa de valer e a empresa propõe novos horários. Conte o motivo."
          : "A empresa recebe o seu pedido e propõe novos horários. Conte o motivo."
      }
      confirmLabel="Enviar pedido"
      pendingLabel="Enviando..."
      schema={requestTimesSchema}
      send={request.mutateAsync}
      pending={request.isPending}
    />
  );
}

function CancelInterviewDialog({ interview: i }: { interview: MilitarInterview }) {
  const cancel = useCancelInterview();
  return (
    <ReasonDialog
      interview={i}
      trigger={
        <Button type="button" variant="ghost" size="sm">
          Cancelar entrevista<span className="sr-only"> de {i.jobTitle}</span>
        </Button>
      }
      title="Cancelar entrevista?"
      description="A empresa será avisada do cancelamento. Conte o motivo."
      confirmLabel="Cancelar entrevista"
      pendingLabel="Cancelando..."
      destructive
      schema={cancelInterviewSchema}
      send={cancel.mutateAsync}
      pending={cancel.isPending}
    />
  );
}

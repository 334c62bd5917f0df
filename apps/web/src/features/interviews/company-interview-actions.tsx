import {
  cancelInterviewSchema,
  INTERVIEW_LIMITS,
  type InterviewOutcome,
  interviewOutcomeSchema,
  rescheduleInterviewSchema,
} from "@pm/shared/interviews";
import { CalendarClockIcon, CalendarXIcon, ClipboardCheckIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { flushSync } from "react-dom";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { type CompanyInterview, useCancelInterview, useRecordOutcome, useRescheduleInterview } from "./company-api";
import { apiErrors, type FieldErrors, FormDialog, focusFirstInvalid, invalid } from "./company-form-dialog";
import { emptySlot, readSlots, type SlotDraft, SlotsFieldset, slotErrorKey } from "./company-slots";

/** A textarea with its label, an optional hint and its message. */
function TextField({
  label,
  hint,
  value,
  error,
  required = false,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="font-medium text-destructive text-sm">
            *
          </span>
        ) : null}
      </div>
      <Textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-20"
        aria-required={required || undefined}
        {...invalid(`${id}-erro`, error, hint ? `${id}-dica` : undefined)}
      />
      {hint ? (
        <p id={`${id}-dica`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erro`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const isRescheduleField = (key: string) => key === "slots" || key === "reason" || /^slots\.\d+$/.test(key);

/** 'Remarcar': new times for the candidate to choose from, and why (optional). */
export function RescheduleDialog({ applicationId, interview }: { applicationId: string; interview: CompanyInterview }) {
  const reschedule = useRescheduleInterview(applicationId);
  const [open, setOpen] = useState(false);
  const [slots, setSlots] = useState<SlotDraft[]>(() => [emptySlot()]);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSlots([emptySlot()]);
      setReason("");
      setErrors({});
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read = readSlots(slots);
    const parsed = rescheduleInterviewSchema().safeParse({ slots: read.slots, reason });
    const found: FieldErrors = { ...read.errors };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = slotErrorKey(issue.path.join("."), read.rows);
        if (key === "slots" && Object.keys(read.errors).length > 0) continue;
        found[key] ??= issue.message;
      }
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      flushSync(() => setErrors(found));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    const { slots: sent, reason: why } = parsed.data;
    reschedule.mutate(
      { id: interview.id, slots: sent, ...(why ? { reason: why } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onOpenChange(false);
        },
        onError: (error) => {
          flushSync(() => setErrors(apiErrors(error, isRescheduleField, (path) => slotErrorKey(path, read.rows))));
          focusFirstInvalid(form);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm">
          <CalendarClockIcon aria-hidden="true" />
          Remarcar
        </Button>
      }
      title="Remarcar entrevista"
      description={
        interview.status === "remarcar" && interview.reason
          ? `O candidato pediu outros horários: “${interview.reason}”. Proponha novos horários; ele escolhe um.`
          : interview.status === "confirmada"
            ? "Proponha novos horários; o candidato escolhe um. O horário confirmado deixa de valer."
            : "Proponha novos horários; o candidato escolhe um. Os horários propostos antes deixam de valer."
      }
      confirmLabel="Enviar novos horários"
      pendingLabel="Enviando..."
      pending={reschedule.isPending}
      onSubmit={submit}
      formError={errors.form}
    >
      <SlotsFieldset
        legend="Novos horários"
        slots={slots}
        errors={errors}
        onChange={(next) => {
          setSlots(next);
          setErrors((e) =>
            Object.fromEntries(Object.entries(e).filter(([key]) => key !== "slots" && !key.startsWith("slots."))),
          );
        }}
      />
      <TextField
        label="Motivo"
        hint="Opcional: o candidato recebe junto com os novos horários."
        value={reason}
        error={errors.reason}
        onChange={(value) => {
          setReason(value);
          setErrors(({ reason: _r, ...rest }) => rest);
        }}
      />
    </FormDialog>
  );
}

/** 'Cancelar entrevista': asks why (required) before the candidate is told. */
export function CancelInterviewDialog({
  applicationId,
  interview,
}: {
  applicationId: string;
  interview: CompanyInterview;
}) {
  const cancel = useCancelInterview(applicationId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason("");
      setErrors({});
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = cancelInterviewSchema.safeParse({ reason });
    if (!parsed.success) {
      flushSync(() => setErrors({ reason: parsed.error.issues[0]?.message }));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    cancel.mutate(
      { id: interview.id, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onOpenChange(false);
        },
        onError: (error) => {
          flushSync(() => setErrors(apiErrors(error, (key) => key === "reason")));
          focusFirstInvalid(form);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={cancel.isPending}
      trigger={
        <Button variant="outline" size="sm" className="text-destructive">
          <CalendarXIcon aria-hidden="true" />
          Cancelar entrevista
        </Button>
      }
      title="Cancelar entrevista?"
      description="O candidato é avisado com o motivo, e o convite sai da agenda de todos."
      cancelLabel="Voltar"
      confirmLabel="Cancelar entrevista"
      pendingLabel="Cancelando..."
      destructive
      onSubmit={submit}
    >
      <div className="grid gap-4">
        {errors.form ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
          >
            {errors.form}
          </p>
        ) : null}
        <TextField
          label="Motivo"
          hint={`O candidato recebe este motivo. Até ${INTERVIEW_LIMITS.reason} caracteres.`}
          value={reason}
          error={errors.reason}
          required
          onChange={(value) => {
            setReason(value);
            setErrors({});
          }}
        />
      </div>
    </ConfirmDialog>
  );
}

const OUTCOMES: { value: InterviewOutcome; label: string }[] = [
  { value: "realizada", label: "Realizada" },
  { value: "nao_compareceu", label: "Não compareceu" },
];

/** 'Registrar resultado', after the interview's time: Realizada or Não compareceu, and a note for the team. */
export function OutcomeDialog({ applicationId, interview }: { applicationId: string; interview: CompanyInterview }) {
  const record = useRecordOutcome(applicationId);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<InterviewOutcome | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setOutcome("");
      setNote("");
      setErrors({});
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = interviewOutcomeSchema.safeParse({ outcome: outcome || undefined, note });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      flushSync(() => setErrors(found));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    const { note: kept, ...rest } = parsed.data;
    record.mutate(
      { id: interview.id, ...rest, ...(kept ? { note: kept } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onOpenChange(false);
        },
        onError: (error) => {
          flushSync(() => setErrors(apiErrors(error, (key) => key === "outcome" || key === "note")));
          focusFirstInvalid(form);
        },
      },
    );
  };
  const outcomeError = errors.outcome;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="sm">
          <ClipboardCheckIcon aria-hidden="true" />
          Registrar resultado
        </Button>
      }
      title="Registrar resultado"
      description="Como foi a entrevista? O resultado fica no histórico da candidatura."
      confirmLabel="Registrar resultado"
      pendingLabel="Salvando..."
      pending={record.isPending}
      onSubmit={submit}
      formError={errors.form}
    >
      <fieldset className="grid min-w-0 gap-2" aria-describedby={outcomeError ? `${id}-erro` : undefined}>
        <legend className="mb-1 font-medium text-sm">Resultado</legend>
        <div className="flex flex-wrap gap-2">
          {OUTCOMES.map((o) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input
                type="radio"
                name={`${id}-resultado`}
                value={o.value}
                checked={outcome === o.value}
                onChange={() => {
                  setOutcome(o.value);
                  setErrors(({ outcome: _o, ...rest }) => rest);
                }}
                className="size-4 accent-primary"
                {...(outcomeError ? { "aria-invalid": true as const, "aria-describedby": `${id}-erro` } : {})}
              />
              {o.label}
            </label>
          ))}
        </div>
        {outcomeError ? (
          <p id={`${id}-erro`} className="text-destructive text-sm">
            {outcomeError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Anotação"
        hint="Opcional: como foi e os próximos passos."
        value={note}
        error={errors.note}
        onChange={(value) => {
          setNote(value);
          setErrors(({ note: _n, ...rest }) => rest);
        }}
      />
    </FormDialog>
  );
}

import {
  INTERVIEW_DURATIONS,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_KINDS,
  INTERVIEW_LIMITS,
  type InterviewKind,
  scheduleInterviewSchema,
} from "@pm/shared/interviews";
import { useQuery } from "@tanstack/react-query";
import { CalendarPlusIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { interviewersQuery, useScheduleInterview } from "./company-api";
import {
  apiErrors,
  durationLabel,
  type FieldErrors,
  FormDialog,
  focusFirstInvalid,
  invalid,
} from "./company-form-dialog";
import { emptySlot, readSlots, type SlotDraft, SlotsFieldset, slotErrorKey } from "./company-slots";

/** The place field of each type: its label, its hint and how it is typed. */
const PLACE: Record<InterviewKind, { label: string; hint: string; type: string; inputMode?: "url" | "tel" }> = {
  presencial: { label: "Endereço", hint: "Rua, número, bairro e cidade, e a quem procurar.", type: "text" },
  video: {
    label: "Link da chamada",
    hint: "Começa com https:// (Google Meet, Zoom, Teams…).",
    type: "url",
    inputMode: "url",
  },
  telefone: { label: "Telefone", hint: "Opcional: o número da ligação, com DDD.", type: "tel", inputMode: "tel" },
};

const FIELDS = new Set(["kind", "location", "durationMinutes", "slots", "interviewerIds", "message"]);
const isField = (key: string) => FIELDS.has(key) || /^slots\.\d+$/.test(key);

/** The form as typed: one place per type, so switching the type keeps what was written for each. */
interface Draft {
  kind: InterviewKind;
  places: Record<InterviewKind, string>;
  durationMinutes: number;
  slots: SlotDraft[];
  interviewerIds: string[];
  message: string;
}

const initialDraft = (): Draft => ({
  kind: "video",
  places: { presencial: "", video: "", telefone: "" },
  durationMinutes: 60,
  slots: [emptySlot()],
  interviewerIds: [],
  message: "",
});

/** The slots' messages go when the rows change: a removed row would leave them under another. */
const withoutSlotErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== "slots" && !key.startsWith("slots.")));

/**
 * 'Agendar entrevista': the type and its place, the duration, 1 to 5 times in Brasília, the
 * interviewers and a message. Checked with the API's own messages before anything is sent; the
 * API's refusals go under their fields, or at the top (an interview already open).
 */
export function ScheduleInterviewDialog({
  applicationId,
  jobId,
  candidateName,
  disabled,
  describedBy,
}: {
  applicationId: string;
  jobId: string;
  candidateName: string;
  disabled: boolean;
  /** The id of the text saying why the button is disabled. */
  describedBy?: string;
}) {
  const schedule = useScheduleInterview(applicationId);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(initialDraft);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setDraft(initialDraft());
      setErrors({});
    }
  };
  const change = (patch: Partial<Draft>, clear: string[] = []) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (clear.length > 0) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !clear.includes(k))));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read = readSlots(draft.slots);
    const parsed = scheduleInterviewSchema().safeParse({
      kind: draft.kind,
      location: draft.places[draft.kind],
      durationMinutes: draft.durationMinutes,
      slots: read.slots,
      interviewerIds: draft.interviewerIds,
      message: draft.message,
    });
    const found: FieldErrors = { ...read.errors };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = slotErrorKey(issue.path.join("."), read.rows);
        // Rows that are no time already say so; 'at least one time' would only repeat it.
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
    schedule.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onOpenChange(false);
      },
      onError: (error) => {
        flushSync(() => setErrors(apiErrors(error, isField, (path) => slotErrorKey(path, read.rows))));
        focusFirstInvalid(form);
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="sm" disabled={disabled} aria-describedby={describedBy}>
          <CalendarPlusIcon aria-hidden="true" />
          Agendar entrevista
        </Button>
      }
      title="Agendar entrevista"
      description={`Proponha horários ${candidateName ? `a ${candidateName}` : "ao candidato"}: ele é avisado e escolhe um deles.`}
      confirmLabel="Enviar convite"
      pendingLabel="Enviando..."
      pending={schedule.isPending}
      onSubmit={submit}
      formError={errors.form}
    >
      <KindFieldset
        value={draft.kind}
        error={errors.kind}
        onChange={(kind) => change({ kind }, ["kind", "location"])}
      />
      <PlaceField
        kind={draft.kind}
        value={draft.places[draft.kind]}
        error={errors.location}
        onChange={(value) => change({ places: { ...draft.places, [draft.kind]: value } }, ["location"])}
      />
      <DurationField
        value={draft.durationMinutes}
        error={errors.durationMinutes}
        onChange={(durationMinutes) => change({ durationMinutes }, ["durationMinutes"])}
      />
      <SlotsFieldset
        slots={draft.slots}
        errors={errors}
        onChange={(slots) => {
          setDraft((d) => ({ ...d, slots }));
          setErrors(withoutSlotErrors);
        }}
      />
      <InterviewersFieldset
        jobId={jobId}
        value={draft.interviewerIds}
        error={errors.interviewerIds}
        onChange={(interviewerIds) => change({ interviewerIds }, ["interviewerIds"])}
      />
      <MessageField
        value={draft.message}
        error={errors.message}
        onChange={(message) => change({ message }, ["message"])}
      />
    </FormDialog>
  );
}

function KindFieldset({
  value,
  error,
  onChange,
}: {
  value: InterviewKind;
  error?: string;
  onChange: (kind: InterviewKind) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-erro` : undefined}>
      <legend className="mb-1 font-medium text-sm">Tipo de entrevista</legend>
      <div className="flex flex-wrap gap-2">
        {INTERVIEW_KINDS.map((kind) => (
          <label
            key={kind}
            className={cx(
              "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              value === kind && "border-primary bg-primary/5 font-medium",
            )}
          >
            <input
              type="radio"
              name={`${id}-tipo`}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="size-4 accent-primary"
            />
            {INTERVIEW_KIND_LABELS[kind]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-erro`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function PlaceField({
  kind,
  value,
  error,
  onChange,
}: {
  kind: InterviewKind;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const place = PLACE[kind];
  const fieldId = `${id}-${kind}`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={fieldId}>{place.label}</Label>
        {kind === "telefone" ? null : (
          <span aria-hidden="true" className="font-medium text-destructive text-sm">
            *
          </span>
        )}
      </div>
      <Input
        id={fieldId}
        type={place.type}
        inputMode={place.inputMode}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required={kind !== "telefone"}
        {...invalid(`${fieldId}-erro`, error, `${fieldId}-dica`)}
      />
      <p id={`${fieldId}-dica`} className="text-muted-foreground text-xs">
        {place.hint}
      </p>
      {error ? (
        <p id={`${fieldId}-erro`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DurationField({
  value,
  error,
  onChange,
}: {
  value: number;
  error?: string;
  onChange: (minutes: number) => void;
}) {
  const id = `${useId()}-duracao`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Duração</Label>
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        className="sm:w-48"
        {...invalid(`${id}-erro`, error)}
      >
        {INTERVIEW_DURATIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {durationLabel(minutes)}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <p id={`${id}-erro`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Entrevistadores': the job's hiring members, any of them; none means whoever schedules. */
function InterviewersFieldset({
  jobId,
  value,
  error,
  onChange,
}: {
  jobId: string;
  value: string[];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const id = useId();
  const members = useQuery(interviewersQuery(jobId));
  const hintId = `${id}-dica`;
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-erro ${hintId}` : hintId}>
      <legend className="mb-1 font-medium text-sm">Entrevistadores</legend>
      <p id={hintId} className="-mt-1 text-muted-foreground text-xs">
        Recebem o convite na agenda. Sem ninguém marcado, o convite vai para quem agendou.
      </p>
      {members.isPending ? (
        <p role="status" className="text-muted-foreground text-sm">
          Carregando equipe...
        </p>
      ) : members.isError ? (
        <p role="alert" className="text-muted-foreground text-sm">
          Não foi possível carregar a equipe.{" "}
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => void members.refetch()}>
            Tentar novamente
          </Button>
        </p>
      ) : members.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ninguém da equipe pode entrevistar ainda.</p>
      ) : (
        <ul className="grid gap-2">
          {members.data.map((member) => {
            const boxId = `${id}-${member.id}`;
            return (
              <li key={member.id} className="flex items-center gap-2">
                <input
                  id={boxId}
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={value.includes(member.id)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...value, member.id] : value.filter((v) => v !== member.id))
                  }
                />
                <Label htmlFor={boxId} className="min-w-0 font-normal wrap-anywhere">
                  {member.name}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p id={`${id}-erro`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function MessageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (message: string) => void;
}) {
  const id = `${useId()}-mensagem`;
  const over = value.length > INTERVIEW_LIMITS.message;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Mensagem ao candidato</Label>
      <Textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-20"
        {...invalid(`${id}-erro`, error, `${id}-dica`)}
      />
      <p id={`${id}-dica`} className="flex flex-wrap justify-between gap-2 text-muted-foreground text-xs">
        <span>Opcional: o que levar, com quem falar.</span>
        <span className={over ? "text-destructive" : undefined}>
          {value.length.toLocaleString("pt-BR")}/{INTERVIEW_LIMITS.message.toLocaleString("pt-BR")} caracteres
        </span>
      </p>
      {error ? (
        <p id={`${id}-erro`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

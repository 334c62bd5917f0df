import { brazilDay } from "@pm/shared/brazil";
import { MENTORING_LIMITS, mentoringMessages as m, mentorshipDecisionSchema } from "@pm/shared/mentoring";
import { CheckIcon, XIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type MentorshipDecisionInput, useDecideMentorship, useRefreshMentoring } from "../api";
import { type FieldErrors, fieldErrors, refusalErrors, zodIssues } from "./mentoring-form-errors";
import { CharacterCount } from "./post-text-field";

/** Brazil's today plus `days`, 'aaaa-mm-dd': the API counts the end date on Brazil's calendar too. */
export function brazilDayPlus(days: number, now = new Date()): string {
  const day = new Date(`${brazilDay(now)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * A decision's dialog: sends once, says the API's message, and on a 409 or a 404 (answered in
 * another tab, the mentor's places filled, the request withdrawn) says why, closes and reads the
 * list again. A 422 goes under its field.
 */
function useDecision<F extends string>(mentorshipId: string, fields: readonly F[], reset: () => void) {
  const decide = useDecideMentorship(mentorshipId);
  const refresh = useRefreshMentoring();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const close = () => {
    setOpen(false);
    setErrors({});
    reset();
  };

  const send = async (input: MentorshipDecisionInput) => {
    try {
      const res = await decide.mutateAsync(input);
      toast.success(res.message);
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        toast.error(error.message);
        close();
        void refresh();
        return;
      }
      if (error instanceof ApiRequestError && error.status === 422) setErrors(refusalErrors(error, fields));
      else
        setErrors({
          form: errorMessage(error, "Não foi possível enviar sua resposta. Tente novamente."),
        } as FieldErrors<F>);
    }
  };

  return { decide, open, setOpen, errors, setErrors, close, send };
}

function FormAlert({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

const ACCEPT_FIELDS = ["goal", "endsOn"] as const;

/**
 * 'Aceitar': an optional goal and the last day, 90 days ahead unless he chooses another between
 * tomorrow and a year. The mentee is told at once.
 */
export function AcceptMentorshipDialog({ mentorshipId, menteeName }: { mentorshipId: string; menteeName: string }) {
  const id = useId();
  const [goal, setGoal] = useState("");
  const [endsOn, setEndsOn] = useState(() => brazilDayPlus(MENTORING_LIMITS.defaultDays));
  const { decide, open, setOpen, errors, setErrors, close, send } = useDecision(mentorshipId, ACCEPT_FIELDS, () => {
    setGoal("");
    setEndsOn(brazilDayPlus(MENTORING_LIMITS.defaultDays));
  });
  const earliest = brazilDayPlus(1);
  const latest = brazilDayPlus(MENTORING_LIMITS.maxDays);

  const submit = useOneSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = mentorshipDecisionSchema.safeParse({ decision: "aceitar", goal, endsOn });
    const found: FieldErrors<(typeof ACCEPT_FIELDS)[number]> = parsed.success
      ? {}
      : fieldErrors(zodIssues(parsed.error.issues), ACCEPT_FIELDS);
    // The schema knows a date's shape; the range is the API's rule, checked here so it is said at once.
    if (!found.endsOn && (endsOn === "" || endsOn < earliest || endsOn > latest)) found.endsOn = m.endsOnInvalid;
    if (Object.keys(found).length > 0 || !parsed.success || parsed.data.decision !== "aceitar") {
      setErrors(found);
      return;
    }
    setErrors({});
    await send({
      decision: "aceitar",
      endsOn,
      ...(parsed.data.goal ? { goal: parsed.data.goal } : {}),
    });
  });

  const goalId = `${id}-objetivo`;
  const dateId = `${id}-termino`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      pending={decide.isPending}
      trigger={
        <Button size="sm">
          <CheckIcon aria-hidden="true" />
          Aceitar<span className="sr-only"> o pedido de {menteeName}</span>
        </Button>
      }
      title={`Aceitar o pedido de ${menteeName}?`}
      description="Combine um objetivo e até quando vão conversar. Você pode encerrar a mentoria antes, se precisar."
      cancelLabel="Cancelar"
      confirmLabel="Aceitar pedido"
      pendingLabel="Enviando..."
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid min-w-0 gap-4">
        <FormAlert message={errors.form} />
        <div className="grid gap-2">
          <Label htmlFor={goalId}>Objetivo (opcional)</Label>
          <Textarea
            id={goalId}
            rows={3}
            className="min-h-20"
            placeholder="Ex.: montar o currículo para vagas de logística"
            value={goal}
            onChange={(event) => {
              setGoal(event.target.value);
              if (errors.goal) setErrors(({ goal: _, ...rest }) => rest);
            }}
            aria-invalid={errors.goal ? true : undefined}
            aria-describedby={[errors.goal ? `${goalId}-error` : null, `${goalId}-contagem`].filter(Boolean).join(" ")}
          />
          {errors.goal ? (
            <p id={`${goalId}-error`} className="text-destructive text-sm">
              {errors.goal}
            </p>
          ) : null}
          <div className="flex justify-end">
            <CharacterCount id={`${goalId}-contagem`} length={goal.length} max={MENTORING_LIMITS.goal} />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={dateId}>Data de término</Label>
          <Input
            id={dateId}
            type="date"
            min={earliest}
            max={latest}
            value={endsOn}
            onChange={(event) => {
              setEndsOn(event.target.value);
              if (errors.endsOn) setErrors(({ endsOn: _, ...rest }) => rest);
            }}
            aria-invalid={errors.endsOn ? true : undefined}
            aria-describedby={[errors.endsOn ? `${dateId}-error` : null, `${dateId}-dica`].filter(Boolean).join(" ")}
          />
          {errors.endsOn ? (
            <p id={`${dateId}-error`} className="text-destructive text-sm">
              {errors.endsOn}
            </p>
          ) : null}
          <p id={`${dateId}-dica`} className="text-muted-foreground text-xs">
            Sugerimos {MENTORING_LIMITS.defaultDays} dias. A mentoria termina sozinha nessa data.
          </p>
        </div>
      </div>
    </ConfirmDialog>
  );
}

const DECLINE_FIELDS = ["message"] as const;

/**
 * 'Recusar': the kind default text is already in the box, so declining takes one click, and he
 * may write his own. The mentee reads it on his list.
 */
export function DeclineMentorshipDialog({ mentorshipId, menteeName }: { mentorshipId: string; menteeName: string }) {
  const id = useId();
  const [message, setMessage] = useState<string>(m.declineDefault);
  const { decide, open, setOpen, errors, setErrors, close, send } = useDecision(mentorshipId, DECLINE_FIELDS, () =>
    setMessage(m.declineDefault),
  );

  const submit = useOneSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = mentorshipDecisionSchema.safeParse({ decision: "recusar", message });
    if (!parsed.success || parsed.data.decision !== "recusar") {
      setErrors(parsed.success ? {} : fieldErrors(zodIssues(parsed.error.issues), DECLINE_FIELDS));
      return;
    }
    setErrors({});
    await send({ decision: "recusar", ...(parsed.data.message ? { message: parsed.data.message } : {}) });
  });

  const boxId = `${id}-mensagem`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      pending={decide.isPending}
      trigger={
        <Button size="sm" variant="outline">
          <XIcon aria-hidden="true" />
          Recusar<span className="sr-only"> o pedido de {menteeName}</span>
        </Button>
      }
      title={`Recusar o pedido de ${menteeName}?`}
      description="Sua mensagem chega ao militar. Uma palavra gentil ajuda a procurar outro mentor."
      cancelLabel="Cancelar"
      confirmLabel="Recusar pedido"
      pendingLabel="Enviando..."
      destructive
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid min-w-0 gap-2">
        <FormAlert message={errors.form} />
        <Label htmlFor={boxId}>Mensagem ao militar</Label>
        <Textarea
          id={boxId}
          rows={5}
          className="min-h-28"
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            if (errors.message) setErrors(({ message: _, ...rest }) => rest);
          }}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[errors.message ? `${boxId}-error` : null, `${boxId}-contagem`].filter(Boolean).join(" ")}
        />
        {errors.message ? (
          <p id={`${boxId}-error`} className="text-destructive text-sm">
            {errors.message}
          </p>
        ) : null}
        <div className="flex justify-end">
          <CharacterCount id={`${boxId}-contagem`} length={message.length} max={MENTORING_LIMITS.message} />
        </div>
      </div>
    </ConfirmDialog>
  );
}

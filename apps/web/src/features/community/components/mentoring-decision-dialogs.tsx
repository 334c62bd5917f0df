import { brazilDay } from "@pm/shared/brazil";
import { addDays } from "@pm/shared/jobs";
import { MENTORING_LIMITS, mentoringMessages as m, mentorshipDecisionSchema } from "@pm/shared/mentoring";
import { CheckIcon, XIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { type MentorshipDecisionInput, useDecideMentorship } from "../api";
import { FormAlert, useMentoringDialog } from "./mentoring-dialog-form";
import { type FieldErrors, fieldErrors, zodIssues } from "./mentoring-form-errors";
import { CountedTextField } from "./post-text-field";

/** Brazil's today plus `days`, 'aaaa-mm-dd': the API counts the end date on Brazil's calendar too. */
export const brazilDayPlus = (days: number, now = new Date()): string => addDays(brazilDay(now), days);

/** A decision's dialog: the shared mentoring dialog, sending the decision on this mentorship. */
function useDecision<F extends string>(mentorshipId: string, fields: readonly F[], reset: () => void) {
  const decide = useDecideMentorship(mentorshipId);
  const form = useMentoringDialog({
    fields,
    reset,
    failMessage: "Não foi possível enviar sua resposta. Tente novamente.",
  });
  const send = (input: MentorshipDecisionInput) => form.send(() => decide.mutateAsync(input));
  return { ...form, decide, send };
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
  const { decide, dialog, errors, setErrors, clearError, send } = useDecision(mentorshipId, ACCEPT_FIELDS, () => {
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
      {...dialog}
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
        <CountedTextField
          id={goalId}
          label="Objetivo (opcional)"
          error={errors.goal}
          length={goal.length}
          max={MENTORING_LIMITS.goal}
          rows={3}
          className="min-h-20"
          placeholder="Ex.: montar o currículo para vagas de logística"
          value={goal}
          onChange={(event) => {
            setGoal(event.target.value);
            clearError("goal");
          }}
        />
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
              clearError("endsOn");
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
  const { decide, dialog, errors, setErrors, clearError, send } = useDecision(mentorshipId, DECLINE_FIELDS, () =>
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
      {...dialog}
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
        <CountedTextField
          id={boxId}
          label="Mensagem ao militar"
          error={errors.message}
          length={message.length}
          max={MENTORING_LIMITS.message}
          rows={5}
          className="min-h-28"
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            clearError("message");
          }}
        />
      </div>
    </ConfirmDialog>
  );
}

// 'Perguntas da vaga': the militar answers a job's screening questions before his application goes,
// from the board's 'Candidatar-se' and from an invitation's 'Aceitar e candidatar-me' (two
// features, hence here). One field per question, every one required, checked with the API's own
// messages before anything is sent; the API's refusals go under their questions.
import type { AskedQuestion, ScreeningAnswer } from "@pm/shared/screening";
import { SCREENING_LIMITS, screeningMessages } from "@pm/shared/screening.constants";
import { Loader2Icon } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ConfirmDialogPanel } from "@/components/confirm-dialog";
import { AlertDialog, AlertDialogContent } from "@/components/ui/alert-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { cx } from "@/lib/utils";
import { ANSWER_PATH, answersRefused, questionsChanged } from "./screening-answers-errors";

export { answersRefused, keepsDialogOpen, questionsChanged } from "./screening-answers-errors";

/** What each field holds while he answers: 'sim'/'nao', the option, the number or the text as typed. */
type Drafts = Record<string, string>;

const YES_NO = [
  { draft: "sim", label: "Sim" },
  { draft: "nao", label: "Não" },
] as const;

/**
 * A number as people type it here: '3', '2,5', '1.500' (a thousands point) or '2.5'. null when it
 * is not a number of zero or more.
 */
export function parseAnswerNumber(text: string): number | null {
  const typed = text.replace(/\s/g, "");
  let plain = typed;
  if (typed.includes(",")) plain = typed.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(typed)) plain = typed.replace(/\./g, "");
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** The answer a field holds, as the API takes it, or the message saying what is missing. */
function readAnswer(question: AskedQuestion, draft: string): { value: ScreeningAnswer["value"] } | { error: string } {
  const text = draft.trim();
  if (text === "") return { error: screeningMessages.answerRequired };
  switch (question.type) {
    case "sim_nao":
      return text === "sim" || text === "nao" ? { value: text === "sim" } : { error: screeningMessages.answerYesNo };
    case "multipla_escolha":
      return question.options.includes(draft) ? { value: draft } : { error: screeningMessages.answerChoice };
    case "numero": {
      const value = parseAnswerNumber(text);
      return value !== null && value <= SCREENING_LIMITS.number ? { value } : { error: screeningMessages.answerNumber };
    }
    case "texto_curto":
      return text.length <= SCREENING_LIMITS.textAnswer
        ? { value: text }
        : { error: screeningMessages.answerTextTooLong };
  }
}

/** Focuses a question's field: the input itself, or a group's chosen option (else its first). */
function focusField(element: HTMLElement | null) {
  if (!element || element.matches("input, textarea")) {
    element?.focus();
    return;
  }
  (element.querySelector<HTMLElement>("input:checked") ?? element.querySelector<HTMLElement>("input"))?.focus();
}

export interface ScreeningAnswersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questions: readonly AskedQuestion[];
  /** The job applied to, under the title. */
  jobTitle?: string;
  /**
   * Sends the answers. Resolves when done (the caller closes the dialog); rejects with what the
   * dialog should show: the API's issues at `answers.<questionId>` under their questions,
   * anything else above the buttons.
   */
  onSubmit: (answers: ScreeningAnswer[]) => Promise<void>;
}

/** 'Perguntas da vaga': every question of the job, then 'Enviar candidatura'. */
export function ScreeningAnswersDialog({
  open,
  onOpenChange,
  questions,
  jobTitle,
  onSubmit,
}: ScreeningAnswersDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent
        // The first question has the focus, not 'Cancelar': he came to answer.
        onOpenAutoFocus={(event) => {
          const first = (event.target as HTMLElement).querySelector<HTMLElement>(
            "[data-question] input, [data-question] textarea",
          );
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
      >
        <AnswersForm
          questions={questions}
          jobTitle={jobTitle}
          onSubmit={onSubmit}
          pending={pending}
          setPending={setPending}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The form, mounted while the dialog is open: each opening starts blank. */
function AnswersForm({
  questions,
  jobTitle,
  onSubmit,
  pending,
  setPending,
}: Omit<ScreeningAnswersDialogProps, "open" | "onOpenChange"> & {
  pending: boolean;
  setPending: (pending: boolean) => void;
}) {
  const idPrefix = useId();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const fieldId = (index: number) => `${idPrefix}-pergunta-${index}`;

  const change = (question: AskedQuestion, draft: string) => {
    setDrafts((current) => ({ ...current, [question.id]: draft }));
    // A question already marked says at once whether the new answer fixes it.
    if (errors[question.id]) {
      const read = readAnswer(question, draft);
      setErrors((current) => {
        const { [question.id]: _fixed, ...rest } = current;
        return "error" in read ? { ...rest, [question.id]: read.error } : rest;
      });
    }
  };

  /** Shows `found` under the questions, then focuses the first question marked. */
  const showErrors = (found: Record<string, string>) => {
    flushSync(() => setErrors(found));
    const first = questions.findIndex((q) => found[q.id]);
    if (first >= 0) focusField(document.getElementById(fieldId(first)));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: Record<string, string> = {};
    const answers: ScreeningAnswer[] = [];
    for (const question of questions) {
      const read = readAnswer(question, drafts[question.id] ?? "");
      if ("error" in read) found[question.id] = read.error;
      else answers.push({ questionId: question.id, value: read.value });
    }
    setFailure(null);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit(answers);
    } catch (error) {
      const placed: Record<string, string> = {};
      let unplaced = true;
      if (answersRefused(error)) {
        for (const issue of error.issues) {
          const question = questions.find((q) => issue.path === `${ANSWER_PATH}${q.id}`);
          if (question && !placed[question.id]) placed[question.id] = issue.message;
        }
        unplaced = questionsChanged(error, questions) || Object.keys(placed).length === 0;
      }
      if (unplaced) setFailure(errorMessage(error));
      showErrors(placed);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <ConfirmDialogPanel
      title="Perguntas da vaga"
      description={
        <>
          {jobTitle ? <span className="mb-1 block font-medium text-foreground wrap-anywhere">{jobTitle}</span> : null}
          Responda para concluir sua candidatura. Todas as perguntas são obrigatórias.
        </>
      }
      cancelLabel="Cancelar"
      confirmLabel="Enviar candidatura"
      pendingLabel={
        <>
          <Loader2Icon className="animate-spin" aria-hidden="true" />
          Enviando...
        </>
      }
      pending={pending}
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-5">
        {questions.map((question, index) => (
          <QuestionField
            key={question.id}
            id={fieldId(index)}
            question={question}
            draft={drafts[question.id] ?? ""}
            error={errors[question.id]}
            onChange={(draft) => change(question, draft)}
          />
        ))}
        {failure ? (
          <p role="alert" className="text-destructive text-sm">
            {failure}
          </p>
        ) : null}
      </div>
    </ConfirmDialogPanel>
  );
}

const QUESTION_TEXT = "font-medium text-sm leading-snug wrap-anywhere";
const ERROR_TEXT = "text-destructive text-sm";

/** One question: Sim/Não and the options as radio groups, a number, or a short text with its counter. */
function QuestionField({
  id,
  question,
  draft,
  error,
  onChange,
}: {
  id: string;
  question: AskedQuestion;
  draft: string;
  error: string | undefined;
  onChange: (draft: string) => void;
}) {
  const errorId = `${id}-error`;
  const errorText = error ? (
    <p id={errorId} className={ERROR_TEXT}>
      {error}
    </p>
  ) : null;

  if (question.type === "sim_nao" || question.type === "multipla_escolha") {
    const choices =
      question.type === "sim_nao"
        ? YES_NO.map(({ draft: value, label }) => ({ value, label }))
        : question.options.map((option) => ({ value: option, label: option }));
    return (
      <fieldset
        id={id}
        data-question
        className="grid min-w-0 gap-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className={cx(QUESTION_TEXT, "mb-2")}>{question.text}</legend>
        <div className={question.type === "sim_nao" ? "grid grid-cols-2 gap-2" : "grid gap-2"}>
          {choices.map((choice, k) => (
            <label
              key={choice.value}
              htmlFor={`${id}-${k}`}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input
                id={`${id}-${k}`}
                type="radio"
                name={id}
                value={choice.value}
                checked={draft === choice.value}
                onChange={() => onChange(choice.value)}
                required
                aria-describedby={error ? errorId : undefined}
                className="size-4 shrink-0 accent-primary outline-none"
              />
              <span className="min-w-0 wrap-anywhere">{choice.label}</span>
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  const invalid = error ? ({ "aria-invalid": true } as const) : {};

  if (question.type === "numero") {
    const hintId = `${id}-dica`;
    return (
      <div data-question className="grid gap-2">
        <label htmlFor={id} className={QUESTION_TEXT}>
          {question.text}
        </label>
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          onChange={(event) => onChange(event.target.value)}
          required
          maxLength={20}
          className="sm:max-w-48"
          aria-describedby={cx(hintId, error && errorId)}
          {...invalid}
        />
        <p id={hintId} className="text-muted-foreground text-xs">
          Somente o número, como 3 ou 2,5.
        </p>
        {errorText}
      </div>
    );
  }

  const counterId = `${id}-contador`;
  const length = draft.length;
  return (
    <div data-question className="grid gap-2">
      <label htmlFor={id} className={QUESTION_TEXT}>
        {question.text}
      </label>
      <Textarea
        id={id}
        rows={3}
        value={draft}
        onChange={(event) => onChange(event.target.value)}
        required
        maxLength={SCREENING_LIMITS.textAnswer}
        className="min-h-20 resize-y"
        aria-describedby={cx(counterId, error && errorId)}
        {...invalid}
      />
      <p id={counterId} className="text-right text-muted-foreground text-xs tabular-nums">
        <span aria-hidden="true">
          {length}/{SCREENING_LIMITS.textAnswer}
        </span>
        <span className="sr-only">
          {length} de {SCREENING_LIMITS.textAnswer} caracteres
        </span>
      </p>
      {errorText}
    </div>
  );
}

// 'Perguntas de triagem' in the job form: up to 10 questions the militar answers when he applies,
// each of a type, and optionally eliminatory with the answers it accepts. The questions are part
// of the job form's values (checked by the same schema as the API); fields are named
// job-sq-<question>-… so a message from the server lands beside the field it is about.
import type { JobFormValues, JobInput } from "@pm/shared/jobs.company";
import {
  answerLabel,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
  SCREENING_LIMITS,
  screeningMessages,
} from "@pm/shared/screening.constants";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useRef } from "react";
import {
  type FieldErrors,
  type FieldPath,
  get,
  type UseFormReturn,
  useFieldArray,
  useFormState,
  useWatch,
} from "react-hook-form";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { cx } from "@/lib/utils";

export type JobFormApi = UseFormReturn<JobFormValues, unknown, JobInput>;
type QuestionValues = NonNullable<JobFormValues["screeningQuestions"]>[number];
type Path = FieldPath<JobFormValues>;

const CHOICE = "size-4 shrink-0 accent-primary";

/** What a question the company adds starts as: Sim/Não, not eliminatory. */
const NEW_QUESTION: QuestionValues = { type: "sim_nao", text: "", eliminatory: false, accepted: null };

const PLACEHOLDERS: Record<QuestionType, string> = {
  sim_nao: "Ex.: Você tem CNH categoria D?",
  multipla_escolha: "Ex.: Qual a sua disponibilidade de horário?",
  numero: "Ex.: Quantos anos de experiência em logística você tem?",
  texto_curto: "Ex.: Em que cidade você mora?",
};

/** Fields of a question the form shows; an issue about anything else goes to the question itself. */
const QUESTION_FIELDS = new Set(["type", "text", "eliminatory", "accepted", "minimum"]);

const isIndex = (part: string | undefined): part is string => part !== undefined && /^\d+$/.test(part);

/**
 * Where an API issue about the questions goes in the form ('screeningQuestions.0.options.1' under
 * that option); null for an issue about another field.
 */
export function screeningIssueField(path: string): Path | null {
  const [head, index, leaf, option] = path.split(".");
  if (head !== "screeningQuestions") return null;
  if (!isIndex(index)) return "screeningQuestions.root" as Path;
  const question = `screeningQuestions.${Number(index)}` as const;
  if (leaf === "options")
    return isIndex(option) ? `${question}.options.${Number(option)}` : (`${question}.options.root` as Path);
  if (leaf !== undefined && QUESTION_FIELDS.has(leaf)) return `${question}.${leaf}` as Path;
  return `${question}.root` as Path;
}

/** A field's message, or a list's own (kept under `root` when the list has fields of its own). */
function messageAt(errors: FieldErrors<JobFormValues>, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.root?.message ?? error?.message;
  return typeof message === "string" && message ? message : undefined;
}

/** The control's aria-describedby: its error first, then its hint. */
const describedBy = (id: string, error: string | undefined, hint?: string) =>
  [error ? `${id}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;

const invalid = (error: string | undefined) => (error ? { "aria-invalid": true as const } : {});

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-muted-foreground text-xs">
      {children}
    </p>
  );
}

/** What screen readers add to a label, so each control names its question ('Tipo da pergunta 2'). */
function Unseen({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}

/** Moves focus once React has drawn what the click changed. */
function focusSoon(id: string) {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** A number field's text as the schema reads it: blank is none; anything else its number. */
const asAmount = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "") ? null : Number(value);

/**
 * The question as another type: its id, text and (where the type allows it) 'Eliminatória' stay;
 * what only the old type had goes, as the schema refuses it. Options left behind come back when
 * the company returns to 'Múltipla escolha'.
 */
function asType(question: QuestionValues, type: QuestionType, keptOptions: string[] | undefined): QuestionValues {
  const common = {
    id: question.id,
    text: question.text,
    eliminatory: type === "texto_curto" ? false : (question.eliminatory ?? false),
  };
  switch (type) {
    case "sim_nao":
      return { ...common, type, accepted: question.type === "sim_nao" ? (question.accepted ?? null) : null };
    case "multipla_escolha":
      return question.type === "multipla_escolha"
        ? { ...common, type, options: question.options, accepted: question.accepted ?? [] }
        : { ...common, type, options: keptOptions ?? ["", ""], accepted: [] };
    case "numero":
      return { ...common, type, minimum: question.type === "numero" ? (question.minimum ?? null) : null };
    case "texto_curto":
      return { ...common, type };
  }
}

/** The section of the job form: the questions, and the button that adds one while under the cap. */
export function ScreeningBuilder({ form }: { form: JobFormApi }) {
  const list = useFieldArray({ control: form.control, name: "screeningQuestions" });
  const { errors } = useFormState({ control: form.control });
  const count = list.fields.length;
  const full = count >= SCREENING_LIMITS.questions;
  const listError = messageAt(errors, "screeningQuestions");

  const move = (from: number, to: number) => {
    list.move(from, to);
    // The button pressed stays focused, unless the question reached the end it moved to.
    if (to === 0) focusSoon(`job-sq-${to}-down`);
    else if (to === count - 1) focusSoon(`job-sq-${to}-up`);
  };

  return (
    <Section
      id="job-screening"
      title="Perguntas de triagem"
      description={
        <>
          Opcional. O militar responde a estas perguntas ao se candidatar. Quem não der a resposta aceita numa pergunta
          eliminatória aparece como "{screeningMessages.doesNotMeet}" na lista de candidatos: a decisão é sua, e ninguém
          é recusado automaticamente.
        </>
      }
    >
      {count > 0 ? (
        <ol aria-label="Perguntas de triagem" className="grid gap-4">
          {list.fields.map((field, index) => (
            <QuestionEditor
              key={field.id}
              form={form}
              index={index}
              count={count}
              onMove={move}
              onRemove={() => {
                list.remove(index);
                focusSoon("job-sq-add");
              }}
            />
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground text-sm">Nenhuma pergunta de triagem.</p>
      )}

      <ErrorText id="job-sq" message={listError} />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          id="job-sq-add"
          type="button"
          variant="outline"
          className="w-fit"
          disabled={full}
          aria-describedby="job-sq-count"
          onClick={() => list.append({ ...NEW_QUESTION }, { focusName: `screeningQuestions.${count}.text` })}
        >
          <Plus aria-hidden="true" />
          Adicionar pergunta
        </Button>
        <Hint id="job-sq-count">
          {full ? screeningMessages.tooMany : `${count} de ${SCREENING_LIMITS.questions} perguntas`}
        </Hint>
      </div>
    </Section>
  );
}

/** One question: its type, its text, its options, and whether (and how) it eliminates. */
function QuestionEditor({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: JobFormApi;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const path = `screeningQuestions.${index}` as const;
  const question = useWatch({ control: form.control, name: path });
  const { errors, isSubmitted } = useFormState({ control: form.control });
  const keptOptions = useRef<string[] | undefined>(undefined);
  if (!question) return null;

  const n = index + 1;
  const base = `job-sq-${index}`;
  const about = ` da pergunta ${n}`;
  const aboutShort = ` (pergunta ${n})`;
  const e = {
    question: messageAt(errors, path),
    type: messageAt(errors, `${path}.type`),
    text: messageAt(errors, `${path}.text`),
    eliminatory: messageAt(errors, `${path}.eliminatory`),
    accepted: messageAt(errors, `${path}.accepted`),
    minimum: messageAt(errors, `${path}.minimum`),
    options: messageAt(errors, `${path}.options`),
  };
  const textual = question.type === "texto_curto";
  const eliminatory = Boolean(question.eliminatory) && !textual;

  const setQuestion = (next: QuestionValues) =>
    form.setValue(path, next, { shouldDirty: true, shouldValidate: isSubmitted });

  const changeType = (type: QuestionType) => {
    const current = form.getValues(path);
    if (!current) return;
    if (current.type === "multipla_escolha") keptOptions.current = current.options;
    setQuestion(asType(current, type, keptOptions.current));
  };

  const eliminatoryField = form.register(`${path}.eliminatory`);
  const text = form.register(`${path}.text`);

  return (
    <li className="min-w-0">
      {/* Named by its heading, which shares a row with the buttons: a legend could not. */}
      <fieldset className="grid min-w-0 gap-4 rounded-lg border p-4" aria-labelledby={`${base}-title`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${base}-title`} className="font-semibold text-sm">
            Pergunta {n}
          </h3>
          <div className="flex gap-1">
            <Button
              id={`${base}-up`}
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Mover pergunta ${n} para cima`}
              title="Mover para cima"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              id={`${base}-down`}
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Mover pergunta ${n} para baixo`}
              title="Mover para baixo"
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Remover pergunta ${n}`}
              title="Remover pergunta"
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" className="text-destructive" />
            </Button>
          </div>
        </div>

        <ErrorText id={base} message={e.question} />

        <div className="grid gap-4 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${base}-type`}>
              Tipo<Unseen>{about}</Unseen>
            </Label>
            <NativeSelect
              id={`${base}-type`}
              value={question.type}
              onChange={(event) => changeType(event.target.value as QuestionType)}
              {...invalid(e.type)}
              aria-describedby={describedBy(`${base}-type`, e.type)}
            >
              <ValueOptions values={QUESTION_TYPES} labels={QUESTION_TYPE_LABELS} />
            </NativeSelect>
            <ErrorText id={`${base}-type`} message={e.type} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${base}-text`}>
              Texto da pergunta<Unseen> {n}</Unseen>
            </Label>
            <Input
              id={`${base}-text`}
              placeholder={PLACEHOLDERS[question.type]}
              autoComplete="off"
              {...invalid(e.text)}
              aria-describedby={describedBy(`${base}-text`, e.text)}
              {...text}
            />
            <ErrorText id={`${base}-text`} message={e.text} />
          </div>
        </div>

        {question.type === "multipla_escolha" ? (
          <OptionsEditor
            form={form}
            index={index}
            options={question.options}
            accepted={question.accepted ?? []}
            eliminatory={eliminatory}
            error={e.options}
            acceptedError={e.accepted}
            errors={errors}
            isSubmitted={isSubmitted}
          />
        ) : null}

        <div className="grid gap-1">
          <label htmlFor={`${base}-eliminatory`} className="flex w-fit items-center gap-2 font-medium text-sm">
            <input
              id={`${base}-eliminatory`}
              type="checkbox"
              className={CHOICE}
              disabled={textual}
              {...invalid(e.eliminatory)}
              aria-describedby={describedBy(`${base}-eliminatory`, e.eliminatory, `${base}-eliminatory-hint`)}
              {...eliminatoryField}
              onChange={async (event) => {
                await eliminatoryField.onChange(event);
                if (event.target.checked) return;
                // A question that eliminates no one keeps no rule: nothing hidden is left to refuse.
                const current = form.getValues(path);
                const options = { shouldValidate: isSubmitted };
                if (current?.type === "sim_nao") form.setValue(`${path}.accepted`, null, options);
                else if (current?.type === "multipla_escolha") form.setValue(`${path}.accepted`, [], options);
                else if (current?.type === "numero") form.setValue(`${path}.minimum`, null, options);
              }}
            />
            Eliminatória<Unseen>{aboutShort}</Unseen>
          </label>
          <Hint id={`${base}-eliminatory-hint`}>
            {textual
              ? screeningMessages.textNotEliminatory
              : `Quem não der a resposta aceita aparece como "${screeningMessages.doesNotMeet}".`}
          </Hint>
          <ErrorText id={`${base}-eliminatory`} message={e.eliminatory} />
        </div>

        {eliminatory && question.type === "sim_nao" ? (
          <fieldset
            className="grid min-w-0 gap-2"
            aria-invalid={e.accepted ? true : undefined}
            aria-describedby={e.accepted ? `${base}-accepted-error` : undefined}
          >
            <legend className="mb-2 font-medium text-sm leading-none">
              Resposta aceita<Unseen>{aboutShort}</Unseen>
            </legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {[true, false].map((value) => {
                const id = `${base}-accepted-${value ? "sim" : "nao"}`;
                return (
                  <label key={id} htmlFor={id} className="flex items-center gap-2 text-sm">
                    <input
                      id={id}
                      type="radio"
                      name={`${base}-accepted`}
                      className={CHOICE}
                      checked={question.accepted === value}
                      onChange={() =>
                        form.setValue(`${path}.accepted`, value, { shouldDirty: true, shouldValidate: isSubmitted })
                      }
                    />
                    {answerLabel(value)}
                  </label>
                );
              })}
            </div>
            <ErrorText id={`${base}-accepted`} message={e.accepted} />
          </fieldset>
        ) : null}

        {eliminatory && question.type === "numero" ? (
          <div className="grid gap-2">
            <Label htmlFor={`${base}-minimum`}>
              Valor mínimo aceito<Unseen>{aboutShort}</Unseen>
            </Label>
            <Input
              id={`${base}-minimum`}
              type="number"
              inputMode="decimal"
              min={0}
              max={SCREENING_LIMITS.number}
              className="sm:max-w-40"
              {...invalid(e.minimum)}
              aria-describedby={describedBy(`${base}-minimum`, e.minimum, `${base}-minimum-hint`)}
              {...form.register(`${path}.minimum`, { setValueAs: asAmount })}
            />
            <Hint id={`${base}-minimum-hint`}>Quem responder um número menor não atende.</Hint>
            <ErrorText id={`${base}-minimum`} message={e.minimum} />
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/** A multiple-choice question's options (2 to 8) and, when it eliminates, the ones it accepts. */
function OptionsEditor({
  form,
  index,
  options,
  accepted,
  eliminatory,
  error,
  acceptedError,
  errors,
  isSubmitted,
}: {
  form: JobFormApi;
  index: number;
  options: string[];
  accepted: string[];
  eliminatory: boolean;
  error: string | undefined;
  acceptedError: string | undefined;
  errors: FieldErrors<JobFormValues>;
  isSubmitted: boolean;
}) {
  const path = `screeningQuestions.${index}` as const;
  const n = index + 1;
  const base = `job-sq-${index}`;
  const atMost = options.length >= SCREENING_LIMITS.maxOptions;
  const atLeast = options.length <= SCREENING_LIMITS.minOptions;
  const hintId = `${base}-options-hint`;

  /** The options and the accepted ones, written together so the accepted always name options. */
  const write = (nextOptions: string[], nextAccepted: string[]) => {
    form.setValue(`${path}.options`, nextOptions, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue(`${path}.accepted`, nextAccepted, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  const current = () => {
    const q = form.getValues(path);
    return q?.type === "multipla_escolha" ? { options: q.options, accepted: q.accepted ?? [] } : null;
  };

  const add = () => {
    const now = current();
    if (!now || now.options.length >= SCREENING_LIMITS.maxOptions) return;
    write([...now.options, ""], now.accepted);
    focusSoon(`${base}-option-${now.options.length}`);
  };

  const remove = (at: number) => {
    const now = current();
    if (!now) return;
    const options = now.options.filter((_, i) => i !== at);
    const left = new Set(options.map((o) => o.trim()));
    write(
      options,
      now.accepted.filter((a) => left.has(a)),
    );
    focusSoon(options.length > at ? `${base}-option-${at}` : `${base}-option-${options.length - 1}`);
  };

  const toggle = (value: string, checked: boolean) => {
    const now = current();
    if (!now) return;
    const chosen = new Set(now.accepted);
    if (checked) chosen.add(value);
    else chosen.delete(value);
    // In the options' order, each once.
    const next = [...new Set(now.options.map((o) => o.trim()))].filter((o) => o && chosen.has(o));
    form.setValue(`${path}.accepted`, next, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  return (
    <>
      <fieldset
        className="grid min-w-0 gap-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${base}-options`, error, hintId)}
      >
        <legend className="mb-2 font-medium text-sm leading-none">
          Opções<Unseen> (pergunta {n})</Unseen>
        </legend>
        <ol className="grid gap-2">
          {options.map((_, j) => {
            const id = `${base}-option-${j}`;
            const optionError = messageAt(errors, `${path}.options.${j}`);
            const field = form.register(`${path}.options.${j}`);
            return (
              // Options have no identity of their own: the row is its place in the list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={j} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Label htmlFor={id} className="w-16 shrink-0">
                    Opção {j + 1}
                    <Unseen> da pergunta {n}</Unseen>
                  </Label>
                  <Input
                    id={id}
                    autoComplete="off"
                    {...invalid(optionError)}
                    aria-describedby={describedBy(id, optionError)}
                    {...field}
                    onChange={async (event) => {
                      const before = current();
                      const was = before?.options[j]?.trim() ?? "";
                      await field.onChange(event);
                      if (!before) return;
                      // An accepted option renamed stays accepted, under its new text.
                      const now = event.target.value.trim();
                      const shared = before.options.some((o, i) => i !== j && o.trim() === was);
                      if (was !== now && before.accepted.includes(was) && !shared) {
                        const renamed = before.accepted.map((a) => (a === was ? now : a)).filter(Boolean);
                        form.setValue(`${path}.accepted`, [...new Set(renamed)], { shouldValidate: isSubmitted });
                      }
                      // A repeated option is named on the second one: fixing the first clears it.
                      if (isSubmitted) void form.trigger(`${path}.options`);
                    }}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remover opção ${j + 1} da pergunta ${n}`}
                    title="Remover opção"
                    disabled={atLeast}
                    aria-describedby={hintId}
                    onClick={() => remove(j)}
                  >
                    <Trash2 aria-hidden="true" className="text-destructive" />
                  </Button>
                </div>
                <ErrorText id={id} message={optionError} />
              </li>
            );
          })}
        </ol>
        <ErrorText id={`${base}-options`} message={error} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={atMost}
            aria-describedby={hintId}
            onClick={add}
          >
            <Plus aria-hidden="true" />
            Adicionar opção<Unseen> à pergunta {n}</Unseen>
          </Button>
          <Hint id={hintId}>
            {atMost
              ? screeningMessages.optionsTooMany
              : `De ${SCREENING_LIMITS.minOptions} a ${SCREENING_LIMITS.maxOptions} opções.`}
          </Hint>
        </div>
      </fieldset>

      {eliminatory ? (
        <fieldset
          className="grid min-w-0 gap-2"
          aria-invalid={acceptedError ? true : undefined}
          aria-describedby={describedBy(`${base}-accepted`, acceptedError, `${base}-accepted-hint`)}
        >
          <legend className="mb-2 font-medium text-sm leading-none">
            Respostas aceitas<Unseen> (pergunta {n})</Unseen>
          </legend>
          <Hint id={`${base}-accepted-hint`}>Marque as opções de quem atende ao requisito.</Hint>
          <div className="grid gap-2">
            {options.map((option, j) => {
              const value = option.trim();
              const id = `${base}-accepts-${j}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the options' rows, as above
                <label key={j} htmlFor={id} className={cx("flex items-center gap-2 text-sm", !value && "opacity-60")}>
                  <input
                    id={id}
                    type="checkbox"
                    className={CHOICE}
                    disabled={!value}
                    checked={value !== "" && accepted.includes(value)}
                    onChange={(event) => toggle(value, event.target.checked)}
                  />
                  <span className="min-w-0 break-words">{value || `Opção ${j + 1} (em branco)`}</span>
                </label>
              );
            })}
          </div>
          <ErrorText id={`${base}-accepted`} message={acceptedError} />
        </fieldset>
      ) : null}
    </>
  );
}

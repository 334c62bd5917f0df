// 'Perguntas de triagem': the questions a company asks on a job (up to 10), the militar's answers
// when he applies, and whether they meet the job's eliminatory requirements. One module for the
// job form, the apply dialog, the API and the public API. The schemas and the checks; the types,
// limits and pt-BR texts are in screening.constants.ts, re-exported here.
import { z } from "zod";
import { SCREENING_LIMITS, screeningMessages } from "./screening.constants";
import { safeString } from "./text";

export * from "./screening.constants";

const questionText = safeString({ error: screeningMessages.textRequired })
  .trim()
  .min(1, screeningMessages.textRequired)
  .max(SCREENING_LIMITS.questionText, screeningMessages.textTooLong);

const amount = z
  .number({ error: screeningMessages.numberInvalid })
  .finite(screeningMessages.numberInvalid)
  .min(0, screeningMessages.numberInvalid)
  .max(SCREENING_LIMITS.number, screeningMessages.numberInvalid);

const questionId = z.uuid({ error: screeningMessages.idInvalid }).optional();

const yesNoQuestion = z.strictObject({
  id: questionId,
  type: z.literal("sim_nao"),
  text: questionText,
  eliminatory: z.boolean().default(false),
  /** The answer that passes, when eliminatory. */
  accepted: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
});

const choiceQuestion = z.strictObject({
  id: questionId,
  type: z.literal("multipla_escolha"),
  text: questionText,
  options: z
    .array(
      safeString({ error: screeningMessages.optionBlank })
        .trim()
        .min(1, screeningMessages.optionBlank)
        .max(SCREENING_LIMITS.option, screeningMessages.optionTooLong),
      { error: screeningMessages.optionsTooFew },
    )
    .min(SCREENING_LIMITS.minOptions, screeningMessages.optionsTooFew)
    .max(SCREENING_LIMITS.maxOptions, screeningMessages.optionsTooMany),
  eliminatory: z.boolean().default(false),
  /** The options that pass, when eliminatory. */
  accepted: z.array(z.string()).max(SCREENING_LIMITS.maxOptions).default([]),
});

const numberQuestion = z.strictObject({
  id: questionId,
  type: z.literal("numero"),
  text: questionText,
  eliminatory: z.boolean().default(false),
  /** The least answer that passes, when eliminatory. */
  minimum: amount.nullish().transform((v) => v ?? null),
});

const textQuestion = z.strictObject({
  id: questionId,
  type: z.literal("texto_curto"),
  text: questionText,
  eliminatory: z.boolean().default(false),
});

const question = z
  .discriminatedUnion("type", [yesNoQuestion, choiceQuestion, numberQuestion, textQuestion], {
    error: screeningMessages.typeInvalid,
  })
  .superRefine((q, ctx) => {
    if (q.type === "multipla_escolha") {
      const seen = new Set<string>();
      q.options.forEach((option, i) => {
        const key = option.toLocaleLowerCase("pt-BR");
        if (seen.has(key))
          ctx.addIssue({ code: "custom", path: ["options", i], message: screeningMessages.optionDuplicated });
        seen.add(key);
      });
      if (q.eliminatory && q.accepted.length === 0) {
        ctx.addIssue({ code: "custom", path: ["accepted"], message: screeningMessages.acceptedRequired });
      }
      if (q.accepted.some((a) => !q.options.includes(a))) {
        ctx.addIssue({ code: "custom", path: ["accepted"], message: screeningMessages.acceptedNotAnOption });
      }
    }
    if (q.type === "sim_nao" && q.eliminatory && q.accepted === null) {
      ctx.addIssue({ code: "custom", path: ["accepted"], message: screeningMessages.acceptedRequired });
    }
    if (q.type === "numero" && q.eliminatory && q.minimum === null) {
      ctx.addIssue({ code: "custom", path: ["minimum"], message: screeningMessages.minimumRequired });
    }
    if (q.type === "texto_curto" && q.eliminatory) {
      ctx.addIssue({ code: "custom", path: ["eliminatory"], message: screeningMessages.textNotEliminatory });
    }
  });

type QuestionInput = z.output<typeof question>;

/** A question with its id, and no rule left over when it eliminates no one. */
function normalized(q: QuestionInput) {
  const id = q.id ?? crypto.randomUUID();
  switch (q.type) {
    case "sim_nao":
      return { ...q, id, accepted: q.eliminatory ? q.accepted : null };
    case "multipla_escolha":
      return { ...q, id, accepted: q.eliminatory ? q.accepted : [] };
    case "numero":
      return { ...q, id, minimum: q.eliminatory ? q.minimum : null };
    case "texto_curto":
      return { ...q, id };
  }
}

/**
 * A job's screening questions, as the form and the API send them. A question without an id is
 * new and gets one; an edited question keeps its id (answers already given keep the question as
 * it was asked, in the application).
 */
export const screeningQuestionsSchema = z
  .array(question, { error: screeningMessages.typeInvalid })
  .max(SCREENING_LIMITS.questions, screeningMessages.tooMany)
  .optional()
  .transform((list) => (list ?? []).map(normalized))
  .superRefine((list, ctx) => {
    const ids = new Set<string>();
    list.forEach((q, i) => {
      if (ids.has(q.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: screeningMessages.duplicatedId });
      ids.add(q.id);
    });
  })
  .meta({
    description:
      "Perguntas de triagem (até 10): sim_nao (accepted: true/false quando eliminatória), multipla_escolha (options 2–8; accepted: as opções que passam), numero (minimum: o menor valor que passa) e texto_curto (nunca eliminatória). Sem id, a pergunta é nova; editar mantém as respostas já dadas com a pergunta como foi feita.",
  });

export type ScreeningQuestion = z.output<typeof screeningQuestionsSchema>[number];

/** A question as the militar sees it: what is asked and the choices, never the rule that eliminates. */
export function askedQuestion(q: ScreeningQuestion) {
  return { id: q.id, type: q.type, text: q.text, options: q.type === "multipla_escolha" ? q.options : [] };
}
export type AskedQuestion = ReturnType<typeof askedQuestion>;

/** One answer: Sim/Não a boolean, a choice its option's text, a number, or a short text. */
export const screeningAnswerSchema = z.strictObject({
  questionId: z.string().max(64),
  value: z.union([z.boolean(), z.number(), safeString().max(SCREENING_LIMITS.textAnswer * 2)]),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

/** What 'Candidatar-se' sends: the answers to the job's questions (none when it has none). */
export const applyBodySchema = z.strictObject({
  answers: z
    .array(screeningAnswerSchema)
    .max(SCREENING_LIMITS.questions * 2)
    .default([]),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

/** An answer kept with the question as it was asked: what the company reads, whatever the job became. */
export interface AnsweredQuestion {
  question: ScreeningQuestion;
  value: boolean | number | string;
  /** Whether the answer passes the question's rule; null for a question that eliminates no one. */
  meets: boolean | null;
}

/** Whether an answer passes its question's rule (null when the question eliminates no one). */
export function answerMeets(q: ScreeningQuestion, value: boolean | number | string): boolean | null {
  if (!q.eliminatory) return null;
  switch (q.type) {
    case "sim_nao":
      return value === q.accepted;
    case "multipla_escolha":
      return typeof value === "string" && q.accepted.includes(value);
    case "numero":
      return typeof value === "number" && q.minimum !== null && value >= q.minimum;
    case "texto_curto":
      return null;
  }
}

export type CheckedAnswers =
  | { ok: true; answers: AnsweredQuestion[]; meetsRequirements: boolean }
  | { ok: false; issues: { path: string; message: string }[] };

/**
 * Checks the militar's answers against the job's questions: each question answered once, with a
 * value of its type; an answer to a question the job does not ask is refused. The issues' paths
 * are `answers.<questionId>`, which the apply dialog puts under each question.
 */
export function checkAnswers(
  questions: readonly ScreeningQuestion[],
  given: readonly ScreeningAnswer[],
): CheckedAnswers {
  const issues: { path: string; message: string }[] = [];
  const byId = new Map<string, ScreeningAnswer>();
  for (const answer of given) {
    if (!questions.some((q) => q.id === answer.questionId)) {
      issues.push({ path: `answers.${answer.questionId}`, message: screeningMessages.answerUnknownQuestion });
    } else if (byId.has(answer.questionId)) {
      issues.push({ path: `answers.${answer.questionId}`, message: screeningMessages.answerDuplicated });
    } else {
      byId.set(answer.questionId, answer);
    }
  }
  const answers: AnsweredQuestion[] = [];
  for (const q of questions) {
    const path = `answers.${q.id}`;
    const answer = byId.get(q.id);
    const value = typeof answer?.value === "string" ? answer.value.trim() : answer?.value;
    if (value === undefined || value === "") {
      issues.push({ path, message: screeningMessages.answerRequired });
      continue;
    }
    const problem = valueProblem(q, value);
    if (problem) {
      issues.push({ path, message: problem });
      continue;
    }
    answers.push({ question: q, value, meets: answerMeets(q, value) });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, answers, meetsRequirements: answers.every((a) => a.meets !== false) };
}

function valueProblem(q: ScreeningQuestion, value: boolean | number | string): string | null {
  switch (q.type) {
    case "sim_nao":
      return typeof value === "boolean" ? null : screeningMessages.answerYesNo;
    case "multipla_escolha":
      return typeof value === "string" && q.options.includes(value) ? null : screeningMessages.answerChoice;
    case "numero":
      return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= SCREENING_LIMITS.number
        ? null
        : screeningMessages.answerNumber;
    case "texto_curto":
      if (typeof value !== "string") return screeningMessages.answerRequired;
      return value.length <= SCREENING_LIMITS.textAnswer ? null : screeningMessages.answerTextTooLong;
  }
}

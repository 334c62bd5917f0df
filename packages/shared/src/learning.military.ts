// What the militar sends about learning paths: a module's address and a quiz's answer sheet.
import { z } from "zod";
import { CERTIFICATE_CODE_PATTERN, learningMessages as m } from "./learning";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

export const pathParamSchema = z.object({ slug });
export const moduleParamSchema = z.object({ slug, module: slug });
export const certificateParamSchema = z.object({
  code: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN)),
});

/** A quiz's answers: the chosen option's index per question, for the module's text `hash` the page showed. */
export const quizAnswersSchema = z.strictObject({
  hash: z.string({ error: m.quizStale }).regex(/^[0-9a-f]{16}$/, m.quizStale),
  answers: z
    .array(z.number({ error: m.quizAnswerAll }).int(m.quizAnswerAll).min(0, m.quizAnswerAll).max(9, m.quizAnswerAll), {
      error: m.quizAnswerAll,
    })
    .min(1, m.quizAnswerAll)
    .max(30, m.quizAnswerAll),
});
export type QuizAnswersInput = z.input<typeof quizAnswersSchema>;

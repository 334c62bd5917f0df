// A module's quiz: what the browser may see before answering (the questions and options, never
// which is right), and the grading of an answer sheet on the server.
import { QUIZ_PASS_PERCENT, quizPassed, quizScorePercent } from "@pm/shared/learning";
import type { StoredQuestion } from "./learning.queries";

/** The quiz as the module's page shows it: no right answer, no feedback. */
export function questionsOf(quiz: readonly StoredQuestion[]) {
  return quiz.map((q) => ({ question: q.question, options: q.options.map((o) => o.text) }));
}

export interface GradedQuiz {
  score: number;
  passed: boolean;
  passPercent: number;
  /** Per question: whether the chosen option is right, and its feedback. */
  results: { correct: boolean; feedback: string }[];
}

/**
 * Grades `answers` (the chosen option's index per question, in order). Null when the sheet does
 * not fit the quiz: another count of answers, or an index past a question's options.
 */
export function gradeQuiz(quiz: readonly StoredQuestion[], answers: readonly number[]): GradedQuiz | null {
  if (answers.length !== quiz.length) return null;
  const results: GradedQuiz["results"] = [];
  for (const [i, q] of quiz.entries()) {
    const chosen = q.options[answers[i] ?? -1];
    if (!chosen) return null;
    results.push({ correct: chosen.correct === true, feedback: chosen.feedback });
  }
  const right = results.filter((r) => r.correct).length;
  return {
    score: quizScorePercent(right, quiz.length),
    passed: quizPassed(right, quiz.length),
    passPercent: QUIZ_PASS_PERCENT,
    results,
  };
}

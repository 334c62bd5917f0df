// How the API's refusal of screening answers is read, by the dialog that asks them and by the pages
// that open it: apart from the dialog, so a page loads the dialog only when it opens.
import type { AskedQuestion } from "@pm/shared/screening";
import { ApiRequestError } from "@/lib/api-client";

/** Where the API puts an answer's issue: `answers.<questionId>`. */
export const ANSWER_PATH = "answers.";

/** Whether the API refused the answers (some missing, wrong, or to questions the job no longer asks). */
export function answersRefused(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    error.code === "VALIDATION_FAILED" &&
    error.issues.some((issue) => issue.path.startsWith(ANSWER_PATH))
  );
}

/** Whether the refusal names a question not among `questions`: the company changed them since. */
export function questionsChanged(error: ApiRequestError, questions: readonly AskedQuestion[]): boolean {
  return error.issues.some(
    (issue) => issue.path.startsWith(ANSWER_PATH) && !questions.some((q) => issue.path === `${ANSWER_PATH}${q.id}`),
  );
}

/**
 * Whether the dialog stays open on this failure, answers kept: refused answers, the connection, the
 * server or too many tries. Any other refusal (the job closed, the plan's cap, already applied) is
 * final: the caller closes the dialog and says it as it does without questions.
 */
export function keepsDialogOpen(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 422 || error.status === 429;
}

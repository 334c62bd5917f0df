import { type ApiErrorBody, type ApiIssue, ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from "@pm/shared/errors";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** Thrown anywhere in a handler; onError turns it into the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly issues?: ApiIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
  }

  get status(): ContentfulStatusCode {
    return ERROR_CODES[this.code] as ContentfulStatusCode;
  }
}

export function errorBody(code: ErrorCode, message?: string, issues?: ApiIssue[]): ApiErrorBody {
  return { error: { code, message: message ?? ERROR_MESSAGES[code], ...(issues ? { issues } : {}) } };
}

export function respondError(c: Context, error: ApiError) {
  for (const [k, v] of Object.entries(error.headers ?? {})) c.header(k, v);
  return c.json(errorBody(error.code, error.message, error.issues), error.status);
}

export function issuesFrom(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({
    path: i.path.join("."),
    message: i.code === "unrecognized_keys" ? `Campo não permitido: ${i.keys.join(", ")}` : i.message,
  }));
}

/** The first issue's message is the one a form shows as its toast. */
export function validationError(error: z.ZodError): ApiError {
  const issues = issuesFrom(error);
  return new ApiError("VALIDATION_FAILED", issues[0]?.message, issues);
}

import type { ApiRoutes } from "@pm/api/app";
import { type ApiIssue, ERROR_MESSAGES, type ErrorCode, isApiErrorBody } from "@pm/shared/errors";
import { hc } from "hono/client";

/** The one fetch client: typed from the API's routes, same-origin cookies. */
export const api = hc<ApiRoutes>("/api", {
  init: { credentials: "same-origin" },
});

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK",
    message: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
  }
}

export const NETWORK_MESSAGE = "Não foi possível conectar. Verifique sua internet e tente novamente.";

/** Errors are thrown by handlers, never returned, so the typed body is the success body. */
type JsonOf<R> = R extends { json(): Promise<infer T> } ? T : never;

/** Awaits a client call and returns its success body, or throws an ApiRequestError with the pt-BR message. */
export async function unwrap<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  call: Promise<R>,
): Promise<JsonOf<R>> {
  let res: R;
  try {
    res = await call;
  } catch {
    throw new ApiRequestError(0, "NETWORK", NETWORK_MESSAGE);
  }
  const body = await res.json().catch(() => null);
  if (res.ok) return body as JsonOf<R>;
  if (isApiErrorBody(body)) {
    const { code, message, issues } = body.error;
    // The API words every error in pt-BR: the shared table's text for the code, or a sentence of
    // its own that says more (a plan's cap, 'Plano não encontrado'). The table is the fallback.
    const text = message || ERROR_MESSAGES[code] || ERROR_MESSAGES.INTERNAL;
    throw new ApiRequestError(res.status, code, text, issues);
  }
  throw new ApiRequestError(res.status, "INTERNAL", ERROR_MESSAGES.INTERNAL);
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.INTERNAL): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

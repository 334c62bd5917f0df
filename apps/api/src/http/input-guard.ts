import { hasInvalidText, INVALID_TEXT_MESSAGE } from "@pm/shared/text";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

const MALFORMED_URL_MESSAGE = "O endereço contém uma codificação inválida.";

/** The issue names the part of the URL (`path`, `query`, `query.<key>`), never the value it holds. */
function invalidText(path: string, message = INVALID_TEXT_MESSAGE): ApiError {
  return new ApiError("VALIDATION_FAILED", message, [{ path, message }]);
}

/** Strict decoding: a malformed escape is an error here, where Hono and better-auth would each guess. */
function decode(part: string, where: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw invalidText(where, MALFORMED_URL_MESSAGE);
  }
}

/**
 * Refuses, before any route runs, a URL whose decoded path or query holds U+0000 or a lone
 * surrogate, or whose percent-encoding is malformed. Routes that never meet zod (better-auth's
 * links, the sandbox checkout, /dev) would otherwise hand such text to the database, which
 * answers with an encoding error.
 */
export const inputGuard = createMiddleware<AppEnv>(async (c, next) => {
  // URL keeps both parts percent-encoded, as they came: they are decoded here, strictly.
  const { pathname: rawPath, search } = new URL(c.req.url);
  const rawQuery = search.slice(1);

  for (const segment of rawPath.split("/")) {
    if (hasInvalidText(decode(segment, "path"))) throw invalidText("path");
  }
  for (const pair of rawQuery.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decode((eq < 0 ? pair : pair.slice(0, eq)).replaceAll("+", " "), "query");
    if (hasInvalidText(key)) throw invalidText("query");
    const value = decode(eq < 0 ? "" : pair.slice(eq + 1).replaceAll("+", " "), `query.${key}`);
    if (hasInvalidText(value)) throw invalidText(`query.${key}`);
  }
  await next();
});

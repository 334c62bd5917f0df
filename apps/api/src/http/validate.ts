import { hasInvalidText, INVALID_TEXT_MESSAGE } from "@pm/shared/text";
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, validationError } from "./errors";

/**
 * The path (`a.b.0`) of the first key or string in a JSON value that holds U+0000 or a lone
 * surrogate, or null. Walks with its own stack: a 1 MB body may nest far deeper than the call
 * stack goes.
 */
export function findInvalidText(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, ""]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === "string") {
      if (hasInvalidText(item)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (hasInvalidText(key)) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Parses a JSON body against a strict schema; anything else answers 422 in the one error shape. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError("VALIDATION_FAILED", "O corpo da requisição deve ser um JSON válido.");
  }
  // Before the schema, so that no refinement or transform of any schema ever sees such text.
  const invalidAt = findInvalidText(body);
  if (invalidAt !== null) {
    throw new ApiError("VALIDATION_FAILED", INVALID_TEXT_MESSAGE, [{ path: invalidAt, message: INVALID_TEXT_MESSAGE }]);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

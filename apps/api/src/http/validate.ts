import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, validationError } from "./errors";

/** Parses a JSON body against a strict schema; anything else answers 422 in the one error shape. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError("VALIDATION_FAILED", "O corpo da requisição deve ser um JSON válido.");
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

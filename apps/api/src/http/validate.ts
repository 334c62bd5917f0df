import { hasInvalidText, INVALID_TEXT_MESSAGE } from "@pm/shared/text";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import { z } from "zod";
import type { AppEnv } from "./context";
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

const invalidJson = () => new ApiError("VALIDATION_FAILED", "O corpo da requisição deve ser um JSON válido.");

/** Parses a JSON body against a strict schema; anything else answers 422 in the one error shape. */
async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidJson();
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

function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

type Validated<Target extends string, S extends z.ZodType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};

/**
 * The JSON body, validated before the handler runs (`c.req.valid("json")`), so the typed client
 * knows it. Malformed JSON, invalid text or a schema failure answer 422 in the one error shape.
 */
export function json<S extends z.ZodType>(schema: S): MiddlewareHandler<AppEnv, string, Validated<"json", S>> {
  const validate = validator("json", (_value, c) => parseJson(c, schema)) as MiddlewareHandler<AppEnv>;
  return async (c, next) => {
    let handled = false;
    try {
      await validate(c, async () => {
        handled = true;
        await next();
      });
    } catch (error) {
      // hono/validator answers malformed JSON with a 400 of its own; this API says 422, like any bad body.
      if (!handled && error instanceof HTTPException) throw invalidJson();
      throw error;
    }
  };
}

/**
 * A JSON body the caller may leave out (a route that took none before): no body reads as `{}`,
 * which the schema's defaults fill; a body is validated as `json` does.
 */
export function optionalJson<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { json?: z.input<S> }; out: { json: z.output<S> } }> {
  const withBody = json(schema) as unknown as MiddlewareHandler<AppEnv>;
  return async (c, next) => {
    if ((await c.req.text()).trim() !== "") return withBody(c, next);
    const parsed = schema.safeParse({});
    if (!parsed.success) throw validationError(parsed.error);
    c.req.addValidatedData("json", parsed.data as object);
    await next();
  };
}

/** The query string (first value of each key), validated before the handler runs (`c.req.valid("query")`). */
export function query<S extends z.ZodType>(schema: S): MiddlewareHandler<AppEnv, string, Validated<"query", S>> {
  // The declared input is the schema's: what hono/validator infers from a generic schema is not.
  return validator("query", (_value, c) => parseQuery(c, schema)) as unknown as MiddlewareHandler<
    AppEnv,
    string,
    Validated<"query", S>
  >;
}

/**
 * Path parameters, validated before the handler runs (`c.req.valid("param")`). A malformed one
 * names nothing: it answers `notFound()`, exactly as a missing object would.
 */
export function param<S extends z.ZodType>(
  schema: S,
  notFound: () => ApiError = () => new ApiError("NOT_FOUND"),
): MiddlewareHandler<AppEnv, string, Validated<"param", S>> {
  return validator("param", (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw notFound();
    return parsed.data;
  }) as unknown as MiddlewareHandler<AppEnv, string, Validated<"param", S>>;
}

/** The one path id: a UUID (any case, answered in lower case, as PostgreSQL writes it). */
export const idParam = z.object({ id: z.guid().transform((id) => id.toLowerCase()) });

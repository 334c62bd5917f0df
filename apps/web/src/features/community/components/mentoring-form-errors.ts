import type { ApiRequestError } from "@/lib/api-client";

/** One message per field of a form; `form` for what names no field (said at the top). */
export type FieldErrors<F extends string> = Partial<Record<F | "form", string>>;

/**
 * The first message of each of `fields` among `issues` (the schema's on the client, the API's on
 * a 422): 'areas.0' and 'areas' both land on 'areas'. What names none of them goes to `form`.
 */
export function fieldErrors<F extends string>(
  issues: readonly { path: string; message: string }[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const { path, message } of issues) {
    const head = path.split(".")[0] ?? "";
    const field = (fields as readonly string[]).includes(head) ? (head as F) : "form";
    if (!errors[field]) errors[field] = message;
  }
  return errors;
}

/** A zod error's issues with their paths written as the API writes them ('areas.0'). */
export const zodIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));

/** What the API refused, as field errors when it said which fields, else its message at the top. */
export function refusalErrors<F extends string>(error: ApiRequestError, fields: readonly F[]): FieldErrors<F> {
  const errors = error.issues.length > 0 ? fieldErrors(error.issues, fields) : {};
  if (Object.keys(errors).length === 0) return { form: error.message } as FieldErrors<F>;
  return errors;
}

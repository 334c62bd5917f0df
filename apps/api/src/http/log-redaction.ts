import pino, { type DestinationStream, type Logger } from "pino";
import { maskEmail } from "../mail/mailer";

/**
 * What a log line may say about an error. Drizzle's DrizzleQueryError carries the query's
 * parameters (`.params`, and "params: …" in its message) and PostgreSQL's errors carry values in
 * `detail` ("Key (email)=(…)") and in some messages; logs outlive the data they would copy, so
 * only the class, the SQLSTATE code, the SQL text and a cleaned message are kept.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  /** The SQL text, placeholders only. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
}

const EMAIL = /[^\s@"'`<>()[\]{},;:=]+@[^\s@"'`<>()[\]{},;:]+/g;

/** PostgreSQL messages that quote the value they refused: the value goes, the message stays. */
const QUOTED_VALUES: Array<[RegExp, string]> = [
  [/(invalid input (?:syntax|value) for [^:]+: )"(?:[^"]|"")*"/g, '$1"…"'],
  [/(value )"(?:[^"]|"")*"( is out of range)/g, '$1"…"$2'],
];

const safeForms = new WeakSet<object>();

/** The message without Drizzle's "params: …" part, quoted values or e-mail addresses. */
export function redactMessage(message: string): string {
  const paramsAt = message.search(/\n?params: /);
  let text = paramsAt < 0 ? message : message.slice(0, paramsAt);
  for (const [pattern, replacement] of QUOTED_VALUES) text = text.replace(pattern, replacement);
  return text.replace(EMAIL, (address) => maskEmail(address));
}

/** Stack frames only: the first lines of a stack repeat the raw message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== "string") return "";
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

const stringField = (value: unknown) => (typeof value === "string" ? value : undefined);

export function safeError(error: unknown, depth = 0): SafeError {
  if (error !== null && typeof error === "object" && safeForms.has(error)) return error as SafeError;
  if (error === null || typeof error !== "object") {
    return remember({ type: typeof error, message: redactMessage(String(error)) });
  }
  const e = error as Record<string, unknown>;
  const type = error.constructor?.name || stringField(e.name) || "Object";
  const message = redactMessage(stringField(e.message) ?? "");
  const frames = framesOf(e.stack);
  const safe: SafeError = {
    type,
    message,
    code: stringField(e.code),
    query: stringField(e.query),
    constraint: stringField(e.constraint),
    table: stringField(e.table),
    column: stringField(e.column),
    stack: frames ? `${type}: ${message}\n${frames}` : undefined,
  };
  if (e.cause !== undefined && depth < 3) safe.cause = safeError(e.cause, depth + 1);
  for (const key of Object.keys(safe) as (keyof SafeError)[]) if (safe[key] === undefined) delete safe[key];
  return remember(safe);
}

function remember(safe: SafeError): SafeError {
  // pino's default serializer names an error-like object by its constructor, else by `name`:
  // without a prototype, a logger built without `serializeErr` still logs the original class.
  const out: SafeError = Object.assign(Object.create(null), safe);
  Object.defineProperty(out, "name", { value: safe.type, enumerable: false });
  safeForms.add(out);
  return out;
}

/** pino's `err` serializer: an error in its safe form, a bare message cleaned the same way. */
export const serializeErr = (value: unknown) => (typeof value === "string" ? redactMessage(value) : safeError(value));

/** The API's logger: whatever is logged as `err` leaves in its safe form. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, serializers: { err: serializeErr } };
  return destination ? pino(options, destination) : pino(options);
}

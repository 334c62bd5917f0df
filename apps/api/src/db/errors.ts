/** Whether a database error is a unique-constraint violation (PostgreSQL and PGlite, raw or wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * SQLSTATE codes of text the database cannot hold in its encoding: 22021 (invalid byte sequence,
 * e.g. U+0000 in a text value), 22P05 (untranslatable character, e.g. \u0000 in jsonb).
 */
const ENCODING_ERROR_CODES = new Set(["22021", "22P05"]);

/** Whether a database error comes from the input's characters (PostgreSQL and PGlite, raw or wrapped by Drizzle). */
export function isEncodingError(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  // Drizzle wraps the driver's error once; a transaction helper may wrap it again.
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    if (typeof current.code === "string" && ENCODING_ERROR_CODES.has(current.code)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * SQLSTATE classes and codes of a database that is going away or not answering: connection
 * exceptions (08), the server shutting down or starting (57P01–57P03), too many connections
 * (53300), and a statement cancelled by `statement_timeout` (57014).
 */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
/** The driver's own words when a connection dies or none can be had in time. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
];
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);

/**
 * Whether an error means the database is restarting, unreachable or too slow, rather than that
 * the request was wrong: the client may retry (503), and the log need not call it a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = typeof current.code === "string" ? current.code : "";
    if (UNAVAILABLE_CODES.has(code) || code.startsWith("08") || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    const message = typeof current.message === "string" ? current.message : "";
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = current.cause as typeof current;
  }
  return false;
}

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

// Keyset pages at the edge: the cursor a request sends, and the page and next cursor it gets back.
import { decodeCursor, encodeCursor, type PageCursor } from "@pm/shared/cursor";
import { ApiError } from "./errors";

/** The request's page cursor, or null for the first page; a tampered one answers 422 `message`. */
export function readCursor(text: string | undefined, message: string): PageCursor | null {
  const cursor = text ? decodeCursor(text) : null;
  if (text && !cursor) throw new ApiError("VALIDATION_FAILED", message);
  return cursor;
}

/**
 * A page of `size` from rows fetched `size + 1` at a time: the extra row only says there is a
 * next page, whose cursor is the last shown row's instant and id.
 */
export function keysetPage<R extends { id: string; cursorAt: string }>(rows: R[], size: number) {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const nextCursor = rows.length > size && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;
  return { page, nextCursor };
}

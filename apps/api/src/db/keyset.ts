// Keyset paging over (instant DESC, id DESC): the cursor carries the instant to the microsecond.
import type { PageCursor } from "@pm/shared/cursor";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** The instant to the microsecond, as the cursor needs it (a JS Date keeps only milliseconds). */
export const exactInstant = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in (instant DESC, id DESC) order; the first condition can use an index. */
export const afterCursor = (instant: AnyColumn, id: AnyColumn, cursor: PageCursor) =>
  sql`(${instant} <= ${cursor.createdAt}::timestamptz AND (${instant} < ${cursor.createdAt}::timestamptz OR ${id} < ${cursor.id}::uuid))`;

/** Rows after the cursor in (instant ASC, id ASC) order: a queue read oldest first. */
export const afterCursorAscending = (instant: AnyColumn, id: AnyColumn, cursor: PageCursor) =>
  sql`(${instant} >= ${cursor.createdAt}::timestamptz AND (${instant} > ${cursor.createdAt}::timestamptz OR ${id} > ${cursor.id}::uuid))`;

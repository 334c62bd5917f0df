import { DIRECTORY_PAGE_SIZE, directoryMessages, directoryQuerySchema } from "@pm/shared/benefits.directory";
import { decodeCursor, encodeCursor } from "@pm/shared/cursor";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { query } from "../../http/validate";
import { listPartners } from "./benefits.directory.queries";

/** GET /api/partners: the public partners directory, for visitors too. */
export const benefitsDirectoryRoutes = new Hono<AppEnv>().get("/", query(directoryQuerySchema), async (c) => {
  const { cursor: cursorText, ...filters } = c.req.valid("query");
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  if (cursorText && !cursor) throw new ApiError("VALIDATION_FAILED", directoryMessages.cursorInvalid);
  const rows = await listPartners(c.var.deps.database.db, filters, cursor, new Date());
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const last = page.at(-1);
  return c.json({
    partners: page.map(({ cursorAt: _, ...partner }) => partner),
    nextCursor:
      rows.length > DIRECTORY_PAGE_SIZE && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  });
});

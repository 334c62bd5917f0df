import { DIRECTORY_PAGE_SIZE, directoryMessages, directoryQuerySchema } from "@pm/shared/benefits.directory";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { keysetPage, readCursor } from "../../http/page";
import { query } from "../../http/validate";
import { listPartners } from "./benefits.directory.queries";

/** GET /api/partners: the public partners directory, for visitors too. */
export const benefitsDirectoryRoutes = new Hono<AppEnv>().get("/", query(directoryQuerySchema), async (c) => {
  const { cursor: cursorText, ...filters } = c.req.valid("query");
  const cursor = readCursor(cursorText, directoryMessages.cursorInvalid);
  const rows = await listPartners(c.var.deps.database.db, filters, cursor, new Date());
  const { page, nextCursor } = keysetPage(rows, DIRECTORY_PAGE_SIZE);
  return c.json({ partners: page.map(({ cursorAt: _, ...partner }) => partner), nextCursor });
});

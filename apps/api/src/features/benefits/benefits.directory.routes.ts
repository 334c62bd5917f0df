import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryPage,
  type DirectoryQuery,
  directoryMessages,
  directoryQuerySchema,
} from "@pm/shared/benefits.directory";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { keysetPage, readCursor } from "../../http/page";
import { lagTolerantDb } from "../../http/read-db";
import { query } from "../../http/validate";
import { listPartners } from "./benefits.directory.queries";

/**
 * A page of the directory: what GET /api/partners answers and what the server renders into
 * /parceiros and /parceiros/diretorio, read where a second of lag is allowed (http/read-db.ts). A
 * tampered cursor throws a 422 with its pt-BR message.
 */
export async function directoryPage(
  c: Context<AppEnv>,
  { cursor: cursorText, ...filters }: DirectoryQuery,
): Promise<DirectoryPage> {
  const cursor = readCursor(cursorText, directoryMessages.cursorInvalid);
  const rows = await listPartners(lagTolerantDb(c), filters, cursor, new Date());
  const { page, nextCursor } = keysetPage(rows, DIRECTORY_PAGE_SIZE);
  return { partners: page.map(({ cursorAt: _, ...partner }) => partner), nextCursor };
}

/** GET /api/partners: the public partners directory, for visitors too. */
export const benefitsDirectoryRoutes = new Hono<AppEnv>().get("/", query(directoryQuerySchema), async (c) =>
  c.json(await directoryPage(c, c.req.valid("query"))),
);

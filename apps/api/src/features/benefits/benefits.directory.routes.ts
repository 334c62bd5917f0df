import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryPage,
  type DirectoryQuery,
  directoryMessages,
  directoryQuerySchema,
} from "@pm/shared/benefits.directory";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../http/context";
import { keysetPage, readCursor } from "../../http/page";
import { lagTolerantDb } from "../../http/read-db";
import { query } from "../../http/validate";
import { listPartners } from "./benefits.directory.queries";

/**
 * A page of the directory: what GET /api/partners answers and what the server renders into
 * /parceiros and /parceiros/diretorio. A tampered cursor throws a 422 with its pt-BR message.
 */
export async function directoryPage(
  deps: AppDeps,
  { cursor: cursorText, ...filters }: DirectoryQuery,
  reads: AppDeps["database"]["db"] = deps.database.db,
): Promise<DirectoryPage> {
  const cursor = readCursor(cursorText, directoryMessages.cursorInvalid);
  const rows = await listPartners(reads, filters, cursor, new Date());
  const { page, nextCursor } = keysetPage(rows, DIRECTORY_PAGE_SIZE);
  return { partners: page.map(({ cursorAt: _, ...partner }) => partner), nextCursor };
}

/** GET /api/partners: the public partners directory, for visitors too. */
export const benefitsDirectoryRoutes = new Hono<AppEnv>().get("/", query(directoryQuerySchema), async (c) =>
  c.json(await directoryPage(c.var.deps, c.req.valid("query"), lagTolerantDb(c))),
);

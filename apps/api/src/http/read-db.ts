// Which database a lag-tolerant read goes to (decision 043): a healthy replica of
// DATABASE_READ_URL, unless the browser asking has written in the last few seconds, so that a
// person always sees what he has just done (read-your-writes), whichever process serves him.
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/client";
import type { AppEnv } from "./context";

/** Set after a write that succeeded: while it lasts, this browser's reads stay on the primary. */
export const RECENT_WRITE_COOKIE = "pm.recent_write";
/** Well over the lag a replica may have while it serves (DATABASE_READ_MAX_LAG_MS, 1 s by default). */
export const RECENT_WRITE_S = 5;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The handle for a read that may show the database as it was up to a second ago (public pages,
 * the board's search, the directory, reports): a healthy replica when there is one and this
 * browser has not just written, else the primary.
 */
export function lagTolerantDb(c: Context<AppEnv>): Db {
  const { database } = c.var.deps;
  if (!database.replicas) return database.db;
  if (getCookie(c, RECENT_WRITE_COOKIE)) return database.db;
  return database.replicas.pick() ?? database.db;
}

/** After a write that succeeded, with replicas configured: the browser reads on the primary a few seconds. */
export const rememberWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.var.deps.database.replicas || !WRITES.has(c.req.method) || c.res.status >= 400) return;
  setCookie(c, RECENT_WRITE_COOKIE, "1", {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.deps.env.BASE_URL?.startsWith("https://") ?? false,
    maxAge: RECENT_WRITE_S,
  });
};

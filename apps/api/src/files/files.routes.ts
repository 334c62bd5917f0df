import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { fileExists, findFile } from "./files.queries";

const notFound = () => new ApiError("NOT_FOUND", "Arquivo não encontrado");

/**
 * GET /api/files/:id: a stored image, public (company logos are shown to everyone signed in and
 * to visitors). A file never changes once written and its id is never reused, so browsers and
 * proxies may keep it for a year; its id doubles as its ETag.
 */
export const filesRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  const etag = `"${id}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    // Opened on its own, the file is inert: no scripts, no plugins, no frames.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
  if (
    c.req
      .header("if-none-match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    // Only answered when the file still exists: a deleted logo must not live on as a 304.
    if (!(await fileExists(c.var.deps.database.db, id))) throw notFound();
    return c.body(null, 304, headers);
  }
  const file = await findFile(c.var.deps.database.db, id);
  if (!file) throw notFound();
  return c.body(new Uint8Array(file.bytes), 200, {
    ...headers,
    "Content-Type": file.contentType,
    "Content-Length": String(file.bytes.length),
  });
});

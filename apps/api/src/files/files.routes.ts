import type { Context } from "hono";
import { Hono } from "hono";
import { readSession } from "../auth/session-lookup";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { idParam, param } from "../http/validate";
import { downloadDisposition } from "./download";
import {
  companyReceivedApplicationFrom,
  type FilePurpose,
  findFile,
  readableAttachmentName,
  readableSupportAttachmentName,
} from "./files.queries";

const notFound = () => new ApiError("NOT_FOUND", "Arquivo não encontrado");

/** Company logos are shown to everyone, visitors included; anything else is private. */
const PUBLIC_PURPOSES: ReadonlySet<string> = new Set<FilePurpose>(["company_logo"]);

/**
 * Who may see a private file: for a message attachment the two participants of its conversation;
 * for a support attachment the person who opened the request and the operators;
 * for anything else its owner, and for a militar's avatar the companies the militar applied to
 * (they see the candidate's profile). Anyone else gets the same 404 as for a missing file, so an
 * id proves nothing. Answers the name a download is saved under, or null.
 */
async function readableAs(c: Context<AppEnv>, id: string, file: { ownerId: string; purpose: string }) {
  const caller = await readSession(c.var.deps, c.req.raw.headers);
  if (!caller) return null;
  const db = c.var.deps.database.db;
  if (file.purpose === "message_attachment") return readableAttachmentName(db, caller.userId, id);
  if (file.purpose === "support_attachment") return readableSupportAttachmentName(db, caller, id);
  if (caller.userId === file.ownerId) return "";
  const candidateAvatar =
    file.purpose === "avatar" &&
    caller.role === "empresa" &&
    (await companyReceivedApplicationFrom(db, caller.userId, file.ownerId));
  return candidateAvatar ? "" : null;
}

/**
 * GET /api/files/:id: a stored image. A file never changes once written and its id is never
 * reused, so its id doubles as its ETag. A public one (a logo) may be kept by browsers and
 * proxies for a year; a private one (an avatar) only by the browser, revalidated on every use,
 * so that access withdrawn (an account deleted) is withdrawn at once.
 */
export const filesRoutes = new Hono<AppEnv>().get("/:id", param(idParam, notFound), async (c) => {
  const { id } = c.req.valid("param");
  const file = await findFile(c.var.deps.database.db, id);
  if (!file) throw notFound();
  const isPublic = PUBLIC_PURPOSES.has(file.purpose);
  const name = isPublic ? "" : await readableAs(c, id, file);
  if (name === null) throw notFound();
  const etag = `"${id}"`;
  const headers = {
    "Cache-Control": isPublic ? "public, max-age=31536000, immutable" : "private, no-cache",
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
    return c.body(null, 304, headers);
  }
  return c.body(new Uint8Array(file.bytes), 200, {
    ...headers,
    // A document is saved, never opened in the site's origin; an attached image may be shown.
    ...(file.contentType === "application/pdf" ? { "Content-Disposition": downloadDisposition(name) } : {}),
    "Content-Type": file.contentType,
    "Content-Length": String(file.bytes.length),
  });
});

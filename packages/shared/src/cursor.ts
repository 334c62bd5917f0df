// The cursor of a keyset-paged list (the job board, the benefits catalogue): opaque, URL-safe text.
import { z } from "zod";

/** Keyset position after the last row of a page: its creation time (microseconds) and id. */
export interface PageCursor {
  createdAt: string;
  id: string;
}

const cursorSchema = z.object({
  // Any precision, with its zone (Z or an offset): the database writes microseconds and +00.
  createdAt: z.iso.datetime({ offset: true }),
  // Any UUID the database holds (ids imported from elsewhere need not carry an RFC 4122 version).
  id: z.guid(),
});

/** URL-safe text of a cursor; opaque to the web. */
export function encodeCursor(cursor: PageCursor): string {
  return base64UrlEncode(`${cursor.createdAt}|${cursor.id}`);
}

/** The cursor of a page link, or null when it was tampered with. */
export function decodeCursor(text: string): PageCursor | null {
  let decoded: string;
  try {
    decoded = base64UrlDecode(text);
  } catch {
    return null;
  }
  const [createdAt, id, ...rest] = decoded.split("|");
  if (rest.length > 0) return null;
  const parsed = cursorSchema.safeParse({ createdAt, id });
  return parsed.success ? parsed.data : null;
}

/** Keyset position in a list sorted by a text (a name), then id: the last row's text and id. */
export interface TextCursor {
  key: string;
  id: string;
}

export function encodeTextCursor(cursor: TextCursor): string {
  return base64UrlEncode(JSON.stringify([cursor.key, cursor.id]));
}

/** The text cursor of a page link, or null when it was tampered with. */
export function decodeTextCursor(text: string): TextCursor | null {
  try {
    const value: unknown = JSON.parse(base64UrlDecode(text));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value;
    if (typeof key !== "string" || key.length > 400 || !z.guid().safeParse(id).success) return null;
    return { key, id };
  } catch {
    return null;
  }
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function base64UrlDecode(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

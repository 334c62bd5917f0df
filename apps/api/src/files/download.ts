// How a stored document is handed over: saved under its name, never opened in the site's origin.
import type { Context } from "hono";

/** `attachment; filename=…` with the name in ASCII and, for accents, in UTF-8 (RFC 6266). */
export function downloadDisposition(name: string): string {
  const ascii =
    name
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "_") || "anexo";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A PDF made or kept for one reader: saved under `name`, kept by no cache but his browser's
 * (`private`, never stored), inert if opened on its own.
 */
export function privatePdf(c: Context, bytes: Uint8Array, name: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": downloadDisposition(name),
    "Content-Length": String(bytes.length),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
}

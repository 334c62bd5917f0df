import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Refuses a multipart body that cannot hold a file of at most `maxFileBytes`, before reading it;
 * `tooBig` builds the error to throw.
 */
export function uploadBodyLimit(maxFileBytes: number, tooBig: () => Error): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxFileBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw tooBig();
    },
  });
}

/** The file sent in a multipart field, or null when the body is not multipart or holds no file there. */
export async function uploadedFile(c: Context, field: string): Promise<File | null> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return null;
  }
  const value = form.get(field);
  return value instanceof File ? value : null;
}

/**
 * The name an uploaded file is listed and saved under: the sent name's last path part, without
 * control characters, cut to fit `max` with `extension` (the stored type's, whatever was sent).
 */
export function storedFileName(sent: string, extension: string, fallback: string, max: number): string {
  const base =
    sent
      .split(/[\\/]/)
      .at(-1)
      ?.replace(/\.[^.]*$/, "")
      // Control characters and what no column can hold are dropped, not stored.
      .replace(/[\p{Cc}\p{Cs}]/gu, "")
      .trim() || fallback;
  return `${base.slice(0, max - extension.length - 1)}.${extension}`;
}

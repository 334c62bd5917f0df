// Files attached to a message (a conversation's, a support request's): the same rules everywhere.
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_NAME_MAX } from "@pm/shared/conversations";
import type { StoredBytes } from "./files.queries";
import { ImageRejectedError, reencodeImage } from "./image";
import { storedFileName } from "./upload";

/** Documents are kept as sent; images are re-encoded up to this side, in their own format. */
const ATTACHMENT_IMAGE_SIDE = 2048;

/**
 * What an attachment is by its first bytes, never by its declared type: a PDF is stored as sent
 * (served only as a download), a PNG or JPEG re-encoded through the image pipeline, anything
 * else refused with the caller's error.
 */
export async function storedMessageAttachment(
  file: File,
  errors: { tooBig: () => Error; wrongType: () => Error },
): Promise<StoredBytes> {
  if (file.size > ATTACHMENT_MAX_BYTES) throw errors.tooBig();
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") {
    return { bytes, contentType: "application/pdf", size: bytes.length };
  }
  try {
    return await reencodeImage(bytes, { maxSide: ATTACHMENT_IMAGE_SIDE, accept: ["png", "jpeg"], keepFormat: true });
  } catch (error) {
    if (error instanceof ImageRejectedError) throw errors.wrongType();
    throw error;
  }
}

/** The name a download is saved under: the sent name's last path part, its extension the stored type's. */
export function attachmentName(sent: string, contentType: string): string {
  const extension = contentType === "application/pdf" ? "pdf" : contentType === "image/png" ? "png" : "jpg";
  return storedFileName(sent, extension, "anexo", ATTACHMENT_NAME_MAX);
}

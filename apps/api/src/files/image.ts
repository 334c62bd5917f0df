import sharp, { type Metadata } from "sharp";

/** Formats an upload may arrive in, told apart by their first bytes, never by the declared type. */
export type ImageFormat = "png" | "jpeg" | "webp";

/** Largest accepted input, per side: anything bigger is refused before it is decoded. */
export const MAX_INPUT_SIDE = 4096;
/** Largest stored output, per side. */
export const MAX_OUTPUT_SIDE = 512;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image format named by the file's magic bytes, or null when it is not one we accept. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export type ImageRejection = "not_image" | "too_many_pixels";

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
  }
}

export interface ProcessedImage {
  bytes: Buffer;
  contentType: "image/webp";
  size: number;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded image as WebP no larger than MAX_OUTPUT_SIDE per side, turned upright
 * and with every piece of metadata (EXIF, GPS, XMP, ICC) dropped. What is stored is always an
 * image sharp itself wrote, never the bytes the client sent. Throws ImageRejectedError for
 * anything that is not a PNG, JPEG or WebP, cannot be decoded, or exceeds MAX_INPUT_SIDE.
 */
export async function reencodeImage(input: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new ImageRejectedError("not_image");

  // Only the header is read here, so a huge image is refused before its pixels are decoded.
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new ImageRejectedError("not_image");
  }
  if (meta.format !== format || !meta.width || !meta.height) throw new ImageRejectedError("not_image");
  if (meta.width > MAX_INPUT_SIDE || meta.height > MAX_INPUT_SIDE) throw new ImageRejectedError("too_many_pixels");

  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_SIDE * MAX_INPUT_SIDE,
      // Lenient like browsers: a bad checksum is tolerated, a truncated file is not. What is
      // stored is re-encoded anyway.
      failOn: "truncated",
      // An animated WebP keeps only its first frame.
      pages: 1,
    })
      .autoOrient()
      .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: "image/webp", size: data.length, width: info.width, height: info.height };
  } catch {
    // Valid header, broken pixel data.
    throw new ImageRejectedError("not_image");
  }
}

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
  contentType: "image/webp" | "image/png" | "image/jpeg";
  size: number;
  width: number;
  height: number;
}

export interface ReencodeOptions {
  /** Largest stored side; default MAX_OUTPUT_SIDE (a logo, an avatar). */
  maxSide?: number;
  /** Formats accepted; default PNG, JPEG and WebP. */
  accept?: readonly ImageFormat[];
  /** Store PNG as PNG and JPEG as JPEG (a document someone downloads) instead of WebP. */
  keepFormat?: boolean;
}

/**
 * Re-encodes an uploaded image as WebP (or its own format) no larger than `maxSide` per side, turned upright
 * and with every piece of metadata (EXIF, GPS, XMP, ICC) dropped. What is stored is always an
 * image sharp itself wrote, never the bytes the client sent. Throws ImageRejectedError for
 * anything that is not a PNG, JPEG or WebP, cannot be decoded, or exceeds MAX_INPUT_SIDE.
 */
export async function reencodeImage(input: Buffer, options: ReencodeOptions = {}): Promise<ProcessedImage> {
  const { maxSide = MAX_OUTPUT_SIDE, accept = ["png", "jpeg", "webp"], keepFormat = false } = options;
  const format = sniffImageFormat(input);
  if (!format || !accept.includes(format)) throw new ImageRejectedError("not_image");

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
    const pipeline = sharp(input, {
      limitInputPixels: MAX_INPUT_SIDE * MAX_INPUT_SIDE,
      // Lenient like browsers: a bad checksum is tolerated, a truncated file is not. What is
      // stored is re-encoded anyway.
      failOn: "truncated",
      // An animated WebP keeps only its first frame.
      pages: 1,
    })
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true });
    const contentType = keepFormat && format !== "webp" ? (`image/${format}` as const) : "image/webp";
    const encoded =
      contentType === "image/png"
        ? pipeline.png()
        : contentType === "image/jpeg"
          ? pipeline.jpeg({ quality: 85 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, size: data.length, width: info.width, height: info.height };
  } catch {
    // Valid header, broken pixel data.
    throw new ImageRejectedError("not_image");
  }
}

// better-auth stores an account's TOTP secret and its recovery codes encrypted with AUTH_SECRET
// (XChaCha20-Poly1305). Once AUTH_SECRET changes, both fail to decrypt and better-auth throws a
// plain Error ("invalid tag") out of verifyTOTP and verifyBackupCode, which would answer 500.
import type { Logger } from "pino";
import { ApiError } from "../http/errors";

/**
 * What better-auth's symmetric decryption throws for data encrypted under another secret: the
 * cipher's failed authentication, or a versioned key that is no longer configured.
 */
const UNDECRYPTABLE = /^invalid tag$|^Secret version .* not found in keys|^Cannot decrypt legacy/;

/** Whether `error` is better-auth failing to decrypt a value stored under another AUTH_SECRET. */
export function isUndecryptable(error: unknown): boolean {
  return error instanceof Error && UNDECRYPTABLE.test(error.message);
}

/**
 * Runs a better-auth call that reads the stored second factor. When it cannot be decrypted the
 * answer is `refusal` (by default TWO_FACTOR_UNREADABLE, which sends the operator to a colleague's
 * reset) rather than a 500; anything else is thrown as it came.
 */
export async function readingSecondFactor<T>(
  logger: Logger,
  call: () => Promise<T>,
  refusal: () => ApiError = () => new ApiError("TWO_FACTOR_UNREADABLE"),
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isUndecryptable(error)) throw error;
    logger.warn("a second factor stored under another AUTH_SECRET cannot be read");
    throw refusal();
  }
}

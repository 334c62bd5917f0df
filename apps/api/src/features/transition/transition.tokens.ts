// The monthly reminder's unsubscribe link carries a token the server signed for one militar, not a
// secret kept in a table: whoever holds the e-mail may stop its reminders, nothing else.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

const keys = new Map<string, Buffer>();

/** A key of its own, derived from AUTH_SECRET, so it signs nothing else. */
function reminderKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "pm transition reminders v1", 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, userId: string) =>
  createHmac("sha256", reminderKey(secret)).update(userId).digest().subarray(0, 24).toString("base64url");

/** `<user id in base64url>.<tag>`. */
export const reminderToken = (secret: string, userId: string) =>
  `${Buffer.from(userId).toString("base64url")}.${mac(secret, userId)}`;

/** The militar a token names; null when forged or altered. */
export function userOfReminderToken(secret: string, token: string): string | null {
  const [encoded, tag, extra] = token.split(".");
  if (extra !== undefined || !encoded || !tag) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(tag);
  return userId && expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

// The links of an alert's e-mails carry a token the server signed, not a secret kept in a table:
// one alert's token (confirm it; pause or resume it, the unsubscribe link) or one address's token
// (a visitor's page of his alerts and 'Excluir meus dados'). A deleted alert's token names nothing.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

export type AlertTokenPurpose = "confirm" | "unsubscribe";

const keys = new Map<string, Buffer>();

/** A key of its own for alert links, derived from AUTH_SECRET, so it signs nothing else. */
function alertKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "pm job alerts v1", 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, ...parts: string[]) =>
  createHmac("sha256", alertKey(secret)).update(parts.join("\0")).digest().subarray(0, 24).toString("base64url");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sameTag(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `<alert id>.<tag>`: lets its holder do `purpose` to that alert. */
export const alertToken = (secret: string, purpose: AlertTokenPurpose, alertId: string) =>
  `${alertId}.${mac(secret, purpose, alertId)}`;

/** The alert a token names for `purpose`; null when forged, altered or of another purpose. */
export function alertOfToken(secret: string, purpose: AlertTokenPurpose, token: string): string | null {
  const [id, tag, extra] = token.split(".");
  if (extra !== undefined || !id || !tag || !UUID.test(id)) return null;
  return sameTag(tag, mac(secret, purpose, id)) ? id : null;
}

/** `<address in base64url>.<tag>`: lets its holder see and erase a visitor's alerts of that address. */
export const addressToken = (secret: string, email: string) =>
  `${Buffer.from(email).toString("base64url")}.${mac(secret, "address", email)}`;

/** The address a token names; null when forged or altered. */
export function addressOfToken(secret: string, token: string): string | null {
  const [encoded, tag, extra] = token.split(".");
  if (extra !== undefined || !encoded || !tag) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  if (!email.includes("@")) return null;
  return sameTag(tag, mac(secret, "address", email)) ? email : null;
}

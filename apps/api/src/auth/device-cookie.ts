// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// signed in to an account once carries a cookie only the server can have made, for that account.
// Sign-in attempts presenting it skip the per-address and per-account limits, which an attacker
// can exhaust, and meet only the cookie's own limit.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { AppEnv } from "../http/context";

/** A year: an owner who signs in now and then stays known to the server. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Sent only to the sign-in routes, the only ones that read it. */
export const DEVICE_COOKIE_PATH = "/api/auth";
const NAME_PREFIX = "pm.device_";

/** What a genuine device cookie says: the account it was made for, and its own random id. */
export interface DeviceCookie {
  userId: string;
  nonce: string;
}

const keys = new Map<string, Buffer>();

/** A key of its own for device cookies, derived from AUTH_SECRET, so it signs nothing else. */
function deviceKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "pm device cookie v1", 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, ...parts: string[]) =>
  createHmac("sha256", deviceKey(secret)).update(parts.join("\0")).digest();

/**
 * The cookie's name for an account's sign-in e-mail: one cookie per account a browser has signed
 * in to. Keyed, so the name does not give the address away.
 */
export function deviceCookieName(email: string, secret: string): string {
  return NAME_PREFIX + mac(secret, "name", email).subarray(0, 12).toString("hex");
}

/** `<user id>.<nonce>.<HMAC of the user id, the e-mail and the nonce>`. */
export function signDeviceCookie(secret: string, account: { userId: string; email: string }, nonce: string): string {
  const tag = mac(secret, "cookie", account.userId, account.email, nonce).toString("base64url");
  return `${account.userId}.${nonce}.${tag}`;
}

/**
 * The device cookie this request presents for the account that signs in with `email`, when the
 * server made it for that e-mail; null when there is none or it is forged, altered, or another
 * account's. Whether its user id is still the e-mail's account is the caller's to check.
 */
export function presentedDeviceCookie(cookieHeader: string | undefined, email: string, secret: string) {
  if (!cookieHeader) return null;
  const name = deviceCookieName(email, secret);
  const cookies = parse(cookieHeader);
  const value = cookies[`__Secure-${name}`] ?? cookies[name];
  if (!value) return null;
  const tagAt = value.lastIndexOf(".");
  const nonceAt = value.lastIndexOf(".", tagAt - 1);
  if (nonceAt < 1) return null;
  const cookie: DeviceCookie = { userId: value.slice(0, nonceAt), nonce: value.slice(nonceAt + 1, tagAt) };
  const given = Buffer.from(value.slice(tagAt + 1), "base64url");
  const expected = mac(secret, "cookie", cookie.userId, email, cookie.nonce);
  return given.length === expected.length && timingSafeEqual(given, expected) ? cookie : null;
}

/** The device cookie of a request, read for `email`, from a route's context. */
export function deviceCookieOf(c: Context<AppEnv>, email: string) {
  return presentedDeviceCookie(c.req.header("cookie"), email, c.var.deps.env.AUTH_SECRET);
}

/** The rate-limit counter of one device cookie's failures. */
export const deviceFailuresKey = (cookie: DeviceCookie) => `sign-in:device:${cookie.nonce}`;

/**
 * Gives the browser a fresh device cookie for the account it has just signed in to (a new nonce
 * each time, so the failures counted on an older copy stay with that copy).
 */
export function issueDeviceCookie(c: Context<AppEnv>, account: { userId: string; email: string }): void {
  const { env } = c.var.deps;
  const secure = env.BASE_URL.startsWith("https://");
  const name = deviceCookieName(account.email, env.AUTH_SECRET);
  const value = signDeviceCookie(env.AUTH_SECRET, account, randomBytes(16).toString("base64url"));
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: "Lax",
    secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
    ...(secure ? { prefix: "secure" as const } : {}),
  });
}

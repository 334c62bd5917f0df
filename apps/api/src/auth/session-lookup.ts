import { createHmac, timingSafeEqual } from "node:crypto";
import { parse } from "hono/utils/cookie";
import type { AppDeps } from "../http/context";
import { loadSessionContext } from "./session.queries";
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from "./session-lifetime";

/** The session cookie better-auth sets (`advanced.cookiePrefix: "pm"`), plain or `__Secure-`. */
const SESSION_COOKIES = ["__Secure-pm.session_token", "pm.session_token"];

/**
 * The value of the first of `names` the request carries, when its signature (HMAC-SHA256 with the
 * auth secret, as better-auth signs its cookies) is valid; null otherwise.
 */
function signedCookieValue(cookieHeader: string | undefined, names: string[], secret: string): string | null {
  if (!cookieHeader) return null;
  const cookies = parse(cookieHeader);
  for (const name of names) {
    const value = cookies[name];
    if (!value) continue;
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

/** The session token of a request, when its cookie's signature is valid; null otherwise. */
export function signedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  return signedCookieValue(cookieHeader, SESSION_COOKIES, secret);
}

/** better-auth's cookie of a sign-in waiting for its second factor, plain or `__Secure-`. */
const TWO_FACTOR_COOKIES = ["__Secure-pm.two_factor", "pm.two_factor"];

/**
 * The id of the second-factor challenge a request carries (the password was right, the code is
 * awaited), when its cookie's signature is valid; null otherwise.
 */
export function signedTwoFactorChallenge(cookieHeader: string | undefined, secret: string): string | null {
  return signedCookieValue(cookieHeader, TWO_FACTOR_COOKIES, secret);
}

/**
 * The live session of a request, or null: the signed cookie, then one statement. Once a day per
 * session better-auth reads it instead, so it moves the expiry on as it would.
 */
export async function readSession(deps: Pick<AppDeps, "auth" | "database" | "env">, headers: Headers) {
  const token = signedSessionToken(headers.get("cookie") ?? undefined, deps.env.AUTH_SECRET);
  const row = token ? await loadSessionContext(deps.database.db, token) : null;
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return null;
  if (row.expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now) {
    await deps.auth.api.getSession({ headers });
  }
  return row;
}

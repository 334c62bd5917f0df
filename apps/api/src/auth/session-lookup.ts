import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { parse } from "hono/utils/cookie";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { sessions, users } from "../db/schema/auth";
import { companies } from "../db/schema/companies";
import { profiles } from "../db/schema/profiles";
import type { AppDeps } from "../http/context";

/** How long a session lives, and how often its expiry moves on (handed to better-auth too). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

/** The session cookie better-auth sets (`advanced.cookiePrefix: "pm"`), plain or `__Secure-`. */
const SESSION_COOKIES = ["__Secure-pm.session_token", "pm.session_token"];

/**
 * The session token of a request, when its signature (HMAC-SHA256 with the auth secret, as
 * better-auth's cookies are signed) is valid; null otherwise.
 */
export function signedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  const cookies = parse(cookieHeader);
  for (const name of SESSION_COOKIES) {
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

const sessionContextQuery = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      role: profiles.role,
      fullName: profiles.fullName,
      company: companies,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_context"),
);

/**
 * Everything a guarded request needs about its caller, in one statement: the session, the user,
 * the profile and, for a company, the company. The guards used to make four round trips. The
 * statement is prepared once per database: every guarded request runs it.
 */
export async function loadSessionContext(db: Db, token: string) {
  const [row] = await sessionContextQuery(db).execute({ token });
  return row ?? null;
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

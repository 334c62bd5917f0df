import type { Role } from "@pm/shared/account";
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { militaryProfiles } from "../db/schema/military";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { loadSessionContext, SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S, signedSessionToken } from "./session-lookup";

/**
 * 401 unless the request carries a live session of a user with a profile. The session is read in
 * one statement (with the profile and company); once a day per session, better-auth reads it
 * instead, so it moves the expiry on as it would.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, database, env } = c.var.deps;
  const token = signedSessionToken(c.req.header("cookie"), env.AUTH_SECRET);
  const row = token ? await loadSessionContext(database.db, token) : null;
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) throw new ApiError("UNAUTHENTICATED");
  if (row.expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now) {
    await auth.api.getSession({ headers: c.req.raw.headers });
  }
  c.set("user", {
    id: row.userId,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    sessionId: row.sessionId,
  });
  if (row.company) c.set("company", row.company);
  await next();
});

/** 403 for a signed-in user of another role. Use after requireUser. */
export const requireRole = (role: Role) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.user.role !== role) throw new ApiError("FORBIDDEN");
    await next();
  });

/** A company reaches its workspace only once its plan is paid. Use after requireRole("empresa"). */
export const requirePaidCompany = createMiddleware<AppEnv>(async (c, next) => {
  // requireUser has read the caller's company with the session.
  const company = c.get("company") as AppEnv["Variables"]["company"] | undefined;
  if (company?.paymentStatus !== "completed") throw new ApiError("PAYMENT_REQUIRED");
  await next();
});

/** A militar reaches the military area only after onboarding. Use after requireRole("militar"). */
export const requireCompletedProfile = createMiddleware<AppEnv>(async (c, next) => {
  const [profile] = await c.var.deps.database.db
    .select({ completedAt: militaryProfiles.completedAt })
    .from(militaryProfiles)
    .where(eq(militaryProfiles.userId, c.var.user.id));
  if (!profile?.completedAt) throw new ApiError("PROFILE_INCOMPLETE");
  await next();
});

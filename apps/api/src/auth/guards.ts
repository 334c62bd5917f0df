import { type Role, TWO_FACTOR_REQUIRED_MESSAGE } from "@pm/shared/account";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { readSession } from "./session-lookup";

/** 401 unless the request carries a live session of a user with a profile. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const row = await readSession(c.var.deps, c.req.raw.headers);
  if (!row) throw new ApiError("UNAUTHENTICATED");
  c.set("user", {
    id: row.userId,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    sessionId: row.sessionId,
    onboardedAt: row.onboardedAt,
    militaryPlan: row.militaryPlan ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
  });
  if (row.company) c.set("company", row.company);
  await next();
});

/** 403 for a signed-in user of another role. Use after requireUser. */
export const requireRole = (...roles: [Role, ...Role[]]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.user.role)) throw new ApiError("FORBIDDEN");
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
  // requireUser has read it with the session: no statement of its own.
  if (!c.var.user.onboardedAt) throw new ApiError("PROFILE_INCOMPLETE");
  await next();
});

/**
 * The operators' console opens only to a user with a confirmed TOTP app: once confirmed, every
 * sign-in of the account asks for a code before its session starts. Use after requireRole.
 */
export const requireTwoFactor = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user.twoFactorEnabled) throw new ApiError("FORBIDDEN", TWO_FACTOR_REQUIRED_MESSAGE);
  await next();
});

import { type Role, TWO_FACTOR_REQUIRED_MESSAGE } from "@pm/shared/account";
import { type CompanyRole, memberMessages } from "@pm/shared/members";
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
  if (row.company && row.companyRole) {
    c.set("company", row.company);
    c.set("companyRole", row.companyRole);
  }
  await next();
});

/** 403 for a signed-in user of another role. Use after requireUser. */
export const requireRole = (...roles: [Role, ...Role[]]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.user.role)) throw new ApiError("FORBIDDEN");
    await next();
  });

/**
 * An empresa account works in a company only while it is in its team: one removed from it keeps
 * the account and nothing else. Use after requireRole("empresa").
 */
export const requireCompanyMember = createMiddleware<AppEnv>(async (c, next) => {
  // requireUser has read the caller's company and role with the session.
  if (!c.get("company")) throw new ApiError("FORBIDDEN", memberMessages.noTeam);
  await next();
});

/** A company reaches its workspace only once its plan is paid. Use after requireCompanyMember. */
export const requirePaidCompany = createMiddleware<AppEnv>(async (c, next) => {
  const company = c.get("company") as AppEnv["Variables"]["company"] | undefined;
  if (company?.paymentStatus !== "completed") throw new ApiError("PAYMENT_REQUIRED");
  await next();
});

/**
 * 403 ROLE_REQUIRED unless the caller's role in the company's team is one of `roles`. Mounted per
 * route by `mountArea` from each company mount's declared roles (feature.ts). Use after
 * requireCompanyMember.
 */
export const requireCompanyRole = (roles: readonly CompanyRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const role = c.get("companyRole") as CompanyRole | undefined;
    if (!role || !roles.includes(role)) throw new ApiError("ROLE_REQUIRED");
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

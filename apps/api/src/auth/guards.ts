import type { Role } from "@pm/shared/account";
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { companies } from "../db/schema/companies";
import { militaryProfiles } from "../db/schema/military";
import { profiles } from "../db/schema/profiles";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";

/** 401 unless the request carries a live session of a user with a profile. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, database } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new ApiError("UNAUTHENTICATED");
  const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, session.user.id));
  if (!profile) throw new ApiError("UNAUTHENTICATED");
  c.set("user", {
    id: session.user.id,
    email: session.user.email,
    role: profile.role,
    fullName: profile.fullName,
    sessionId: session.session.id,
  });
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
  const [company] = await c.var.deps.database.db.select().from(companies).where(eq(companies.userId, c.var.user.id));
  if (company?.paymentStatus !== "completed") throw new ApiError("PAYMENT_REQUIRED");
  // Handlers behind this guard read the caller's company from here: every query they make is
  // scoped by c.var.company.id.
  c.set("company", company);
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

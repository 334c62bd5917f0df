import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { requireRole, requireUser } from "../../auth/guards";
import { militaryProfiles } from "../../db/schema/military";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { militaryBillingRoutes } from "../military-billing/military-billing.routes";
import { militaryJobsRoutes } from "../military-jobs/military-jobs.routes";
import { militaryProfileRoutes } from "./military-profile.routes";

/** The military area API: only a militar reaches it. */
export const militaryRoutes = new Hono<AppEnv>()
  .use(requireUser, requireRole("militar"))
  .get("/profile", async (c) => {
    const [profile] = await c.var.deps.database.db
      .select()
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, c.var.user.id));
    if (!profile) throw new ApiError("NOT_FOUND");
    return c.json(profile);
  })
  .route("/", militaryProfileRoutes)
  .route("/", militaryJobsRoutes)
  .route("/billing", militaryBillingRoutes);

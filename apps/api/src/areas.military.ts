import { Hono } from "hono";
import { requireRole, requireUser } from "./auth/guards";
import { benefitsMilitaryRoutes } from "./features/benefits/benefits.military.routes";
import { billingMilitaryRoutes } from "./features/billing/billing.military.routes";
import { conversationsMilitaryRoutes } from "./features/conversations/conversations.routes";
import { dashboardMilitaryRoutes } from "./features/dashboard/dashboard.military.routes";
import { jobsMilitaryRoutes } from "./features/jobs/jobs.military.routes";
import { learningMilitaryRoutes } from "./features/learning/learning.military.routes";
import { profileMilitaryRoutes } from "./features/profile/profile.military.routes";
import { skillsMilitaryRoutes } from "./features/skills/skills.military.routes";
import { recommendationsMilitaryRoutes, talentMilitaryRoutes } from "./features/talent/talent.military.routes";
import type { AppEnv } from "./http/context";

/**
 * The military area API (/api/military): only a militar reaches it. Routes that need a finished
 * onboarding say so themselves (`requireCompletedProfile`): the onboarding routes live here too.
 */
export const militaryArea = new Hono<AppEnv>()
  .use(requireUser, requireRole("militar"))
  .route("/", profileMilitaryRoutes)
  .route("/", dashboardMilitaryRoutes)
  .route("/", jobsMilitaryRoutes)
  .route("/", skillsMilitaryRoutes)
  .route("/billing", billingMilitaryRoutes)
  .route("/benefits", benefitsMilitaryRoutes)
  .route("/conversations", conversationsMilitaryRoutes)
  .route("/invitations", talentMilitaryRoutes)
  .route("/recommendations", recommendationsMilitaryRoutes)
  .route("/learning", learningMilitaryRoutes);

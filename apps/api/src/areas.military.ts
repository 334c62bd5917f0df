import { Hono } from "hono";
import { requireRole, requireUser } from "./auth/guards";
import { mountArea } from "./feature";
import { FEATURES } from "./features/features";
import type { AppEnv } from "./http/context";

/**
 * The military area API (/api/military): only a militar reaches it. Routes that need a finished
 * onboarding say so themselves (`requireCompletedProfile`): the onboarding routes live here too.
 * The features' `military` routers.
 */
export const militaryArea = mountArea(
  new Hono<AppEnv>().use(requireUser, requireRole("militar")),
  FEATURES,
  "military",
);

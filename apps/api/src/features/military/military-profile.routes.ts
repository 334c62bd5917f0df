import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

/** Onboarding, profile, dashboard and settings of the signed-in militar. */
export const militaryProfileRoutes = new Hono<AppEnv>();

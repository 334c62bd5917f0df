import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const dashboardRoutes = new Hono<AppEnv>();

import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const jobsRoutes = new Hono<AppEnv>();

import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const applicationsRoutes = new Hono<AppEnv>();

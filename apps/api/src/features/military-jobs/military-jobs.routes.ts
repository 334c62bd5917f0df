import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

/** The job board, bookmarks and applications of the signed-in militar. */
export const militaryJobsRoutes = new Hono<AppEnv>();

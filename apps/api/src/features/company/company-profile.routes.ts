import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

/** GET /api/company: the caller's company. */
export const companyProfileRoutes = new Hono<AppEnv>().get("/", (c) => c.json(c.var.company));

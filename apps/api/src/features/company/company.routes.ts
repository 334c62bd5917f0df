import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { requirePaidCompany, requireRole, requireUser } from "../../auth/guards";
import { companies } from "../../db/schema/companies";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";

/** The company workspace API: only a paid empresa reaches it. */
export const companyRoutes = new Hono<AppEnv>()
  .use(requireUser, requireRole("empresa"), requirePaidCompany)
  .get("/", async (c) => {
    const [company] = await c.var.deps.database.db.select().from(companies).where(eq(companies.userId, c.var.user.id));
    if (!company) throw new ApiError("NOT_FOUND");
    return c.json(company);
  });

import { companyPlanOrDefault } from "@pm/shared/billing";
import { API_ACCESS, integrationMessages as m } from "@pm/shared/integrations";
import { apiKeyCreateSchema } from "@pm/shared/integrations.company";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param } from "../../http/validate";
import { createApiKey, listApiKeys, revokeApiKey } from "./integrations.queries";

/** Only an Enterprise company manages keys: any other plan is told what it would need. */
const requireApiAccess = createMiddleware<AppEnv>(async (c, next) => {
  if (!API_ACCESS[companyPlanOrDefault(c.var.company.plan)])
    throw new ApiError("PLAN_UPGRADE_REQUIRED", m.planRequired);
  await next();
});

/** /api/company/integrations: the company's API keys. */
export const integrationsCompanyRoutes = new Hono<AppEnv>()
  .use(requireApiAccess)
  .get("/keys", async (c) => c.json({ keys: await listApiKeys(c.var.deps.database.db, c.var.company.id) }))
  .post("/keys", json(apiKeyCreateSchema), async (c) => {
    const result = await createApiKey(c.var.deps.database.db, c.var.company.id, c.var.user.id, c.req.valid("json"));
    if (result.kind === "cap") throw new ApiError("CONFLICT", m.tooManyKeys);
    c.header("cache-control", "no-store");
    return c.json({ key: result.key, apiKey: result.apiKey, message: m.keyCreated }, 201);
  })
  .delete("/keys/:id", param(idParam), async (c) => {
    const revoked = await revokeApiKey(c.var.deps.database.db, c.var.company.id, c.req.valid("param").id);
    if (!revoked) throw new ApiError("NOT_FOUND");
    return c.json({ message: m.keyRevoked });
  });

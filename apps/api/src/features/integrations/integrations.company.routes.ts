import { companyPlanOrDefault } from "@pm/shared/billing";
import { API_ACCESS, integrationMessages as m, webhookMessages as wm } from "@pm/shared/integrations";
import { apiKeyCreateSchema, webhookEndpointSchema } from "@pm/shared/integrations.company";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { checkOutboundUrl, OUTBOUND_TIMEOUT_MS } from "../../http/outbound";
import { idParam, json, param } from "../../http/validate";
import { createApiKey, listApiKeys, revokeApiKey } from "./integrations.queries";
import {
  createEndpoint,
  deleteEndpoint,
  enableEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
} from "./webhooks.queries";

/** Only an Enterprise company manages keys: any other plan is told what it would need. */
const requireApiAccess = createMiddleware<AppEnv>(async (c, next) => {
  if (!API_ACCESS[companyPlanOrDefault(c.var.company.plan)])
    throw new ApiError("PLAN_UPGRADE_REQUIRED", m.planRequired);
  await next();
});

/** /api/company/integrations: the company's API keys, webhook endpoints and delivery log. */
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
  })
  .get("/webhooks", async (c) => {
    const db = c.var.deps.database.db;
    const [endpoints, deliveries] = await Promise.all([
      listEndpoints(db, c.var.company.id),
      listDeliveries(db, c.var.company.id),
    ]);
    return c.json({ endpoints, deliveries });
  })
  .post("/webhooks", json(webhookEndpointSchema), async (c) => {
    const input = c.req.valid("json");
    // Outside production a local receiver over plain HTTP is allowed, for development.
    if (c.var.deps.env.NODE_ENV === "production" && !input.url.startsWith("https://")) {
      throw new ApiError("VALIDATION_FAILED", wm.httpsRequired, [{ path: "url", message: wm.httpsRequired }]);
    }
    // Checked again at every delivery (a name may resolve elsewhere later); here the company learns it at once.
    const target = await checkOutboundUrl(
      input.url,
      { allowPrivate: c.var.deps.env.WEBHOOKS_ALLOW_PRIVATE },
      AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
    ).catch(() => ({ ok: false, reason: "unresolved" }) as const);
    if (!target.ok) {
      const message = target.reason === "forbidden" ? wm.publicAddressRequired : wm.hostNotFound;
      throw new ApiError("VALIDATION_FAILED", message, [{ path: "url", message }]);
    }
    const result = await createEndpoint(c.var.deps.database.db, c.var.company.id, input, c.var.user.id);
    if (result.kind === "cap") throw new ApiError("CONFLICT", wm.tooManyEndpoints);
    c.header("cache-control", "no-store");
    return c.json({ endpoint: result.endpoint, secret: result.secret, message: wm.endpointCreated }, 201);
  })
  .delete("/webhooks/:id", param(idParam), async (c) => {
    if (!(await deleteEndpoint(c.var.deps.database.db, c.var.company.id, c.req.valid("param").id))) {
      throw new ApiError("NOT_FOUND");
    }
    return c.json({ message: wm.endpointRemoved });
  })
  .post("/webhooks/:id/enable", param(idParam), async (c) => {
    if (!(await enableEndpoint(c.var.deps.database.db, c.var.company.id, c.req.valid("param").id))) {
      throw new ApiError("NOT_FOUND");
    }
    return c.json({ message: wm.endpointEnabled });
  })
  .post("/deliveries/:id/resend", param(idParam), async (c) => {
    if (!(await resendDelivery(c.var.deps.database.db, c.var.company.id, c.req.valid("param").id))) {
      throw new ApiError("NOT_FOUND");
    }
    return c.json({ message: wm.resent }, 201);
  });

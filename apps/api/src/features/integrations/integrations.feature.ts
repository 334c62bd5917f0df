import { ADMIN_ONLY } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { webhookDisabledEmail } from "../../mail/templates";
import { integrationsCompanyRoutes } from "./integrations.company.routes";
import { webhookDeliveriesJob } from "./webhooks.worker";

/** API keys and webhooks; the Enterprise API itself (`api-v1/`) is mounted by app.ts at /api/v1. */
export const integrationsFeature = {
  name: "integrations",
  routes: { company: [{ path: "/integrations", router: integrationsCompanyRoutes, roles: ADMIN_ONLY }] },
  jobs: (deps) => [webhookDeliveriesJob(deps)],
  emails: [webhookDisabledEmail],
  bench: "integrations.mjs",
  mutation: ["integrations"],
} as const satisfies Feature;

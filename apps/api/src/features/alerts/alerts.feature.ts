import { Hono } from "hono";
import type { Feature } from "../../feature";
import type { AppEnv } from "../../http/context";
import { alertConfirmationEmail, jobAlertEmail } from "../../mail/templates";
import { alertsMilitaryRoutes } from "./alerts.military.routes";
import { alertsPublicRoutes } from "./alerts.public.routes";
import { alertsAccountExport } from "./alerts.queries";
import { alertJobs } from "./alerts.worker";

/**
 * Alertas de vagas (decision 031): a militar's saved searches and a visitor's confirmed ones, e-mailed
 * when a new job matches ('Imediato') or in the 8h digest ('Diário'); 'Seguir empresa' is one of
 * them. A militar's alerts go with his account (the foreign key's cascade).
 */
export const alertsFeature = {
  name: "alerts",
  routes: {
    military: [{ path: "/alerts", router: alertsMilitaryRoutes }],
    api: [{ path: "/alerts", router: new Hono<AppEnv>().route("/", alertsPublicRoutes) }],
  },
  jobs: (deps) => alertJobs(deps),
  accountExport: { user: alertsAccountExport },
  emails: [jobAlertEmail, alertConfirmationEmail],
  bench: "alerts.mjs",
  mutation: ["queries"],
} as const satisfies Feature;

import { ADMIN_ONLY } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { upcomingChargeEmail } from "../../mail/templates";
import { billingCompanyRoutes } from "./billing.company.routes";
import { billingMilitaryRoutes } from "./billing.military.routes";
import { billingAccountExport, billingCompanyAccountExport } from "./billing.queries";
import { billingJobs } from "./billing.worker";

/**
 * Company plans and the militar's PREMIUM. The payment providers hand their events to its
 * fulfillment through `payments/events.ts`, which app.ts connects.
 */
export const billingFeature = {
  name: "billing",
  routes: {
    companyBilling: [{ path: "/", router: billingCompanyRoutes, roles: ADMIN_ONLY }],
    military: [{ path: "/billing", router: billingMilitaryRoutes }],
  },
  jobs: billingJobs,
  accountExport: { user: billingAccountExport, company: billingCompanyAccountExport },
  emails: [upcomingChargeEmail],
  realtime: ["subscriptions", "payments"],
  bench: null,
  mutation: ["queries"],
} as const satisfies Feature;

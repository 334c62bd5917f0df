import type { Feature } from "../../feature";
import { offerUnpublishedEmail, privacyAnswerEmail, twoFactorResetEmail } from "../../mail/templates";
import { operationsCompaniesRoutes } from "./operations.companies.routes";
import { operationsMilitaresRoutes } from "./operations.militares.routes";
import { operationsOffersRoutes } from "./operations.offers.routes";
import { operationsOperatorsRoutes } from "./operations.operators.routes";
import { operationsPlatformRoutes } from "./operations.platform.routes";
import { operationsPrivacyRoutes } from "./operations.privacy.routes";
import { operationsReportsRoutes } from "./operations.reports.routes";
import { operationsSecurityRoutes } from "./operations.security.routes";
import { operationsWithdrawalsRoutes } from "./operations.withdrawals.routes";

/** The operators' console (decision 018): every action it takes writes the audit log. */
export const operationsFeature = {
  name: "operations",
  routes: {
    operationsSetup: [{ path: "/two-factor", router: operationsSecurityRoutes }],
    operations: [
      { path: "/", router: operationsPlatformRoutes },
      { path: "/companies", router: operationsCompaniesRoutes },
      { path: "/militares", router: operationsMilitaresRoutes },
      { path: "/withdrawals", router: operationsWithdrawalsRoutes },
      { path: "/reports", router: operationsReportsRoutes },
      { path: "/offers", router: operationsOffersRoutes },
      { path: "/privacy-requests", router: operationsPrivacyRoutes },
      { path: "/operators", router: operationsOperatorsRoutes },
    ],
  },
  emails: [offerUnpublishedEmail, privacyAnswerEmail, twoFactorResetEmail],
  bench: "operations.mjs",
  mutation: ["operations"],
} as const satisfies Feature;

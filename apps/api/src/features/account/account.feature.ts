import type { Feature } from "../../feature";
import { accountRoutes } from "./account.routes";
import { accountAccountExport } from "./account-export.queries";
import { accountSettingsRoutes } from "./account-settings.routes";

/**
 * Sign-in, sign-up and the account's settings. Its export and erasure under the LGPD span every
 * feature: `accountDataRoutes` is mounted by app.ts with the features list. Its e-mails are the
 * platform's (`auth/`) or its own (`account-email-change.ts`).
 */
export const accountFeature = {
  name: "account",
  routes: {
    api: [
      { path: "/auth", router: accountRoutes },
      { path: "/account", router: accountSettingsRoutes },
    ],
  },
  accountExport: { user: accountAccountExport },
  bench: null,
  mutation: [],
} as const satisfies Feature;

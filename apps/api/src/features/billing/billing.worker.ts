import { brazilDay } from "@pm/shared/benefits";
import type { AppDeps } from "../../http/context";
import { renewSandboxSubscriptions } from "../../payments/sandbox";
import type { JobDefinition } from "../../workers/runner";
import { expireContracts } from "../operations/operations.public";
import { sendRenewalNotices } from "./renewal-notices.service";

/** How often each billing job runs: cheap queries over a small indexed set. */
const EVERY_SECONDS = 60;

/**
 * The scheduled side of billing, for the job runner: with the sandbox provider, the renewals
 * Stripe would make itself; the renewal e-mails before each charge; and the Enterprise contracts
 * whose last day has passed. Each claims its row before acting.
 */
export function billingJobs(deps: AppDeps): JobDefinition[] {
  const db = deps.database.db;
  return [
    {
      kind: "billing.sandbox-renewals",
      everySeconds: EVERY_SECONDS,
      handler: async () => {
        if (deps.payments.name === "sandbox") await renewSandboxSubscriptions(db);
      },
    },
    {
      kind: "billing.renewal-notices",
      everySeconds: EVERY_SECONDS,
      handler: () => sendRenewalNotices({ db, mailer: deps.mailer, baseUrl: deps.env.BASE_URL }),
    },
    {
      kind: "billing.contract-expiry",
      everySeconds: EVERY_SECONDS,
      handler: () => expireContracts(db, brazilDay(new Date())),
    },
  ];
}

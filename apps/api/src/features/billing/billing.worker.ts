import { brazilDay } from "@pm/shared/benefits";
import type { AppDeps } from "../../http/context";
import { renewSandboxSubscriptions } from "../../payments/sandbox";
import { startPeriodic } from "../../workers/periodic";
import { expireContracts } from "../operations/operations.companies.queries";
import { sendRenewalNotices } from "./renewal-notices.service";

/** How often periodic billing work runs: cheap queries over a small indexed set. */
const INTERVAL_MS = 60_000;

/**
 * The periodic side of billing in each API process: renewal e-mails before each charge and,
 * with the sandbox provider, the renewals Stripe would make itself. Both are safe to run in
 * several processes at once (each claims its row before acting). Returns the stop function.
 */
export function startBillingJobs(deps: AppDeps): () => void {
  return startPeriodic("billing work", INTERVAL_MS, deps.logger, async () => {
    const db = deps.database.db;
    if (deps.payments.name === "sandbox") await renewSandboxSubscriptions(db);
    await sendRenewalNotices({ db, mailer: deps.mailer, baseUrl: deps.env.BASE_URL });
    await expireContracts(db, brazilDay(new Date()));
  });
}

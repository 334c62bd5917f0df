import type { AppDeps } from "../../http/context";
import type { JobDefinition } from "../../workers/runner";
import { announceAvailableCashback } from "./benefits.military.queries";

/** How often cashback past its contest window is looked for: one indexed query over due rows. */
const EVERY_SECONDS = 60;

/**
 * The scheduled side of benefits, for the job runner: pending cashback that became available is
 * announced to its militar (the bell, and the e-mail the notification e-mails job sends).
 */
export function benefitsJobs(deps: AppDeps): JobDefinition[] {
  return [
    {
      kind: "benefits.cashback-available",
      everySeconds: EVERY_SECONDS,
      handler: () => announceAvailableCashback(deps.database.db, new Date()),
    },
  ];
}

import type { AppDeps } from "../../http/context";
import { startPeriodic } from "../../workers/periodic";
import { announceAvailableCashback } from "./benefits.military.queries";

/** How often cashback past its contest window is looked for: one indexed query over due rows. */
const INTERVAL_MS = 60_000;

/**
 * The periodic side of benefits in each API process: pending cashback that became available is
 * announced to its militar (the bell, and the e-mail the notifications worker sends). Safe in
 * several processes at once. Returns the stop function.
 */
export function startBenefitsJobs(deps: AppDeps): () => void {
  return startPeriodic("benefits work", INTERVAL_MS, deps.logger, () =>
    announceAvailableCashback(deps.database.db, new Date()),
  );
}

import type { AppDeps } from "../../http/context";
import { announceAvailableCashback } from "./benefits.military.queries";

/** How often cashback past its contest window is looked for: one indexed query over due rows. */
const INTERVAL_MS = 60_000;

/**
 * The periodic side of benefits in each API process: pending cashback that became available is
 * announced to its militar (the bell, and the e-mail the notifications worker sends). Safe in
 * several processes at once. Returns the stop function.
 */
export function startBenefitsJobs(deps: AppDeps): () => void {
  const run = async () => {
    try {
      await announceAvailableCashback(deps.database.db, new Date());
    } catch (err) {
      deps.logger.error({ err }, "periodic benefits work failed");
    }
  };
  const timer = setInterval(() => void run(), INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

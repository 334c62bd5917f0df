import type { Logger } from "pino";

/**
 * Runs `work` every `intervalMs` in this process, never two runs at once (a slow run makes the
 * next tick wait, not pile up), logging a failure under `name`. Returns the stop function.
 * Every process may run the same work: each job claims its rows before acting.
 */
export function startPeriodic(
  name: string,
  intervalMs: number,
  logger: Logger,
  work: () => Promise<unknown>,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (err) {
      logger.error({ err }, `periodic ${name} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

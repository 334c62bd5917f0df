import type { AppDeps } from "../../http/context";
import type { ProviderEvent } from "../../payments/provider";
import { type Processed, processEvent } from "./fulfillment.queries";

/**
 * processEvent, then what must happen at the provider once the effect is committed: replaced
 * subscriptions are cancelled there (a failure is logged; the provider's own deletion event
 * later finds them already canceled here).
 */
export async function deliverEvent(
  deps: Pick<AppDeps, "database" | "payments" | "logger">,
  event: ProviderEvent,
): Promise<Processed> {
  const processed = await processEvent(deps.database.db, deps.payments.name, event);
  for (const id of processed.superseded) {
    try {
      await deps.payments.cancelSubscriptionNow(id);
    } catch (err) {
      deps.logger.error({ err, subscriptionId: id }, "could not cancel a replaced subscription at the provider");
    }
  }
  return processed;
}

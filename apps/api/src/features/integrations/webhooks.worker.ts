// Delivers the webhook outbox, run by the job runner every 2 seconds: due deliveries are claimed
// for a minute (FOR UPDATE SKIP LOCKED in webhooks.queries.ts), so no two runs, in this process or
// another, ever send one at the same time; each is POSTed signed as Standard
// Webhooks say (webhooks.signing.ts), with a 10 s timeout, to the public addresses its host
// resolves to (never following a redirect), and retried with exponential backoff for 24 hours. An
// endpoint that has failed for 3 days is disabled and its company told by e-mail.
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import { type OutboundResult, postJson, type Resolver } from "../../http/outbound";
import type { Mailer } from "../../mail/mailer";
import { webhookDisabledEmail } from "../../mail/templates";
import type { JobDefinition } from "../../workers/runner";
import {
  claimDueDeliveries,
  type DueDelivery,
  markDelivered,
  markFailed,
  recordEndpointFailure,
} from "./webhooks.queries";
import { signDelivery } from "./webhooks.signing";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RETRY_WINDOW_MS = 24 * 3600_000;
export const DISABLE_AFTER_MS = 3 * 24 * 3600_000;
const EVERY_SECONDS = 2;

/** The wait before try `attempt` + 1: 30 s, 1 min, 2 min… up to 6 hours. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 6 * 3600_000);

export interface WebhookDeps {
  db: Db;
  mailer: Mailer;
  logger?: Logger;
  baseUrl: string;
  /** Lets endpoints on loopback and private addresses be called (WEBHOOKS_ALLOW_PRIVATE, never in production). */
  allowPrivate: boolean;
  /** The resolver of endpoints' host names (the system's unless a test gives one). */
  resolve?: Resolver;
  /** Stops sending the claimed deliveries not yet tried (the runner is stopping); their claim lapses. */
  signal?: AbortSignal;
}

/**
 * What the delivery log tells the company about a failed try: neutral texts that never carry an
 * address or anything learnt from a refused target.
 */
const DELIVERY_ERRORS = {
  forbidden: "Endereço não permitido",
  failed: "Falha de conexão",
  timeout: "Sem resposta em 10 s",
} as const;

function outcomeOf(result: OutboundResult): { ok: boolean; status: number | null; error: string | null } {
  if (result.kind !== "response") return { ok: false, status: null, error: DELIVERY_ERRORS[result.kind] };
  const ok = result.status >= 200 && result.status < 300;
  return { ok, status: result.status, error: ok ? null : `HTTP ${result.status}` };
}

async function send(deps: WebhookDeps, delivery: DueDelivery, now: Date) {
  const body = JSON.stringify(delivery.payload);
  const headers = {
    "content-type": "application/json",
    "user-agent": "ProximaMissao-Webhooks/1.0",
    // webhook-id is the event's id: the same on every retry and on 'Reenviar'.
    ...signDelivery(delivery.secret, delivery.event_id, now, body),
    "pm-event-id": delivery.event_id,
    "pm-event-type": delivery.type,
  };
  const result = await postJson(delivery.url, body, headers, {
    allowPrivate: deps.allowPrivate,
    resolve: deps.resolve,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
  });
  return outcomeOf(result);
}

/** Delivers what is due at `now`; returns how many were delivered and how many failed. */
export async function deliverWebhooks(deps: WebhookDeps, now = new Date()) {
  const due = await claimDueDeliveries(deps.db, now);
  let delivered = 0;
  let failed = 0;
  for (const delivery of due) {
    if (deps.signal?.aborted) break;
    const outcome = await send(deps, delivery, now);
    const attempts = delivery.attempts + 1;
    if (outcome.ok) {
      delivered++;
      await markDelivered(deps.db, delivery, { attempts, status: outcome.status }, now);
      continue;
    }
    failed++;
    const giveUp = now.getTime() - new Date(delivery.created_at).getTime() >= RETRY_WINDOW_MS;
    await markFailed(
      deps.db,
      delivery.id,
      {
        attempts,
        status: outcome.status,
        error: outcome.error,
        giveUp,
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      },
      now,
    );
    await endpointFailed(deps, delivery.endpoint_id, now);
  }
  return { delivered, failed };
}

/** Notes the failure; past 3 days of failures the endpoint is disabled and the company e-mailed. */
async function endpointFailed(deps: WebhookDeps, endpointId: string, now: Date) {
  const disabled = await recordEndpointFailure(deps.db, endpointId, now, new Date(now.getTime() - DISABLE_AFTER_MS));
  if (!disabled) return;
  for (const to of disabled.recipients) {
    try {
      await deps.mailer.send(
        webhookDisabledEmail(to.email, {
          name: to.name,
          endpoint: disabled.url,
          url: `${deps.baseUrl}/empresa/integracoes`,
        }),
      );
    } catch (err) {
      deps.logger?.error({ err, endpointId }, "webhook disabled e-mail failed");
    }
  }
}

/** The deliveries, for the job runner: every 2 seconds. */
export function webhookDeliveriesJob(deps: AppDeps): JobDefinition {
  return {
    kind: "integrations.webhook-deliveries",
    everySeconds: EVERY_SECONDS,
    handler: (_payload, { signal }) =>
      deliverWebhooks({
        db: deps.database.db,
        mailer: deps.mailer,
        logger: deps.logger,
        baseUrl: deps.env.BASE_URL,
        allowPrivate: deps.env.WEBHOOKS_ALLOW_PRIVATE,
        signal,
      }),
  };
}

// Delivers the webhook outbox: due deliveries are claimed for a minute (FOR UPDATE SKIP LOCKED),
// so any number of processes never send one at the same time; each is POSTed signed, with a 10 s
// timeout, and retried with exponential backoff for 24 hours. An endpoint that has failed for 3
// days is disabled and its company told by e-mail.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import { webhookDisabledEmail } from "../../mail/templates";
import { startPeriodic } from "../../workers/periodic";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RETRY_WINDOW_MS = 24 * 3600_000;
export const DISABLE_AFTER_MS = 3 * 24 * 3600_000;
const CLAIM_MS = 60_000;
const BATCH = 50;
const INTERVAL_MS = 2_000;

/** The wait before try `attempt` + 1: 30 s, 1 min, 2 min… up to 6 hours. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 6 * 3600_000);

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export function signPayload(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}

interface Due {
  id: string;
  event_id: string;
  type: string;
  payload: unknown;
  attempts: number;
  created_at: Date | string;
  endpoint_id: string;
  url: string;
  secret: string;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** An instant as a SQL parameter, typed for PostgreSQL whichever driver sends it. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

async function claimDue(db: Db, now: Date): Promise<Due[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  return rows<Due>(
    await db.execute(sql`
      WITH due AS (
        SELECT d.id FROM webhook_deliveries d
        WHERE d.status = 'pendente' AND d.next_attempt_at <= ${at(now)}
          AND (d.claimed_until IS NULL OR d.claimed_until < ${at(now)})
        ORDER BY d.next_attempt_at
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE webhook_deliveries d SET claimed_until = ${at(until)}
      FROM due, webhook_endpoints e
      WHERE d.id = due.id AND e.id = d.endpoint_id
      RETURNING d.id, d.event_id, d.type, d.payload, d.attempts, d.created_at, e.id AS endpoint_id, e.url, e.secret`),
  );
}

export interface WebhookDeps {
  db: Db;
  mailer: Mailer;
  logger?: Logger;
  baseUrl: string;
}

async function send(delivery: Due, now: Date) {
  const body = JSON.stringify(delivery.payload);
  try {
    const res = await fetch(delivery.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        "content-type": "application/json",
        "user-agent": "ProximaMissao-Webhooks/1.0",
        "pm-signature": signPayload(delivery.secret, body, Math.floor(now.getTime() / 1000)),
        "pm-event-id": delivery.event_id,
        "pm-event-type": delivery.type,
      },
      body,
    });
    await res.body?.cancel().catch(() => {});
    return {
      ok: res.status >= 200 && res.status < 300,
      status: res.status,
      error: res.ok ? null : `HTTP ${res.status}`,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { ok: false, status: null, error: timedOut ? "Sem resposta em 10 s" : "Falha de conexão" };
  }
}

/** Delivers what is due at `now`; returns how many were delivered and how many failed. */
export async function deliverWebhooks(deps: WebhookDeps, now = new Date()) {
  const due = await claimDue(deps.db, now);
  let delivered = 0;
  let failed = 0;
  for (const delivery of due) {
    const outcome = await send(delivery, now);
    const attempts = delivery.attempts + 1;
    if (outcome.ok) {
      delivered++;
      await deps.db.execute(sql`
        UPDATE webhook_deliveries SET status = 'entregue', attempts = ${attempts}, last_attempt_at = ${at(now)},
          delivered_at = ${at(now)}, response_status = ${outcome.status}, last_error = NULL, claimed_until = NULL
        WHERE id = ${delivery.id}`);
      await deps.db.execute(sql`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ${delivery.endpoint_id}`);
      continue;
    }
    failed++;
    const giveUp = now.getTime() - new Date(delivery.created_at).getTime() >= RETRY_WINDOW_MS;
    await deps.db.execute(sql`
      UPDATE webhook_deliveries SET status = ${giveUp ? "falhou" : "pendente"}, attempts = ${attempts},
        last_attempt_at = ${at(now)}, response_status = ${outcome.status}, last_error = ${outcome.error},
        next_attempt_at = ${at(new Date(now.getTime() + backoffMs(attempts)))}, claimed_until = NULL
      WHERE id = ${delivery.id}`);
    await recordEndpointFailure(deps, delivery.endpoint_id, now);
  }
  return { delivered, failed };
}

/** Notes the failure; past 3 days of failures the endpoint is disabled and the company e-mailed. */
async function recordEndpointFailure(deps: WebhookDeps, endpointId: string, now: Date) {
  const since = new Date(now.getTime() - DISABLE_AFTER_MS);
  await deps.db.execute(
    sql`UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, ${at(now)}) WHERE id = ${endpointId}`,
  );
  const [disabled] = rows<{ url: string; email: string; name: string }>(
    await deps.db.execute(sql`
      WITH off AS (
        UPDATE webhook_endpoints SET disabled_at = ${at(now)}
        WHERE id = ${endpointId} AND disabled_at IS NULL AND failing_since <= ${at(since)}
        RETURNING url, company_id
      )
      SELECT off.url, u.email, p.full_name AS name
      FROM off JOIN companies c ON c.id = off.company_id JOIN users u ON u.id = c.user_id JOIN profiles p ON p.id = u.id`),
  );
  if (!disabled) return;
  // Nothing more goes to a disabled endpoint: its waiting deliveries end as failed.
  await deps.db.execute(sql`
    UPDATE webhook_deliveries SET status = 'falhou', last_error = 'Endpoint desativado', claimed_until = NULL
    WHERE endpoint_id = ${endpointId} AND status = 'pendente'`);
  try {
    await deps.mailer.send(
      webhookDisabledEmail(disabled.email, {
        name: disabled.name,
        endpoint: disabled.url,
        url: `${deps.baseUrl}/empresa/integracoes`,
      }),
    );
  } catch (err) {
    deps.logger?.error({ err, endpointId }, "webhook disabled e-mail failed");
  }
}

/** Runs the deliveries every 2 seconds in this process; returns the stop function. */
export function startWebhookDeliveries(deps: AppDeps): () => void {
  return startPeriodic("webhook deliveries", INTERVAL_MS, deps.logger, () =>
    deliverWebhooks({ db: deps.database.db, mailer: deps.mailer, logger: deps.logger, baseUrl: deps.env.BASE_URL }),
  );
}

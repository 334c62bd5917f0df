// A company's webhook endpoints and their delivery log, every statement scoped by the company;
// then the delivery worker's statements over the outbox, which serve every company.
import { MAX_WEBHOOK_ENDPOINTS } from "@pm/shared/integrations";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/integrations";
import { newWebhookSecret } from "./webhooks.signing";

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  createdAt: webhookEndpoints.createdAt,
  failingSince: webhookEndpoints.failingSince,
  disabledAt: webhookEndpoints.disabledAt,
};

export function listEndpoints(db: Db, companyId: string) {
  return db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

/**
 * The latest deliveries to the company's endpoints, newest first: each endpoint's newest by its
 * index (a lateral join), then the newest of those, so the log never sorts every delivery the
 * company ever had.
 */
export function listDeliveries(db: Db, companyId: string, limit = 50) {
  const latest = db
    .select({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
      type: webhookDeliveries.type,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      responseStatus: webhookDeliveries.responseStatus,
      lastError: webhookDeliveries.lastError,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .as("latest");
  return db
    .select({
      id: latest.id,
      endpointId: latest.endpointId,
      url: webhookEndpoints.url,
      eventId: latest.eventId,
      type: latest.type,
      status: latest.status,
      attempts: latest.attempts,
      responseStatus: latest.responseStatus,
      lastError: latest.lastError,
      lastAttemptAt: latest.lastAttemptAt,
      nextAttemptAt: latest.nextAttemptAt,
      deliveredAt: latest.deliveredAt,
      createdAt: latest.createdAt,
    })
    .from(webhookEndpoints)
    .crossJoinLateral(latest)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(latest.createdAt), desc(latest.id))
    .limit(limit);
}

/** Registers an endpoint with a new signing secret (returned this once); refused past the cap. */
export async function createEndpoint(
  db: Db,
  companyId: string,
  input: { url: string; events: string[] },
  actorId: string | null = null,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId));
    if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) return { kind: "cap" as const };
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ companyId, url: input.url, events: input.events, secret, createdBy: actorId })
      .returning(endpointColumns);
    if (!row) throw new Error("insert returned no endpoint");
    return { kind: "created" as const, endpoint: row, secret };
  });
}

export async function deleteEndpoint(db: Db, companyId: string, id: string) {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning({ id: webhookEndpoints.id });
  return row ?? null;
}

/** Turns a disabled endpoint back on: new events reach it again. */
export async function enableEndpoint(db: Db, companyId: string, id: string) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: null, failingSince: null })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning({ id: webhookEndpoints.id });
  return row ?? null;
}

/**
 * 'Reenviar': the same event (same id, same body) queued again for its endpoint as a new delivery,
 * so the log keeps both; the receiver tells them apart by the event id.
 */
export async function resendDelivery(db: Db, companyId: string, id: string) {
  const [original] = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.companyId, companyId)));
  if (!original) return null;
  const { endpointId, eventId, type, payload } = original.delivery;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, eventId, type, payload })
    .returning({ id: webhookDeliveries.id });
  return row ?? null;
}

// The delivery worker's outbox (webhooks.worker.ts).

/** How long a claimed delivery is held by its worker, and how many one run claims. */
const CLAIM_MS = 60_000;
const BATCH = 50;

export interface DueDelivery {
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

/**
 * Claims the deliveries due at `now` for a minute (FOR UPDATE SKIP LOCKED): any number of
 * processes may run this at once and none gets a delivery another holds.
 */
export async function claimDueDeliveries(db: Db, now: Date): Promise<DueDelivery[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  return rows<DueDelivery>(
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

/** A try that worked: the delivery is done and its endpoint no longer failing. */
export async function markDelivered(
  db: Db,
  delivery: Pick<DueDelivery, "id" | "endpoint_id">,
  outcome: { attempts: number; status: number | null },
  now: Date,
) {
  await db.execute(sql`
    UPDATE webhook_deliveries SET status = 'entregue', attempts = ${outcome.attempts}, last_attempt_at = ${at(now)},
      delivered_at = ${at(now)}, response_status = ${outcome.status}, last_error = NULL, claimed_until = NULL
    WHERE id = ${delivery.id}`);
  await db.execute(sql`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ${delivery.endpoint_id}`);
}

/** A try that failed: waits for `nextAttemptAt`, or ends as failed when `giveUp`. */
export async function markFailed(
  db: Db,
  id: string,
  outcome: { attempts: number; status: number | null; error: string | null; giveUp: boolean; nextAttemptAt: Date },
  now: Date,
) {
  await db.execute(sql`
    UPDATE webhook_deliveries SET status = ${outcome.giveUp ? "falhou" : "pendente"}, attempts = ${outcome.attempts},
      last_attempt_at = ${at(now)}, response_status = ${outcome.status}, last_error = ${outcome.error},
      next_attempt_at = ${at(outcome.nextAttemptAt)}, claimed_until = NULL
    WHERE id = ${id}`);
}

/**
 * Notes the endpoint's failure at `now`; if it has been failing since `disableIfFailingSince` or
 * before, disables it, ends its waiting deliveries as failed and returns its address and whom to
 * tell (the company's Administradores, decision 035), else null.
 */
export async function recordEndpointFailure(db: Db, endpointId: string, now: Date, disableIfFailingSince: Date) {
  await db.execute(
    sql`UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, ${at(now)}) WHERE id = ${endpointId}`,
  );
  const admins = rows<{ url: string; email: string; name: string }>(
    await db.execute(sql`
      WITH off AS (
        UPDATE webhook_endpoints SET disabled_at = ${at(now)}
        WHERE id = ${endpointId} AND disabled_at IS NULL AND failing_since <= ${at(disableIfFailingSince)}
        RETURNING url, company_id
      )
      SELECT off.url, u.email, p.full_name AS name
      FROM off
      JOIN company_members m ON m.company_id = off.company_id AND m.role = 'administrador'
      JOIN users u ON u.id = m.user_id JOIN profiles p ON p.id = u.id
      ORDER BY u.email`),
  );
  const [first] = admins;
  if (!first) return null;
  const disabled = { url: first.url, recipients: admins.map(({ email, name }) => ({ email, name })) };
  // Nothing more goes to a disabled endpoint: its waiting deliveries end as failed.
  await db.execute(sql`
    UPDATE webhook_deliveries SET status = 'falhou', last_error = 'Endpoint desativado', claimed_until = NULL
    WHERE endpoint_id = ${endpointId} AND status = 'pendente'`);
  return disabled;
}

// A company's webhook endpoints and their delivery log, every statement scoped by the company.
import { randomBytes } from "node:crypto";
import { MAX_WEBHOOK_ENDPOINTS } from "@pm/shared/integrations";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/integrations";

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
export async function createEndpoint(db: Db, companyId: string, input: { url: string; events: string[] }) {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId));
    if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) return { kind: "cap" as const };
    const secret = `whsec_${randomBytes(32).toString("base64url")}`;
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ companyId, url: input.url, events: input.events, secret })
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

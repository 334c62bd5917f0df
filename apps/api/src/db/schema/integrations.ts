// An Enterprise company's API keys: only the SHA-256 of each key is kept, with the start of it to
// tell keys apart on the screen.
import type { ApiPermissions } from "@pm/shared/integrations";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant } from "./columns";
import { companies } from "./companies";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** "pm_live_AbCd": the prefix and the first characters, shown beside the name. */
    displayPrefix: text("display_prefix").notNull(),
    /** Hex SHA-256 of the whole key: a key is looked up by it, never stored. */
    keyHash: text("key_hash").notNull(),
    permissions: jsonb("permissions").$type<ApiPermissions>().notNull(),
    /** The company user who created it (text, no cascade: the record stays). */
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at"),
    revokedAt: instant("revoked_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * Each key's token bucket for /api/v1 (10 requests a second, bursts of 20): one row per key,
 * refilled and spent by one atomic upsert, so every process shares it. Unlogged (migration 0039):
 * a spend commits without waiting for the disk, and a crash only refills the buckets.
 */
export const apiRateBuckets = pgTable("api_rate_buckets", {
  keyId: uuid("key_id")
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: "cascade" }),
  tokens: doublePrecision("tokens").notNull(),
  refilledAt: instant("refilled_at").notNull(),
  /** Whether the last request took a token (false: it was answered 429). */
  allowed: boolean("allowed").notNull(),
});

/**
 * A POST with an Idempotency-Key: the first request's fingerprint and, once answered, its status
 * and body, replayed to a retry with the same key for 24 hours.
 */
export const apiIdempotency = pgTable(
  "api_idempotency",
  {
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the method, path and body: a retry must send the same request. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: jsonb("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] }), index("api_idempotency_created_idx").on(t.createdAt)],
);

/**
 * An HTTPS address of the company that receives its events, signed with `secret`. Disabled (with
 * an e-mail to the company) after failing for 3 days; `failing_since` is the first failure since
 * the last delivery that worked.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** "whsec_" + the base64 of the HMAC key of the Standard Webhooks signature; shown once, at creation. */
    secret: text("secret").notNull(),
    events: text("events").array().notNull(),
    /** The member of the company's team who registered it (decision 035); null once gone. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    failingSince: instant("failing_since"),
    disabledAt: instant("disabled_at"),
  },
  (t) => [index("webhook_endpoints_company_idx").on(t.companyId)],
);

/**
 * One event for one endpoint: the outbox the delivery worker drains. Written by triggers in the
 * transaction of the change, so an event exists exactly when its change was committed.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    type: text("type").notNull(),
    /** The JSON sent, exactly: { id, type, createdAt, data }. */
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pendente"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    /** A worker holds the delivery until then: no other process sends it meanwhile. */
    claimedUntil: instant("claimed_until"),
    lastAttemptAt: instant("last_attempt_at"),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    deliveredAt: instant("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pendente'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

// What the operators of the platform do, kept for good: every console action with its before and
// after values.
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const operatorAudit = pgTable(
  "operator_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The operator; kept as text without a cascade so the record outlives the account. */
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** What was done, e.g. 'company.contract', 'company.suspend'. */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("operator_audit_created_idx").on(t.createdAt),
    index("operator_audit_target_idx").on(t.targetType, t.targetId),
  ],
);

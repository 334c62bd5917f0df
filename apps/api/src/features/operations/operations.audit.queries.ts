// The operators' audit log: every console action, written in the transaction that makes it, with
// who did it and the values before and after.
import type { AuditAction } from "@pm/shared/operations";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { operatorAudit } from "../../db/schema/operations";
import type { SessionUser } from "../../http/context";

export interface AuditEntry {
  action: AuditAction;
  targetType:
    | "company"
    | "user"
    | "withdrawal"
    | "report"
    | "offer"
    | "privacy_request"
    | "support_request"
    | "support_macro"
    | "community_question"
    | "community_answer";
  targetId: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

export async function recordAudit(tx: Db | Tx, actor: Pick<SessionUser, "id" | "email">, entry: AuditEntry) {
  await tx.insert(operatorAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/** The latest entries, of one target or of the whole platform. */
export function listAudit(db: Db, target?: { type: string; id: string }, limit = 100) {
  return db
    .select()
    .from(operatorAudit)
    .where(target ? and(eq(operatorAudit.targetType, target.type), eq(operatorAudit.targetId, target.id)) : undefined)
    .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
    .limit(limit);
}

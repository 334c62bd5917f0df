// Cashback withdrawals as operators pay them: the queue of requests and the decision, which the
// militar sees in his history and bell (and a refusal gives the amount back to his balance).
import type { WithdrawalDecision } from "@pm/shared/operations.console";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { cashbackWithdrawals, withdrawalColumns } from "../../db/schema/benefits";
import { notifications } from "../../db/schema/jobs";
import { profiles } from "../../db/schema/profiles";
import type { SessionUser } from "../../http/context";
import { recordAudit } from "./operations.audit.queries";

/** Withdrawals of one state: those asked, oldest first (the queue); the decided, newest first. */
export function listWithdrawals(db: Db, status: "solicitado" | "pago" | "recusado") {
  const order: SQL = status === "solicitado" ? asc(cashbackWithdrawals.createdAt) : desc(cashbackWithdrawals.decidedAt);
  return db
    .select({
      ...withdrawalColumns,
      fullName: profiles.fullName,
      email: users.email,
    })
    .from(cashbackWithdrawals)
    .innerJoin(users, eq(users.id, cashbackWithdrawals.userId))
    .innerJoin(profiles, eq(profiles.id, cashbackWithdrawals.userId))
    .where(eq(cashbackWithdrawals.status, status))
    .orderBy(order)
    .limit(200);
}

/**
 * Decides a requested withdrawal, once: the row changes only while 'solicitado', so two
 * operators deciding at once leave one decision (the other is told it was decided).
 */
export async function decideWithdrawal(
  db: Db,
  actor: SessionUser,
  id: string,
  input: WithdrawalDecision,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(cashbackWithdrawals).where(eq(cashbackWithdrawals.id, id)).for("update");
    if (!row) return "missing" as const;
    if (row.status !== "solicitado") return "decided" as const;
    const paid = input.decision === "pago";
    const after = {
      status: input.decision,
      decidedAt: now,
      decidedBy: actor.id,
      pixTransactionId: paid ? input.pixTransactionId : null,
      refusalReason: paid ? null : input.reason,
    };
    await tx
      .update(cashbackWithdrawals)
      .set(after)
      .where(and(eq(cashbackWithdrawals.id, id), eq(cashbackWithdrawals.status, "solicitado")));
    await tx.insert(notifications).values({
      userId: row.userId,
      kind: "cashback_withdrawal",
      data: { withdrawalId: id, amountCents: row.amountCents, status: input.decision, reason: after.refusalReason },
    });
    await recordAudit(tx, actor, {
      action: paid ? "withdrawal.pay" : "withdrawal.refuse",
      targetType: "withdrawal",
      targetId: id,
      // No Pix key here: the audit outlives the militar's account, his personal data does not.
      before: { status: row.status, amountCents: row.amountCents },
      after: { status: after.status, pixTransactionId: after.pixTransactionId },
      reason: after.refusalReason,
    });
    return "ok" as const;
  });
}

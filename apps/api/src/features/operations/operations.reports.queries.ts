// Reported conversations as operators moderate them: the open reports, the messages of the
// conversation up to the report (nothing said after it, and no other conversation), and the
// decision, which may block the conversation.
import type { ReportDecision } from "@pm/shared/operations.console";
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { conversationReports, conversations, messages } from "../../db/schema/conversations";
import { profiles } from "../../db/schema/profiles";
import type { SessionUser } from "../../http/context";
import { recordAudit } from "./operations.audit.queries";

/** How many of the last messages before a report the operator reads. */
export const REPORTED_MESSAGES = 30;

const reportColumns = {
  id: conversationReports.id,
  conversationId: conversationReports.conversationId,
  reporterSide: conversationReports.reporterSide,
  reason: conversationReports.reason,
  createdAt: conversationReports.createdAt,
  decision: conversationReports.decision,
  decisionNote: conversationReports.decisionNote,
  decidedAt: conversationReports.decidedAt,
  // A mentorship's conversation has the mentor where a company would be (decision 041).
  companyName: sql<string | null>`coalesce(${companies.name},
    (SELECT mp.full_name || ' (mentor)' FROM profiles mp WHERE mp.id = ${conversations.mentorId}))`,
  militarName: sql<string | null>`${profiles.fullName}`,
  blockedAt: conversations.blockedAt,
};

function reportsQuery(db: Db) {
  return db
    .select(reportColumns)
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .leftJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(profiles, eq(profiles.id, conversations.userId));
}

/** Open reports oldest first (the queue), or the decided ones newest first. */
export function listReports(db: Db, open: boolean) {
  return reportsQuery(db)
    .where(open ? isNull(conversationReports.decision) : isNotNull(conversationReports.decision))
    .orderBy(open ? asc(conversationReports.createdAt) : desc(conversationReports.decidedAt))
    .limit(200);
}

/** One report with the last messages of its conversation sent up to it, oldest first. */
export async function reportDetail(db: Db, id: string) {
  const [report] = await reportsQuery(db).where(eq(conversationReports.id, id));
  if (!report) return null;
  const recent = await db
    .select({
      id: messages.id,
      sender: messages.sender,
      body: messages.body,
      attachmentName: messages.attachmentName,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(eq(messages.conversationId, report.conversationId), lte(messages.createdAt, report.createdAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(REPORTED_MESSAGES);
  return { report, messages: recent.reverse() };
}

/** Decides a report once; a founded one may block its conversation (the company can no longer send). */
export async function decideReport(db: Db, actor: SessionUser, id: string, input: ReportDecision, now = new Date()) {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(conversationReports).where(eq(conversationReports.id, id)).for("update");
    if (!report) return "missing" as const;
    if (report.decision !== null) return "decided" as const;
    await tx
      .update(conversationReports)
      .set({ decision: input.decision, decisionNote: input.note, decidedAt: now, decidedBy: actor.id })
      .where(eq(conversationReports.id, id));
    const block = input.decision === "procedente" && input.block;
    let blockedBefore: Date | null = null;
    if (block) {
      const [conversation] = await tx
        .select({ blockedAt: conversations.blockedAt })
        .from(conversations)
        .where(eq(conversations.id, report.conversationId))
        .for("update");
      blockedBefore = conversation?.blockedAt ?? null;
      if (!blockedBefore) {
        await tx.update(conversations).set({ blockedAt: now }).where(eq(conversations.id, report.conversationId));
      }
    }
    await recordAudit(tx, actor, {
      action: input.decision === "procedente" ? "report.uphold" : "report.dismiss",
      targetType: "report",
      targetId: id,
      before: { decision: null, conversationBlocked: block ? blockedBefore !== null : undefined },
      after: { decision: input.decision, conversationBlocked: block ? true : undefined },
      reason: input.note,
    });
    return "ok" as const;
  });
}

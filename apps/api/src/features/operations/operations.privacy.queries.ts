// Requests under the LGPD as operators answer them: the queue, oldest first so the 15-day deadline
// (art. 19, II) is met in order, and the answer, which the person reads in Configurações, in the
// bell (militares) and by e-mail.

import type { PageCursor } from "@pm/shared/cursor";
import type { PrivacyDecision, PrivacyRequestKind } from "@pm/shared/privacy";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { afterCursor, afterCursorAscending, exactInstant } from "../../db/keyset";
import { users } from "../../db/schema/auth";
import { notifications } from "../../db/schema/jobs";
import { privacyRequestColumns, privacyRequests } from "../../db/schema/privacy";
import { profiles } from "../../db/schema/profiles";
import type { SessionUser } from "../../http/context";
import { recordAudit } from "./operations.audit.queries";

export const PRIVACY_PAGE_SIZE = 30;

/**
 * One page of requests: the open ones by request time, oldest first; the answered ones by answer
 * time, newest first. The cursor is the last row's instant (created or decided) and id.
 */
export function listPrivacyRequests(db: Db, open: boolean, cursor: PageCursor | null) {
  const at = open ? privacyRequests.createdAt : privacyRequests.decidedAt;
  const after = cursor ? (open ? afterCursorAscending : afterCursor)(at, privacyRequests.id, cursor) : undefined;
  return db
    .select({
      ...privacyRequestColumns,
      userId: privacyRequests.userId,
      fullName: profiles.fullName,
      email: users.email,
      role: profiles.role,
      cursorAt: exactInstant(at),
    })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .innerJoin(profiles, eq(profiles.id, privacyRequests.userId))
    .where(and(open ? eq(privacyRequests.status, "aberta") : ne(privacyRequests.status, "aberta"), after))
    .orderBy(...(open ? [asc(at), asc(privacyRequests.id)] : [desc(at), desc(privacyRequests.id)]))
    .limit(PRIVACY_PAGE_SIZE + 1);
}

/**
 * Answers an open request, once: two operators answering at once leave one answer. A militar
 * also finds it in his bell; the e-mail goes to everyone (the route sends it).
 */
export async function decidePrivacyRequest(
  db: Db,
  actor: SessionUser,
  id: string,
  input: PrivacyDecision,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: privacyRequests.id,
        userId: privacyRequests.userId,
        kind: privacyRequests.kind,
        status: privacyRequests.status,
        email: users.email,
        fullName: profiles.fullName,
        role: profiles.role,
      })
      .from(privacyRequests)
      .innerJoin(users, eq(users.id, privacyRequests.userId))
      .innerJoin(profiles, eq(profiles.id, privacyRequests.userId))
      .where(eq(privacyRequests.id, id))
      .for("update", { of: privacyRequests });
    if (!row) return { kind: "missing" } as const;
    if (row.status !== "aberta") return { kind: "decided" } as const;
    await tx
      .update(privacyRequests)
      .set({ status: input.decision, decidedAt: now, decidedBy: actor.id, response: input.response })
      .where(eq(privacyRequests.id, id));
    if (row.role === "militar") {
      await tx.insert(notifications).values({
        userId: row.userId,
        kind: "privacy_request",
        data: { requestId: id, kind: row.kind, status: input.decision },
        // The answer goes by its own e-mail: the notification's e-mail is not sent again.
        emailedAt: now,
      });
    }
    await recordAudit(tx, actor, {
      action: input.decision === "atendida" ? "privacy.answer" : "privacy.refuse",
      targetType: "privacy_request",
      targetId: id,
      // The request's text and the answer stay out: they may hold the person's data.
      before: { status: row.status, kind: row.kind },
      after: { status: input.decision, kind: row.kind },
    });
    return {
      kind: "ok",
      person: { email: row.email, name: row.fullName, role: row.role },
      requestKind: row.kind as PrivacyRequestKind,
    } as const;
  });
}

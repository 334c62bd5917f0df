// Support requests (decision 037): opened by a person, answered by the operators, each under the
// plan it was opened with. Every operator action writes the console's audit in its transaction.
import { SUPPORT_LEVELS, type SupportLevelId, supportLevelOf } from "@pm/shared/billing";
import type { PageCursor } from "@pm/shared/cursor";
import {
  type NewSupportRequestInput,
  SUPPORT_LIMITS,
  type SupportAnswerStatus,
  type SupportPlan,
  type SupportQueueQuery,
  type SupportStatus,
} from "@pm/shared/support";
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { afterCursor, afterCursorAscending, exactInstant } from "../../db/keyset";
import { users } from "../../db/schema/auth";
import { companies, enterpriseContracts } from "../../db/schema/companies";
import { files } from "../../db/schema/files";
import { payments } from "../../db/schema/payments";
import { profiles } from "../../db/schema/profiles";
import {
  supportAttachments,
  supportMacros,
  supportMessages,
  supportOperatorStatus,
  supportRequests,
  supportTyping,
} from "../../db/schema/support";
import { accountRequestErrors } from "../../db/schema/system";
import { fileUrl, insertFile, type StoredBytes } from "../../files/files.queries";
import type { SessionUser } from "../../http/context";
import { recordAudit } from "../operations/operations.public";
import { addBusinessMinutes } from "./support.hours";

type Actor = Pick<SessionUser, "id" | "email">;

/** Who opens a request, and under which plan. */
export interface Requester {
  userId: string;
  plan: SupportPlan;
  companyId: string | null;
}

/** A file to attach, already checked and stored in memory, with the name it is saved under. */
export interface NewAttachment {
  stored: StoredBytes;
  name: string;
}

const levelOf = (level: string) => SUPPORT_LEVELS[level as SupportLevelId];

/** 100 years per rank, so the queue's one instant puts every higher plan first (see `queueAt`). */
const RANK_SHIFT_MS = 100 * 365.25 * 24 * 3600 * 1000;
/** The queue's instant of a request: its due time (or its opening when nothing is owed), moved back by its rank. */
export const queueAt = (rank: number, dueAt: Date | null, createdAt: Date) =>
  new Date((dueAt ?? createdAt).getTime() - rank * RANK_SHIFT_MS);

/** The requests of one person not yet 'Resolvido'. */
async function openCountOf(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportRequests)
    .where(and(eq(supportRequests.userId, userId), ne(supportRequests.status, "resolvido")));
  return row?.n ?? 0;
}

export const countOpenRequests = (db: Db, userId: string) => openCountOf(db, userId);

/** Whether any operator is 'Disponível' for live chat. */
export async function anyOperatorAvailable(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: supportOperatorStatus.userId })
    .from(supportOperatorStatus)
    .where(eq(supportOperatorStatus.available, true))
    .limit(1);
  return row !== undefined;
}

async function attach(tx: Tx, ownerId: string, messageId: string, attachments: readonly NewAttachment[]) {
  for (const a of attachments) {
    const fileId = await insertFile(tx, ownerId, "support_attachment", a.stored);
    await tx
      .insert(supportAttachments)
      .values({ messageId, fileId, name: a.name, type: a.stored.contentType, size: a.stored.size });
  }
}

/**
 * Opens a request: refused past SUPPORT_LIMITS.open requests not 'Resolvido' (counted under a lock
 * on the person, so two clicks cannot open a sixth). Its first answer is due after the plan's
 * target in business time; an Enterprise contract's dedicated manager holds it from the start.
 */
export async function createRequest(
  db: Db,
  who: Requester,
  input: NewSupportRequestInput,
  attachments: readonly NewAttachment[],
  now = new Date(),
): Promise<{ kind: "created"; id: string } | { kind: "too-many" }> {
  const level = supportLevelOf(who.plan);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`support:${who.userId}`}))`);
    if ((await openCountOf(tx, who.userId)) >= SUPPORT_LIMITS.open) return { kind: "too-many" as const };
    let manager: string | null = null;
    if (level.manager && who.companyId) {
      const [contract] = await tx
        .select({ manager: enterpriseContracts.supportManagerId })
        .from(enterpriseContracts)
        .where(eq(enterpriseContracts.companyId, who.companyId));
      manager = contract?.manager ?? null;
    }
    const due = addBusinessMinutes(now, level.targetMinutes);
    const [request] = await tx
      .insert(supportRequests)
      .values({
        userId: who.userId,
        companyId: who.companyId,
        plan: who.plan,
        level: level.id,
        rank: level.rank,
        category: input.category,
        subject: input.subject,
        assignedTo: manager,
        dueAt: due,
        queueAt: queueAt(level.rank, due, now),
        firstResponseDueAt: due,
        personReadAt: now,
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supportRequests.id });
    if (!request) throw new Error("support request insert returned nothing");
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId: request.id, authorId: who.userId, kind: "pessoa", body: input.message, createdAt: now })
      .returning({ id: supportMessages.id });
    if (!message) throw new Error("support message insert returned nothing");
    await attach(tx, who.userId, message.id, attachments);
    return { kind: "created" as const, id: request.id };
  });
}

/** Whether an operator wrote after the person last opened the thread. */
// Written with its table's name: in a one-table statement Drizzle leaves columns unqualified, and
// an unqualified "id" inside the subquery would be the message's.
const unreadByPerson = sql<boolean>`EXISTS (
  SELECT 1 FROM support_messages um
   WHERE um.request_id = "support_requests"."id" AND um.kind = 'operador'
     AND um.created_at > coalesce("support_requests"."person_read_at", '-infinity'::timestamptz))`;

/** One person's requests, the latest activity first. */
export function listRequestsOf(db: Db, userId: string, cursor: PageCursor | null) {
  return db
    .select({
      id: supportRequests.id,
      subject: supportRequests.subject,
      category: supportRequests.category,
      status: supportRequests.status,
      createdAt: supportRequests.createdAt,
      lastMessageAt: supportRequests.lastMessageAt,
      unread: unreadByPerson,
      cursorAt: exactInstant(supportRequests.lastMessageAt),
    })
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.userId, userId),
        cursor ? afterCursor(supportRequests.lastMessageAt, supportRequests.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(supportRequests.lastMessageAt), desc(supportRequests.id))
    .limit(SUPPORT_LIMITS.page + 1);
}

/** A request's row, for its person (null for anyone else's) or for the operators (`userId` null). */
export async function findRequest(db: Db | Tx, id: string, userId: string | null) {
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.id, id), userId ? eq(supportRequests.userId, userId) : undefined));
  return row ?? null;
}
export type SupportRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** The name an operator shows under; the person's own name for the person. */
const authorName = sql<string | null>`(SELECT p.full_name FROM profiles p WHERE p.id = ${supportMessages.authorId})`;

/** The thread of a request, oldest first; `withNotes` for the operators. */
export async function threadOf(db: Db, requestId: string, withNotes: boolean) {
  const rows = await db
    .select({
      id: supportMessages.id,
      kind: supportMessages.kind,
      authorId: supportMessages.authorId,
      authorName,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(and(eq(supportMessages.requestId, requestId), withNotes ? undefined : ne(supportMessages.kind, "nota")))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const attached =
    rows.length === 0
      ? []
      : await db
          .select({
            messageId: supportAttachments.messageId,
            fileId: supportAttachments.fileId,
            name: supportAttachments.name,
            type: supportAttachments.type,
            size: supportAttachments.size,
          })
          .from(supportAttachments)
          .where(
            inArray(
              supportAttachments.messageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(supportAttachments.name), asc(supportAttachments.id));
  return rows.map((row) => ({
    ...row,
    attachments: attached
      .filter((a) => a.messageId === row.id)
      .map((a) => ({ url: fileUrl(a.fileId), name: a.name, type: a.type, size: a.size })),
  }));
}

/**
 * The person writes again: the request is the operators' to answer once more (a 'Resolvido' one
 * reopens), due after the plan's target from now unless an answer was owed already.
 */
export async function addPersonMessage(
  db: Db,
  userId: string,
  requestId: string,
  body: string,
  attachments: readonly NewAttachment[],
  now = new Date(),
): Promise<{ id: string; createdAt: Date } | null> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(supportRequests)
      .where(and(eq(supportRequests.id, requestId), eq(supportRequests.userId, userId)))
      .for("update");
    if (!request) return null;
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId, authorId: userId, kind: "pessoa", body, createdAt: now })
      .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
    if (!message) throw new Error("support message insert returned nothing");
    await attach(tx, userId, message.id, attachments);
    const owed = request.status === "aberto" && request.dueAt !== null;
    const due = owed ? request.dueAt : addBusinessMinutes(now, levelOf(request.level).targetMinutes);
    await tx
      .update(supportRequests)
      .set({
        status: "aberto",
        dueAt: due,
        queueAt: queueAt(request.rank, due, request.createdAt),
        resolvedAt: null,
        breachNotifiedAt: owed ? request.breachNotifiedAt : null,
        lastMessageAt: now,
        personReadAt: now,
        updatedAt: now,
      })
      .where(eq(supportRequests.id, requestId));
    await tx.delete(supportTyping).where(and(eq(supportTyping.requestId, requestId), eq(supportTyping.side, "pessoa")));
    return message;
  });
}

/** The person opened the thread: the operators' answers show 'Lida'. Only writes when something was unread. */
export async function markReadByPerson(db: Db, userId: string, requestId: string, now = new Date()) {
  const rows = await db
    .update(supportRequests)
    .set({ personReadAt: now })
    .where(and(eq(supportRequests.id, requestId), eq(supportRequests.userId, userId), unreadByPerson))
    .returning({ id: supportRequests.id });
  if (rows.length > 0) return true;
  return (await findRequest(db, requestId, userId)) !== null;
}

/** An operator opened the thread: the person's messages show 'Lida'. */
export async function markReadByOperator(db: Db, requestId: string, now = new Date()) {
  const rows = await db
    .update(supportRequests)
    .set({ operatorReadAt: now })
    .where(
      and(
        eq(supportRequests.id, requestId),
        sql`EXISTS (SELECT 1 FROM support_messages um WHERE um.request_id = "support_requests"."id" AND um.kind = 'pessoa'
              AND um.created_at > coalesce("support_requests"."operator_read_at", '-infinity'::timestamptz))`,
      ),
    )
    .returning({ id: supportRequests.id });
  if (rows.length > 0) return true;
  return (await findRequest(db, requestId, null)) !== null;
}

/** A typing signal of one side; answers false when the request is not the caller's. */
export async function signalTyping(db: Db, requestId: string, side: "pessoa" | "operador", now = new Date()) {
  await db
    .insert(supportTyping)
    .values({ requestId, side, typedAt: now })
    .onConflictDoUpdate({ target: [supportTyping.requestId, supportTyping.side], set: { typedAt: now } });
}

/** Whether `side` typed in the last few seconds. */
export async function isTyping(db: Db, requestId: string, side: "pessoa" | "operador", now = new Date()) {
  const since = new Date(now.getTime() - SUPPORT_LIMITS.typingSeconds * 1000);
  const [row] = await db
    .select({ at: supportTyping.typedAt })
    .from(supportTyping)
    .where(and(eq(supportTyping.requestId, requestId), eq(supportTyping.side, side), gt(supportTyping.typedAt, since)));
  return row !== undefined;
}

/** The person closes the request: 'resolved' now, 'already' when it was. */
export async function resolveByPerson(db: Db, userId: string, requestId: string, now = new Date()) {
  const request = await findRequest(db, requestId, userId);
  if (!request) return "missing" as const;
  if (request.status === "resolvido") return "already" as const;
  await db
    .update(supportRequests)
    .set({
      status: "resolvido",
      resolvedAt: now,
      dueAt: null,
      queueAt: queueAt(request.rank, null, request.createdAt),
      updatedAt: now,
    })
    .where(and(eq(supportRequests.id, requestId), ne(supportRequests.status, "resolvido")));
  return "resolved" as const;
}

/** Until when a resolved request may be rated; null when it may not (not resolved, or rated). */
export function ratingUntil(request: Pick<SupportRequestRow, "status" | "resolvedAt" | "ratedAt">): Date | null {
  if (request.status !== "resolvido" || !request.resolvedAt || request.ratedAt) return null;
  return new Date(request.resolvedAt.getTime() + SUPPORT_LIMITS.ratingDays * 24 * 3600 * 1000);
}

export async function rateRequest(
  db: Db,
  userId: string,
  requestId: string,
  input: { rating: number; comment?: string | undefined },
  now = new Date(),
) {
  const request = await findRequest(db, requestId, userId);
  if (!request) return "missing" as const;
  if (request.status !== "resolvido" || !request.resolvedAt) return "not-resolved" as const;
  if (request.ratedAt) return "rated" as const;
  const until = ratingUntil(request);
  if (!until || until < now) return "closed" as const;
  const rows = await db
    .update(supportRequests)
    .set({ rating: input.rating, ratingComment: input.comment ?? null, ratedAt: now })
    .where(and(eq(supportRequests.id, requestId), isNull(supportRequests.ratedAt)))
    .returning({ id: supportRequests.id });
  return rows.length > 0 ? ("saved" as const) : ("rated" as const);
}

// --- The operators' side ---------------------------------------------------------------------

const person = {
  personName: profiles.fullName,
  personEmail: profiles.email,
  personRole: profiles.role,
};

const assigneeName = sql<
  string | null
>`(SELECT ap.full_name FROM profiles ap WHERE ap.id = ${supportRequests.assignedTo})`;

/** The queue, by rank then due time then age (one index: status, queue_at, id). */
export function listQueue(db: Db, filters: SupportQueueQuery, operatorId: string, cursor: PageCursor | null) {
  const status = filters.status ?? "aberto";
  const where: (SQL | undefined)[] = [
    status === "todos" ? undefined : eq(supportRequests.status, status as SupportStatus),
    filters.plan ? eq(supportRequests.plan, filters.plan) : undefined,
    filters.category ? eq(supportRequests.category, filters.category) : undefined,
    filters.mine ? eq(supportRequests.assignedTo, operatorId) : undefined,
    cursor ? afterCursorAscending(supportRequests.queueAt, supportRequests.id, cursor) : undefined,
  ];
  return db
    .select({
      id: supportRequests.id,
      subject: supportRequests.subject,
      category: supportRequests.category,
      status: supportRequests.status,
      plan: supportRequests.plan,
      level: supportRequests.level,
      ...person,
      companyName: companies.name,
      assignedTo: supportRequests.assignedTo,
      assigneeName,
      dueAt: supportRequests.dueAt,
      firstResponseAt: supportRequests.firstResponseAt,
      createdAt: supportRequests.createdAt,
      lastMessageAt: supportRequests.lastMessageAt,
      cursorAt: exactInstant(supportRequests.queueAt),
    })
    .from(supportRequests)
    .innerJoin(profiles, eq(profiles.id, supportRequests.userId))
    .leftJoin(companies, eq(companies.id, supportRequests.companyId))
    .where(and(...where))
    .orderBy(asc(supportRequests.queueAt), asc(supportRequests.id))
    .limit(SUPPORT_LIMITS.page + 1);
}

/** Every operator with his availability, by name. */
export function listOperators(db: Db) {
  return db
    .select({
      id: profiles.id,
      name: profiles.fullName,
      available: sql<boolean>`coalesce(${supportOperatorStatus.available}, false)`,
    })
    .from(profiles)
    .leftJoin(supportOperatorStatus, eq(supportOperatorStatus.userId, profiles.id))
    .where(eq(profiles.role, "operador"))
    .orderBy(asc(profiles.fullName));
}

/** A person's name as the profile holds it. */
export async function nameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  return row?.name ?? null;
}

export async function isOperator(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.role, "operador")));
  return row !== undefined;
}

/** What support sees of the person beside a request: who, the company, recent payments and failed requests. */
export async function requestContext(db: Db, request: SupportRequestRow) {
  const [who] = await db
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, request.userId));
  const [company] = request.companyId
    ? await db
        .select({ id: companies.id, name: companies.name, plan: companies.plan })
        .from(companies)
        .where(eq(companies.id, request.companyId))
    : [];
  const recentPayments = await db
    .select({
      id: payments.id,
      plan: payments.plan,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(request.companyId ? eq(payments.companyId, request.companyId) : eq(payments.userId, request.userId))
    .orderBy(desc(payments.createdAt))
    .limit(5);
  const errors = await db
    .select({
      requestId: accountRequestErrors.requestId,
      method: accountRequestErrors.method,
      path: accountRequestErrors.path,
      status: accountRequestErrors.status,
      code: accountRequestErrors.code,
      createdAt: accountRequestErrors.createdAt,
    })
    .from(accountRequestErrors)
    .where(eq(accountRequestErrors.userId, request.userId))
    .orderBy(desc(accountRequestErrors.createdAt))
    .limit(10);
  const [assignee] = request.assignedTo
    ? await db
        .select({ id: profiles.id, name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, request.assignedTo))
    : [];
  return {
    person: who ?? null,
    company: company ?? null,
    payments: recentPayments,
    errors,
    assignee: assignee ?? null,
  };
}

const auditOf = (request: SupportRequestRow) => ({
  status: request.status,
  assignedTo: request.assignedTo,
});

/** An operator takes the request, or hands it to another operator. */
export async function assignRequest(
  db: Db,
  actor: Actor,
  requestId: string,
  operatorId: string,
  now = new Date(),
): Promise<"missing" | "not-operator" | "assigned"> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(supportRequests).where(eq(supportRequests.id, requestId)).for("update");
    if (!request) return "missing";
    if (!(await isOperator(tx, operatorId))) return "not-operator";
    await tx
      .update(supportRequests)
      .set({ assignedTo: operatorId, updatedAt: now })
      .where(eq(supportRequests.id, requestId));
    await recordAudit(tx, actor, {
      action: operatorId === actor.id ? "support.take" : "support.hand_over",
      targetType: "support_request",
      targetId: requestId,
      before: auditOf(request),
      after: { ...auditOf(request), assignedTo: operatorId },
    });
    return "assigned";
  });
}

/**
 * An operator's answer: the request becomes `status`, owes nothing more, and counts its first
 * response. Its e-mail is due at once, or, on a live plan answered by an operator who is
 * 'Disponível', after SUPPORT_LIMITS.unreadEmailMinutes if the person has not read it by then.
 */
export async function answerRequest(
  db: Db,
  actor: Actor,
  requestId: string,
  input: { message: string; status: SupportAnswerStatus },
  attachments: readonly NewAttachment[],
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(supportRequests).where(eq(supportRequests.id, requestId)).for("update");
    if (!request) return null;
    const [status] = await tx
      .select({ available: supportOperatorStatus.available })
      .from(supportOperatorStatus)
      .where(eq(supportOperatorStatus.userId, actor.id));
    const live = levelOf(request.level).live && status?.available === true;
    const emailDueAt = live ? new Date(now.getTime() + SUPPORT_LIMITS.unreadEmailMinutes * 60_000) : now;
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId, authorId: actor.id, kind: "operador", body: input.message, emailDueAt, createdAt: now })
      .returning({ id: supportMessages.id });
    if (!message) throw new Error("support message insert returned nothing");
    await attach(tx, actor.id, message.id, attachments);
    const resolved = input.status === "resolvido";
    await tx
      .update(supportRequests)
      .set({
        status: input.status,
        dueAt: null,
        queueAt: queueAt(request.rank, null, request.createdAt),
        firstResponseAt: request.firstResponseAt ?? now,
        assignedTo: request.assignedTo ?? actor.id,
        resolvedAt: resolved ? now : null,
        operatorReadAt: now,
        lastMessageAt: now,
        updatedAt: now,
      })
      .where(eq(supportRequests.id, requestId));
    await tx
      .delete(supportTyping)
      .where(and(eq(supportTyping.requestId, requestId), eq(supportTyping.side, "operador")));
    await recordAudit(tx, actor, {
      action: "support.answer",
      targetType: "support_request",
      targetId: requestId,
      before: auditOf(request),
      after: { status: input.status, assignedTo: request.assignedTo ?? actor.id, messageId: message.id },
    });
    return { id: message.id, createdAt: now };
  });
}

/** An internal note: the operators' only, never announced to the person. */
export async function addNote(db: Db, actor: Actor, requestId: string, body: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(supportRequests).where(eq(supportRequests.id, requestId)).for("update");
    if (!request) return null;
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId, authorId: actor.id, kind: "nota", body, createdAt: now })
      .returning({ id: supportMessages.id });
    if (!message) throw new Error("support note insert returned nothing");
    await recordAudit(tx, actor, {
      action: "support.note",
      targetType: "support_request",
      targetId: requestId,
      before: null,
      after: { messageId: message.id },
    });
    return { id: message.id, createdAt: now };
  });
}

/** An operator sets the status by hand: 'resolvido' closes it, 'aberto' makes it owed again. */
export async function setRequestStatus(
  db: Db,
  actor: Actor,
  requestId: string,
  status: SupportStatus,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(supportRequests).where(eq(supportRequests.id, requestId)).for("update");
    if (!request) return "missing" as const;
    if (request.status === status) return "unchanged" as const;
    const due = status === "aberto" ? addBusinessMinutes(now, levelOf(request.level).targetMinutes) : null;
    await tx
      .update(supportRequests)
      .set({
        status,
        dueAt: due,
        queueAt: queueAt(request.rank, due, request.createdAt),
        resolvedAt: status === "resolvido" ? now : null,
        updatedAt: now,
      })
      .where(eq(supportRequests.id, requestId));
    await recordAudit(tx, actor, {
      action: "support.status",
      targetType: "support_request",
      targetId: requestId,
      before: auditOf(request),
      after: { ...auditOf(request), status },
    });
    return "changed" as const;
  });
}

export async function setAvailability(db: Db, actor: Actor, available: boolean, now = new Date()) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ available: supportOperatorStatus.available })
      .from(supportOperatorStatus)
      .where(eq(supportOperatorStatus.userId, actor.id));
    await tx
      .insert(supportOperatorStatus)
      .values({ userId: actor.id, available, updatedAt: now })
      .onConflictDoUpdate({ target: supportOperatorStatus.userId, set: { available, updatedAt: now } });
    await recordAudit(tx, actor, {
      action: "support.availability",
      targetType: "user",
      targetId: actor.id,
      before: { available: before?.available ?? false },
      after: { available },
    });
  });
}

export function listMacros(db: Db) {
  return db
    .select({ id: supportMacros.id, title: supportMacros.title, body: supportMacros.body })
    .from(supportMacros)
    .orderBy(asc(supportMacros.title), asc(supportMacros.id));
}

export async function saveMacro(
  db: Db,
  actor: Actor,
  input: { title: string; body: string },
  id: string | null,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    if (!id) {
      const [row] = await tx
        .insert(supportMacros)
        .values({ ...input, createdBy: actor.id, createdAt: now, updatedAt: now })
        .returning({ id: supportMacros.id });
      if (!row) throw new Error("macro insert returned nothing");
      await recordAudit(tx, actor, {
        action: "support.macro.create",
        targetType: "support_macro",
        targetId: row.id,
        before: null,
        after: input,
      });
      return row.id;
    }
    const [before] = await tx.select().from(supportMacros).where(eq(supportMacros.id, id)).for("update");
    if (!before) return null;
    await tx
      .update(supportMacros)
      .set({ ...input, updatedAt: now })
      .where(eq(supportMacros.id, id));
    await recordAudit(tx, actor, {
      action: "support.macro.update",
      targetType: "support_macro",
      targetId: id,
      before: { title: before.title, body: before.body },
      after: input,
    });
    return id;
  });
}

export async function deleteMacro(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(supportMacros).where(eq(supportMacros.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx, actor, {
      action: "support.macro.delete",
      targetType: "support_macro",
      targetId: id,
      before: { title: row.title, body: row.body },
      after: null,
    });
    return true;
  });
}

/**
 * The console's figures per plan over the last 30 days: requests, first responses, the median
 * time to the first response (minutes), the share answered within target (an unanswered request
 * past its target counts as missed), and the satisfaction average.
 */
export async function supportStats(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const rows = await db
    .select({
      plan: supportRequests.plan,
      requests: sql<number>`count(*)::int`,
      answered: sql<number>`count(${supportRequests.firstResponseAt})::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${supportRequests.firstResponseAt} - ${supportRequests.createdAt}) / 60)`,
      within: sql<number>`count(*) FILTER (WHERE ${supportRequests.firstResponseAt} <= ${supportRequests.firstResponseDueAt})::int`,
      judged: sql<number>`count(*) FILTER (WHERE ${supportRequests.firstResponseAt} IS NOT NULL OR ${supportRequests.firstResponseDueAt} < ${now})::int`,
      ratingAverage: sql<number | null>`avg(${supportRequests.rating})::float8`,
      ratings: sql<number>`count(${supportRequests.rating})::int`,
    })
    .from(supportRequests)
    .where(gt(supportRequests.createdAt, since))
    .groupBy(supportRequests.plan);
  const [breaches] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.level, "dedicated"),
        or(
          and(eq(supportRequests.status, "aberto"), lte(supportRequests.dueAt, now)),
          gt(supportRequests.breachNotifiedAt, since),
        ),
      ),
    );
  return { rows, breaches: breaches?.n ?? 0 };
}

// --- The job runner's claims ------------------------------------------------------------------

/** An answer whose e-mail is due, with what the e-mail says. */
interface ClaimedAnswer {
  id: string;
  request_id: string;
  body: string;
  subject: string;
  email: string;
  full_name: string;
  role: string;
  operator_name: string | null;
  read: boolean;
}

/**
 * Claims the answers whose e-mail is due (FOR UPDATE SKIP LOCKED: one process sends each), marking
 * them sent; answers already read in the thread are marked and left out.
 */
export async function claimDueAnswerEmails(db: Db, now = new Date(), limit = 100) {
  const result = await db.execute(sql`
    WITH due AS (
      SELECT m.id FROM support_messages m
       WHERE m.email_due_at <= ${now} AND m.emailed_at IS NULL
       ORDER BY m.email_due_at
       LIMIT ${limit}
       FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE support_messages m SET emailed_at = ${now} FROM due WHERE m.id = due.id
      RETURNING m.id, m.request_id, m.body, m.author_id, m.created_at
    )
    SELECT c.id, c.request_id, c.body, r.subject, p.email, p.full_name, p.role::text AS role,
           (SELECT op.full_name FROM profiles op WHERE op.id = c.author_id) AS operator_name,
           coalesce(r.person_read_at >= c.created_at, false) AS read
      FROM claimed c
      JOIN support_requests r ON r.id = c.request_id
      JOIN profiles p ON p.id = r.user_id`);
  return (result as unknown as { rows: ClaimedAnswer[] }).rows;
}

/**
 * Claims the Enterprise requests past their target still unanswered, once each: they go to the
 * dedicated manager and every operator.
 */
export async function claimBreaches(db: Db, now = new Date()) {
  return db
    .update(supportRequests)
    .set({ breachNotifiedAt: now })
    .where(
      and(
        eq(supportRequests.status, "aberto"),
        eq(supportRequests.level, "dedicated"),
        isNull(supportRequests.breachNotifiedAt),
        lte(supportRequests.dueAt, now),
      ),
    )
    .returning({
      id: supportRequests.id,
      subject: supportRequests.subject,
      companyId: supportRequests.companyId,
      assignedTo: supportRequests.assignedTo,
      dueAt: supportRequests.dueAt,
    });
}

/** The operators' addresses, the manager's first when there is one. */
export async function operatorAddresses(db: Db) {
  return db
    .select({ id: users.id, email: users.email, name: profiles.fullName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(profiles.role, "operador"));
}

export async function companyNameOf(db: Db, companyId: string | null) {
  if (!companyId) return null;
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** The failed requests kept past 30 days go. */
export async function pruneRequestErrors(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  await db.delete(accountRequestErrors).where(lte(accountRequestErrors.createdAt, before));
}

// --- LGPD ---------------------------------------------------------------------------------------

/** The person's requests with their threads (never the operators' internal notes). */
export async function supportAccountExport(db: Db, subject: { userId: string }) {
  const requests = await db
    .select({
      id: supportRequests.id,
      subject: supportRequests.subject,
      category: supportRequests.category,
      status: supportRequests.status,
      plan: supportRequests.plan,
      createdAt: supportRequests.createdAt,
      resolvedAt: supportRequests.resolvedAt,
      rating: supportRequests.rating,
      ratingComment: supportRequests.ratingComment,
    })
    .from(supportRequests)
    .where(eq(supportRequests.userId, subject.userId))
    .orderBy(asc(supportRequests.createdAt));
  const supportRequestsOut = [];
  for (const request of requests) {
    const thread = await threadOf(db, request.id, false);
    supportRequestsOut.push({
      ...request,
      messages: thread.map((m) => ({
        from: m.kind === "pessoa" ? "você" : "suporte",
        body: m.body,
        createdAt: m.createdAt,
        attachments: m.attachments.map((a) => a.name),
      })),
    });
  }
  return { supportRequests: supportRequestsOut };
}

/**
 * Erasing an account: its requests go with the user row (cascade), and with them the files the
 * operators attached to their answers, which the operators own.
 */
export async function deleteSupportFilesOf(tx: Tx, userId: string) {
  await tx
    .delete(files)
    .where(
      inArray(
        files.id,
        tx
          .select({ id: supportAttachments.fileId })
          .from(supportAttachments)
          .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
          .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
          .where(eq(supportRequests.userId, userId)),
      ),
    );
}

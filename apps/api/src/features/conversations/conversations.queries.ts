// Conversations between a company and a militar, and between a mentor and his mentee (decision
// 041). Every read and write is scoped by the caller: a company by its company id, a militar by his
// user id (as the candidate or mentee, or as the mentor), so another party's conversation is simply
// not found.

import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationKind,
  MESSAGES_PAGE_SIZE,
  REMOVED_MESSAGE_TEXT,
  REMOVED_USER_NAME,
  type SenderSide,
} from "@pm/shared/conversations";
import type { PageCursor } from "@pm/shared/cursor";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { afterCursor, exactInstant } from "../../db/keyset";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { conversationMemberUnread, conversationReports, conversations, messages } from "../../db/schema/conversations";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { companyMembers } from "../../db/schema/members";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { talentInvitations } from "../../db/schema/talent";
import { containsPattern } from "../../db/text-search";
import type { ExportSubject } from "../../feature";
import { isOnline } from "../../realtime/presence.queries";

/**
 * The caller in a conversation: a company by its company and the member of its team who reads or
 * writes (each member has his own unread count), a militar by himself. A militar's side differs by
 * conversation: 'militar' with a company or his mentor, 'mentor' with his mentee.
 */
export type Participant =
  | { side: "empresa"; companyId: string; memberId: string }
  | { side: "militar"; userId: string };

/** The caller's conversations, and only those: a militar's as candidate or mentee, and as mentor. */
function mine(p: Participant): SQL {
  if (p.side === "empresa") return eq(conversations.companyId, p.companyId);
  return or(eq(conversations.userId, p.userId), eq(conversations.mentorId, p.userId)) as SQL;
}

/** The caller's side in each conversation, in SQL. */
function sideIn(p: Participant) {
  if (p.side === "empresa") return sql<SenderSide>`'empresa'`;
  return sql<SenderSide>`CASE WHEN ${conversations.mentorId} = ${p.userId} THEN 'mentor' ELSE 'militar' END`;
}

/** The caller's side in a conversation already read. */
const sideOf = (p: Participant, row: { mentorId: string | null }): SenderSide =>
  p.side === "empresa" ? "empresa" : row.mentorId === p.userId ? "mentor" : "militar";

/** Who receives what `sender` writes in a conversation of `kind`. */
const recipientOf = (sender: SenderSide, kind: ConversationKind): SenderSide =>
  sender !== "militar" ? "militar" : kind === "mentoria" ? "mentor" : "empresa";

/** A side's unread count: the company's is its team's as a whole (what the 'lida' receipt follows). */
const UNREAD_KEY = { empresa: "companyUnread", militar: "militarUnread", mentor: "mentorUnread" } as const;
/** When a side was last e-mailed about a conversation's unread messages. */
const EMAILED_KEY = { empresa: "companyEmailedAt", militar: "militarEmailedAt", mentor: "mentorEmailedAt" } as const;

/** The caller's own unread count in a conversation: the militar's or mentor's, or the member's. */
function unreadFor(p: Participant) {
  if (p.side === "militar") {
    return sql<number>`CASE WHEN ${conversations.mentorId} = ${p.userId}
      THEN ${conversations.mentorUnread} ELSE ${conversations.militarUnread} END`.mapWith(Number);
  }
  return sql<number>`coalesce((SELECT u.unread FROM ${conversationMemberUnread} u
    WHERE u.conversation_id = ${conversations.id} AND u.user_id = ${p.memberId}), 0)`.mapWith(Number);
}

/** Whether the militar applied to one of the company's jobs: what lets either side open a conversation. */
export async function hasAppliedTo(db: Db, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.companyId, companyId), eq(jobApplications.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the company invited the militar to one of its jobs (which lets him write to it). */
export async function wasInvitedBy(db: Db, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(talentInvitations)
    .where(and(eq(talentInvitations.companyId, companyId), eq(talentInvitations.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the company is a paid company (a militar may only talk to one that exists and is live). */
export async function findPaidCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.paymentStatus, "completed")));
  return row ?? null;
}

/**
 * The conversation of the pair, opened by `startedBy` if there was none: one per pair, so two
 * simultaneous openings end on the same row.
 */
export async function openConversation(db: Db, companyId: string, userId: string, startedBy: SenderSide) {
  const [created] = await db
    .insert(conversations)
    .values({ companyId, userId, startedBy })
    .onConflictDoNothing({ target: [conversations.companyId, conversations.userId] })
    .returning({ id: conversations.id });
  if (created) return { id: created.id, created: true };
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.userId, userId)));
  if (!found) throw new Error("conversation neither created nor found");
  return { id: found.id, created: false };
}

/**
 * The pair's mentorship conversation (decision 041), opened by the mentor's acceptance: one per
 * pair, so a later mentorship of the same two reopens it with what they said before.
 */
export async function openMentorConversation(tx: Tx, mentorId: string, menteeId: string): Promise<string> {
  const [row] = await tx
    .insert(conversations)
    .values({ kind: "mentoria", mentorId, userId: menteeId, startedBy: "mentor" })
    .onConflictDoUpdate({ target: [conversations.mentorId, conversations.userId], set: { closedAt: null } })
    .returning({ id: conversations.id });
  if (!row) throw new Error("mentorship conversation neither created nor found");
  return row.id;
}

/** The mentorship ended: its conversation stays to be read, and takes no more messages. */
export async function closeMentorConversation(tx: Tx, conversationId: string) {
  await tx
    .update(conversations)
    .set({ closedAt: sql`coalesce(${conversations.closedAt}, now())` })
    .where(and(eq(conversations.id, conversationId), eq(conversations.kind, "mentoria")));
}

/** The newest message of a conversation, as the list shows it. */
const lastMessage = sql`LATERAL (
  SELECT m.id, m.body, m.sender, m.attachment_name, m.created_at, m.read_at FROM messages m
  WHERE m.conversation_id = ${conversations.id}
  ORDER BY m.created_at DESC, m.id DESC LIMIT 1
) last`;

/**
 * The other person of a militar's mentorship conversation (his mentor, or his mentee); null in a
 * conversation with a company.
 */
const otherPersonOf = (userId: string) =>
  sql<string | null>`CASE WHEN ${conversations.mentorId} = ${userId} THEN ${conversations.userId}
    ELSE ${conversations.mentorId} END`;

/** The person whose profile a conversation shows: the militar for a company, the other militar of a mentorship. */
const personOf = (p: Participant) => (p.side === "empresa" ? conversations.userId : otherPersonOf(p.userId));

/** The other participant: the militar for a company; the company or the other militar for a militar. */
function counterpart(p: Participant) {
  const shared = { kind: conversations.kind, mySide: sideIn(p), closedAt: conversations.closedAt };
  if (p.side === "empresa") {
    return {
      ...shared,
      name: sql<string | null>`${profiles.fullName}`,
      force: sql<string | null>`${militaryProfiles.militaryBranch}`,
      rank: sql<string | null>`${militaryProfiles.rank}`,
      sector: sql<string | null>`null`,
      pictureUrl: sql<string | null>`${militaryProfiles.avatarUrl}`,
      counterpartId: sql<string | null>`${conversations.userId}`,
      companySlug: sql<string | null>`null`,
      online: isOnline(conversations.userId),
    };
  }
  const counterpartId = sql<string | null>`CASE WHEN ${conversations.kind} = 'mentoria'
    THEN ${otherPersonOf(p.userId)} ELSE ${companies.userId} END`;
  return {
    ...shared,
    name: sql<string | null>`coalesce(${companies.name}, ${profiles.fullName})`,
    force: sql<string | null>`null`,
    rank: sql<string | null>`null`,
    sector: sql<string | null>`${companies.sector}`,
    pictureUrl: sql<string | null>`coalesce(${companies.logoUrl}, ${militaryProfiles.avatarUrl})`,
    counterpartId,
    // The company's public page, linked from the conversation's header.
    companySlug: sql<string | null>`${companies.slug}`,
    online: isOnline(counterpartId),
  };
}

/** The counterpart's name as the list shows it, for the search. */
const counterpartName = (p: Participant) =>
  p.side === "empresa"
    ? sql`coalesce(${profiles.fullName}, ${REMOVED_USER_NAME}::text)`
    : sql`coalesce(${companies.name}, ${profiles.fullName}, ${REMOVED_USER_NAME}::text)`;

/**
 * A page of the caller's conversations, the most recently active first, with the newest message
 * and the caller's unread count. A conversation with no message yet is listed only to the side
 * that opened it.
 */
export function listConversations(db: Db, p: Participant, q: string | undefined, cursor: PageCursor | null) {
  return db
    .select({
      id: conversations.id,
      cursorAt: exactInstant(conversations.lastMessageAt),
      lastMessageAt: conversations.lastMessageAt,
      unread: unreadFor(p),
      blockedAt: conversations.blockedAt,
      ...counterpart(p),
      last: {
        id: sql<string | null>`last.id`,
        body: sql<string | null>`last.body`,
        sender: sql<SenderSide | null>`last.sender`,
        attachmentName: sql<string | null>`last.attachment_name`,
        readAt: sql<string | null>`last.read_at`,
      },
    })
    .from(conversations)
    .leftJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(profiles, eq(profiles.id, personOf(p)))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, personOf(p)))
    .leftJoin(lastMessage, sql`true`)
    .where(
      and(
        mine(p),
        // A mentorship's conversation is both sides' from the acceptance on.
        or(sql`last.id IS NOT NULL`, eq(conversations.startedBy, p.side), eq(conversations.kind, "mentoria")),
        q ? sql`pm_unaccent(lower(${counterpartName(p)})) LIKE pm_unaccent(lower(${containsPattern(q)}))` : undefined,
        cursor ? afterCursor(conversations.lastMessageAt, conversations.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE + 1);
}

/** One of the caller's conversations with its counterpart (a statement, for `npm run bench`). */
export function conversationRowQuery(db: Db, p: Participant, id: string) {
  return db
    .select({
      id: conversations.id,
      companyId: conversations.companyId,
      userId: conversations.userId,
      mentorId: conversations.mentorId,
      blockedAt: conversations.blockedAt,
      unread: unreadFor(p),
      ...counterpart(p),
    })
    .from(conversations)
    .leftJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(profiles, eq(profiles.id, personOf(p)))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, personOf(p)))
    .where(and(eq(conversations.id, id), mine(p)));
}

/** The militar's applications to the company's jobs, newest first: what links their conversation. */
export function applicationsBetweenQuery(db: Db, companyId: string, userId: string) {
  return db
    .select({ id: jobApplications.id, jobId: jobs.id, jobTitle: jobs.title, status: jobApplications.status })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.companyId, companyId), eq(jobApplications.userId, userId)))
    .orderBy(desc(jobApplications.appliedAt));
}

/** One of the caller's conversations (its counterpart), or null. */
export async function findConversationRow(db: Db, p: Participant, id: string) {
  const [row] = await conversationRowQuery(db, p, id);
  return row ?? null;
}

/** One of the caller's conversations, with its counterpart and the applications between them. */
export async function findConversation(db: Db, p: Participant, id: string) {
  const row = await findConversationRow(db, p, id);
  if (!row) return null;
  const applications = row.userId && row.companyId ? await applicationsBetweenQuery(db, row.companyId, row.userId) : [];
  return { ...row, applications };
}

/**
 * A message as either side reads it. Its author, on the company's side: the member's name for the
 * company, his first name for the militar (who sees it beside the company's); null for the
 * militar's own messages, for those from before teams and once the member's account is gone.
 */
export function messageColumnsFor(side: SenderSide) {
  const name = side === "empresa" ? sql`p.full_name` : sql`split_part(p.full_name, ' ', 1)`;
  return {
    id: messages.id,
    sender: messages.sender,
    body: messages.body,
    attachmentFileId: messages.attachmentFileId,
    attachmentName: messages.attachmentName,
    attachmentType: messages.attachmentType,
    attachmentSize: messages.attachmentSize,
    createdAt: messages.createdAt,
    readAt: messages.readAt,
    authorName: sql<string | null>`CASE WHEN ${messages.sender} = 'empresa' AND ${messages.authorId} IS NOT NULL
      THEN (SELECT ${name} FROM ${profiles} p WHERE p.id = ${messages.authorId}) END`,
    cursorAt: exactInstant(messages.createdAt),
  };
}

/**
 * A page of a conversation's messages, newest first, older than `before`: the page the screen
 * opens on, then each older one as the user scrolls up. The conversation must be the caller's.
 */
export function listMessages(db: Db, p: Participant, conversationId: string, before: PageCursor | null) {
  return db
    .select({
      ...messageColumnsFor(p.side),
      mySide: sideIn(p),
      // Its writer deleted the account: his messages read 'Mensagem removida'.
      senderRemoved: sql<boolean>`(${messages.sender} = 'militar' AND ${conversations.userId} IS NULL)
        OR (${messages.sender} = 'mentor' AND ${conversations.mentorId} IS NULL)`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(conversations.id, conversationId),
        mine(p),
        before ? afterCursor(messages.createdAt, messages.id, before) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
}

export interface NewMessage {
  body: string;
  attachment?: { fileId: string; name: string; type: string; size: number } | null;
}

export type SendResult =
  | { kind: "sent"; side: SenderSide; message: Awaited<ReturnType<typeof insertMessage>> }
  | { kind: "not-found" }
  | { kind: "blocked"; conversation: ConversationKind }
  | { kind: "closed" };

async function insertMessage(tx: Tx, conversationId: string, p: Participant, sender: SenderSide, input: NewMessage) {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId,
      sender,
      // Only the company's side has several writers; a militar's messages are his by the conversation.
      authorId: p.side === "empresa" ? p.memberId : null,
      body: input.body,
      attachmentFileId: input.attachment?.fileId ?? null,
      attachmentName: input.attachment?.name ?? null,
      attachmentType: input.attachment?.type ?? null,
      attachmentSize: input.attachment?.size ?? null,
      // Taken once the conversation's row is locked, so messages of one conversation are stamped
      // in the order they are stored, however many arrive at once.
      createdAt: sql`clock_timestamp()`,
    })
    .returning(messageColumnsFor(sender));
  if (!row) throw new Error("message insert returned nothing");
  return row;
}

/**
 * Sends a message (`input`, or what it builds in the transaction) in one of the caller's conversations: the conversation's row is locked, so
 * the other side's unread count and the list's order follow every message, one at a time.
 */
export async function sendMessage(
  db: Db,
  p: Participant,
  conversationId: string,
  input: NewMessage | ((tx: Tx) => Promise<NewMessage>),
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({
        kind: conversations.kind,
        blockedAt: conversations.blockedAt,
        closedAt: conversations.closedAt,
        userId: conversations.userId,
        mentorId: conversations.mentorId,
      })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), mine(p)))
      .for("update");
    if (!conversation) return { kind: "not-found" };
    // Blocked, or the other person's account is gone: nobody left to send to.
    const gone = !conversation.userId || (conversation.kind === "mentoria" && !conversation.mentorId);
    if (conversation.blockedAt || gone) return { kind: "blocked", conversation: conversation.kind };
    if (conversation.closedAt) return { kind: "closed" };
    const side = sideOf(p, conversation);
    // An attachment is stored here, once the conversation is known to accept it: in the same
    // transaction, so a refused message leaves no file behind.
    const message = await insertMessage(
      tx,
      conversationId,
      p,
      side,
      typeof input === "function" ? await input(tx) : input,
    );
    const theirs = UNREAD_KEY[recipientOf(side, conversation.kind)];
    await tx
      .update(conversations)
      .set({ lastMessageAt: message.createdAt, [theirs]: sql`${conversations[theirs]} + 1` })
      .where(eq(conversations.id, conversationId));
    if (theirs === "companyUnread") await raiseMembersUnread(tx, conversationId);
    return { kind: "sent", side, message };
  });
}

/** A message from the militar: one more unread for each Administrador and Recrutador of the company. */
async function raiseMembersUnread(tx: Tx, conversationId: string) {
  await tx.execute(sql`
    INSERT INTO ${conversationMemberUnread} (conversation_id, user_id, unread)
    SELECT c.id, m.user_id, 1 FROM ${conversations} c
      JOIN ${companyMembers} m ON m.company_id = c.company_id AND m.role IN ('administrador', 'recrutador')
     WHERE c.id = ${conversationId}
    ON CONFLICT (conversation_id, user_id) DO UPDATE SET unread = ${conversationMemberUnread}.unread + 1`);
}

/**
 * Marks the other side's messages read (the 'lida' receipt) and zeroes the caller's unread count.
 * Returns false when the conversation is not the caller's. Nothing is written when nothing was
 * unread, so opening a read conversation announces no change.
 */
export async function markRead(db: Db, p: Participant, conversationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({
        mentorId: conversations.mentorId,
        companyUnread: conversations.companyUnread,
        militarUnread: conversations.militarUnread,
        mentorUnread: conversations.mentorUnread,
      })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), mine(p)))
      .for("update");
    if (!conversation) return false;
    const side = sideOf(p, conversation);
    const updated = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(eq(messages.conversationId, conversationId), ne(messages.sender, side), isNull(messages.readAt)))
      .returning({ id: messages.id });
    if (conversation[UNREAD_KEY[side]] > 0 || updated.length > 0) {
      await tx
        .update(conversations)
        .set({ [UNREAD_KEY[side]]: 0 })
        .where(eq(conversations.id, conversationId));
    }
    if (p.side === "empresa") {
      await tx
        .update(conversationMemberUnread)
        .set({ unread: 0 })
        .where(
          and(
            eq(conversationMemberUnread.conversationId, conversationId),
            eq(conversationMemberUnread.userId, p.memberId),
            gt(conversationMemberUnread.unread, 0),
          ),
        );
    }
    return true;
  });
}

/** The caller's unread messages over every conversation: the badge on 'Mensagens'. */
export async function unreadTotal(db: Db, p: Participant): Promise<number> {
  if (p.side === "empresa") {
    const [own] = await db
      .select({ n: sql<number>`coalesce(sum(${conversationMemberUnread.unread}), 0)::int` })
      .from(conversationMemberUnread)
      .innerJoin(conversations, eq(conversations.id, conversationMemberUnread.conversationId))
      .where(
        and(
          eq(conversationMemberUnread.userId, p.memberId),
          gt(conversationMemberUnread.unread, 0),
          eq(conversations.companyId, p.companyId),
        ),
      );
    return own?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadFor(p)}), 0)::int` })
    .from(conversations)
    .where(and(mine(p), sql`${unreadFor(p)} > 0`));
  return row?.n ?? 0;
}

/**
 * The militar blocks (or unblocks) the company of one of his conversations. A mentorship's is not
 * blocked: either side ends the mentorship, which closes it.
 */
export async function setBlocked(db: Db, userId: string, conversationId: string, blocked: boolean) {
  const [row] = await db
    .update(conversations)
    .set({ blockedAt: blocked ? sql`coalesce(${conversations.blockedAt}, now())` : null })
    .where(
      and(eq(conversations.id, conversationId), eq(conversations.userId, userId), eq(conversations.kind, "empresa")),
    )
    .returning({ id: conversations.id, blockedAt: conversations.blockedAt });
  return row ?? null;
}

/** Stores a participant's report for the platform's operators; false when not the caller's. */
export async function reportConversation(
  db: Db,
  p: Participant,
  reporterId: string,
  conversationId: string,
  reason: string,
): Promise<boolean> {
  const [conversation] = await db
    .select({ mentorId: conversations.mentorId })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), mine(p)));
  if (!conversation) return false;
  await db
    .insert(conversationReports)
    .values({ conversationId, reporterId, reporterSide: sideOf(p, conversation), reason });
  return true;
}

/** How long a message waits unread before its recipient is e-mailed, and the least time between two e-mails of a conversation. */
export const EMAIL_AFTER_MS = 15 * 60_000;
export const EMAIL_EVERY_MS = 60 * 60_000;

/** The last e-mail to the recipient of `sender`'s messages: the militar's, or the company's or mentor's. */
const emailedAtOf = (sender: SenderSide) =>
  sender === "militar"
    ? sql`CASE WHEN ${conversations.kind} = 'mentoria' THEN ${conversations.mentorEmailedAt} ELSE ${conversations.companyEmailedAt} END`
    : sql`${conversations.militarEmailedAt}`;

/**
 * Conversations with a message of `sender` unread for EMAIL_AFTER_MS whose recipient was not
 * e-mailed about this conversation within EMAIL_EVERY_MS (a removed militar gets nothing).
 */
export async function conversationsDueForEmail(db: Db, sender: SenderSide, now: Date, limit: number) {
  const cutoff = new Date(now.getTime() - EMAIL_AFTER_MS).toISOString();
  const hourAgo = new Date(now.getTime() - EMAIL_EVERY_MS).toISOString();
  const rows = await db
    .selectDistinct({ id: conversations.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        isNull(messages.readAt),
        isNull(messages.emailedAt),
        eq(messages.sender, sender),
        sql`${messages.createdAt} <= ${cutoff}::timestamptz`,
        sql`${conversations.userId} IS NOT NULL`,
        or(eq(conversations.kind, "empresa"), isNotNull(conversations.mentorId)),
        sql`(${emailedAtOf(sender)} IS NULL OR ${emailedAtOf(sender)} <= ${hourAgo}::timestamptz)`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims the e-mail about a conversation's unread messages of `sender`, once across processes:
 * the conversation's row is locked (skipped when another process holds it), the window checked
 * again, the messages marked and the side's e-mail time set, all before anything is sent.
 * Answers what the e-mail says, to whom (the militar; his mentor; or each member of the company's
 * team who has not opened the conversation) and where it leads, or null when there is nothing to send.
 */
export async function claimMessageEmail(db: Db, conversationId: string, sender: SenderSide, now: Date) {
  const cutoff = new Date(now.getTime() - EMAIL_AFTER_MS).toISOString();
  const hourAgo = new Date(now.getTime() - EMAIL_EVERY_MS).toISOString();
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({
        kind: conversations.kind,
        userId: conversations.userId,
        companyId: conversations.companyId,
        mentorId: conversations.mentorId,
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          sql`(${emailedAtOf(sender)} IS NULL OR ${emailedAtOf(sender)} <= ${hourAgo}::timestamptz)`,
        ),
      )
      .for("update", { skipLocked: true });
    if (!conversation?.userId) return null;
    const recipient = recipientOf(sender, conversation.kind);
    // The one person who receives it, unless it is the company's team.
    const person =
      recipient === "militar" ? conversation.userId : recipient === "mentor" ? conversation.mentorId : null;
    const due = await tx
      .update(messages)
      .set({ emailedAt: now })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.sender, sender),
          isNull(messages.readAt),
          isNull(messages.emailedAt),
          sql`${messages.createdAt} <= ${cutoff}::timestamptz`,
        ),
      )
      .returning({ body: messages.body, attachmentName: messages.attachmentName, createdAt: messages.createdAt });
    if (due.length === 0) return null;
    await tx
      .update(conversations)
      .set({ [EMAILED_KEY[recipient]]: now })
      .where(eq(conversations.id, conversationId));
    const first = due.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
    const from = await senderName(tx, sender, conversation);
    if (!from) return null;
    // The militar hears from the company or his mentor, the mentor from his mentee, and the
    // company's members who have not opened it yet from the militar.
    const recipients = await tx
      .select({ to: users.email, name: profiles.fullName, wantsEmail: profiles.messageEmails })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(
        person !== null || !conversation.companyId
          ? eq(profiles.id, person ?? "")
          : inArray(
              profiles.id,
              tx
                .select({ id: conversationMemberUnread.userId })
                .from(conversationMemberUnread)
                .innerJoin(companyMembers, eq(companyMembers.userId, conversationMemberUnread.userId))
                .where(
                  and(
                    eq(conversationMemberUnread.conversationId, conversationId),
                    gt(conversationMemberUnread.unread, 0),
                    eq(companyMembers.companyId, conversation.companyId),
                  ),
                ),
            ),
      )
      .orderBy(asc(users.email));
    return {
      conversationId,
      recipients,
      from,
      area: recipient === "empresa" ? "/empresa/mensagens" : "/app/mensagens",
      body: first?.body || first?.attachmentName || "",
    };
  });
}

/** Who an e-mail about `sender`'s messages says they are from: the company, or the militar's or mentor's name. */
async function senderName(
  tx: Tx,
  sender: SenderSide,
  c: { companyId: string | null; userId: string | null; mentorId: string | null },
): Promise<string | null> {
  if (sender === "empresa") {
    if (!c.companyId) return null;
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, c.companyId));
    return company?.name ?? null;
  }
  const personId = sender === "militar" ? c.userId : c.mentorId;
  if (!personId) return null;
  const [person] = await tx.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, personId));
  return person?.fullName ?? null;
}

/** Turns the e-mails about unread messages on or off for the user (both roles). */
export async function setMessageEmails(db: Db, userId: string, messageEmails: boolean) {
  const [row] = await db
    .update(profiles)
    .set({ messageEmails, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ messageEmails: profiles.messageEmails });
  return row ?? null;
}

/**
 * The LGPD export's part of conversations: the militar's (with companies, and in his mentorships
 * either side), both sides' messages, since they are exchanges with him. A company's describe
 * candidates, so its part only counts them.
 */
export async function conversationsAccountExport(db: Db, { userId }: ExportSubject) {
  const p: Participant = { side: "militar", userId };
  const conversationRows = await db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      companyName: companies.name,
      // The other militar of a mentorship's conversation.
      personName: sql<string | null>`CASE WHEN ${conversations.kind} = 'mentoria' THEN ${profiles.fullName} END`,
      createdAt: conversations.createdAt,
      blockedAt: conversations.blockedAt,
    })
    .from(conversations)
    .leftJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(profiles, eq(profiles.id, personOf(p)))
    .where(mine(p))
    .orderBy(asc(conversations.createdAt));
  const conversationMessages = conversationRows.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          from: messages.sender,
          body: messages.body,
          attachmentName: messages.attachmentName,
          createdAt: messages.createdAt,
          readAt: messages.readAt,
        })
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            conversationRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  return {
    conversations: conversationRows.map(({ id, ...c }) => ({
      ...c,
      messages: conversationMessages.filter((m) => m.conversationId === id).map(({ conversationId: _, ...m }) => m),
    })),
  };
}

/** The LGPD export's part of a company's conversations: how many, nothing of what they say. */
export async function conversationsCompanyAccountExport(db: Db, companyId: string) {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.companyId, companyId));
  return { conversationsCount: rows.length };
}

/**
 * Erasing a militar: his messages are erased, as candidate or mentee and as mentor. The other side
 * keeps each conversation, its own messages and his as 'Mensagem removida'; his attachments go
 * with his files, his name with the users row (the conversation shows 'Usuário removido').
 */
export async function eraseMessagesOf(tx: Tx, userId: string) {
  const of = (side: "militar" | "mentor") =>
    and(
      eq(messages.sender, side),
      inArray(
        messages.conversationId,
        tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(side === "militar" ? conversations.userId : conversations.mentorId, userId)),
      ),
    );
  await tx
    .update(messages)
    .set({ body: REMOVED_MESSAGE_TEXT, attachmentName: null, attachmentType: null, attachmentSize: null })
    .where(or(of("militar"), of("mentor")));
}

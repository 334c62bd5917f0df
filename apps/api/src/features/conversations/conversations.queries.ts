// Conversations between a company and a militar. Every read and write is scoped by the caller's
// side: a company by its company id, a militar by his user id, so another party's conversation is
// simply not found.

import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  REMOVED_MESSAGE_TEXT,
  REMOVED_USER_NAME,
  type SenderSide,
} from "@pm/shared/conversations";
import type { PageCursor } from "@pm/shared/cursor";
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
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
 * writes (each member has his own unread count), a militar by himself.
 */
export type Participant =
  | { side: "empresa"; companyId: string; memberId: string }
  | { side: "militar"; userId: string };

const otherSide = (side: SenderSide): SenderSide => (side === "empresa" ? "militar" : "empresa");

/** The caller's conversations, and only those. */
function mine(p: Participant): SQL {
  return p.side === "empresa" ? eq(conversations.companyId, p.companyId) : eq(conversations.userId, p.userId);
}

/** A side's unread count column: the company's is its team's as a whole (what the 'lida' receipt follows). */
const unreadOf = (side: SenderSide) => (side === "empresa" ? conversations.companyUnread : conversations.militarUnread);

/** The caller's own unread count in a conversation: the militar's, or the member's. */
function unreadFor(p: Participant) {
  if (p.side === "militar") return conversations.militarUnread;
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

/** The newest message of a conversation, as the list shows it. */
const lastMessage = sql`LATERAL (
  SELECT m.id, m.body, m.sender, m.attachment_name, m.created_at, m.read_at FROM messages m
  WHERE m.conversation_id = ${conversations.id}
  ORDER BY m.created_at DESC, m.id DESC LIMIT 1
) last`;

/** The other participant: the militar for a company, the company for a militar, and whether they are online. */
function counterpart(p: Participant) {
  if (p.side === "empresa") {
    return {
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
  return {
    name: sql<string | null>`${companies.name}`,
    force: sql<string | null>`null`,
    rank: sql<string | null>`null`,
    sector: sql<string | null>`${companies.sector}`,
    pictureUrl: sql<string | null>`${companies.logoUrl}`,
    counterpartId: sql<string | null>`${companies.userId}`,
    // The company's public page, linked from the conversation's header.
    companySlug: sql<string | null>`${companies.slug}`,
    online: isOnline(companies.userId),
  };
}

/** The counterpart's name as the list shows it, for the search. */
const counterpartName = (p: Participant) =>
  p.side === "empresa" ? sql`coalesce(${profiles.fullName}, ${REMOVED_USER_NAME}::text)` : companies.name;

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
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(profiles, eq(profiles.id, conversations.userId))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, conversations.userId))
    .leftJoin(lastMessage, sql`true`)
    .where(
      and(
        mine(p),
        or(sql`last.id IS NOT NULL`, eq(conversations.startedBy, p.side)),
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
      blockedAt: conversations.blockedAt,
      unread: unreadFor(p),
      ...counterpart(p),
    })
    .from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(profiles, eq(profiles.id, conversations.userId))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, conversations.userId))
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
  const applications = row.userId ? await applicationsBetweenQuery(db, row.companyId, row.userId) : [];
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
      // The militar deleted the account: his side reads 'Mensagem removida'.
      militarRemoved: sql<boolean>`${conversations.userId} IS NULL`,
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
  | { kind: "sent"; message: Awaited<ReturnType<typeof insertMessage>> }
  | { kind: "not-found" }
  | { kind: "blocked" };

async function insertMessage(tx: Tx, conversationId: string, p: Participant, input: NewMessage) {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId,
      sender: p.side,
      // Only the company's side has several writers; the militar's messages are his by the conversation.
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
    .returning(messageColumnsFor(p.side));
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
      .select({ id: conversations.id, blockedAt: conversations.blockedAt, userId: conversations.userId })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), mine(p)))
      .for("update");
    if (!conversation) return { kind: "not-found" };
    // Blocked by the militar, or the militar's account is gone: nobody left to send to.
    if (conversation.blockedAt || !conversation.userId) return { kind: "blocked" };
    // An attachment is stored here, once the conversation is known to accept it: in the same
    // transaction, so a refused message leaves no file behind.
    const message = await insertMessage(tx, conversationId, p, typeof input === "function" ? await input(tx) : input);
    const theirs = unreadOf(otherSide(p.side));
    await tx
      .update(conversations)
      .set({
        lastMessageAt: message.createdAt,
        [p.side === "empresa" ? "militarUnread" : "companyUnread"]: sql`${theirs} + 1`,
      })
      .where(eq(conversations.id, conversationId));
    if (p.side === "militar") await raiseMembersUnread(tx, conversationId);
    return { kind: "sent", message };
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
      .select({ id: conversations.id, unread: unreadOf(p.side) })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), mine(p)))
      .for("update");
    if (!conversation) return false;
    const updated = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.sender, otherSide(p.side)),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id });
    if (conversation.unread > 0 || updated.length > 0) {
      await tx
        .update(conversations)
        .set({ [p.side === "empresa" ? "companyUnread" : "militarUnread"]: 0 })
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
    .select({ n: sql<number>`coalesce(sum(${unreadOf(p.side)}), 0)::int` })
    .from(conversations)
    .where(and(mine(p), gt(unreadOf(p.side), 0)));
  return row?.n ?? 0;
}

/** The militar blocks (or unblocks) the company of one of his conversations. */
export async function setBlocked(db: Db, userId: string, conversationId: string, blocked: boolean) {
  const [row] = await db
    .update(conversations)
    .set({ blockedAt: blocked ? sql`coalesce(${conversations.blockedAt}, now())` : null })
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
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
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), mine(p)));
  if (!conversation) return false;
  await db.insert(conversationReports).values({ conversationId, reporterId, reporterSide: p.side, reason });
  return true;
}

/** How long a message waits unread before its recipient is e-mailed, and the least time between two e-mails of a conversation. */
export const EMAIL_AFTER_MS = 15 * 60_000;
export const EMAIL_EVERY_MS = 60 * 60_000;

/** A conversation side's last e-mail column: the recipient's, for messages of `sender`. */
const emailedAtOf = (sender: SenderSide) =>
  sender === "empresa" ? conversations.militarEmailedAt : conversations.companyEmailedAt;

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
        or(isNull(emailedAtOf(sender)), sql`${emailedAtOf(sender)} <= ${hourAgo}::timestamptz`),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims the e-mail about a conversation's unread messages of `sender`, once across processes:
 * the conversation's row is locked (skipped when another process holds it), the window checked
 * again, the messages marked and the side's e-mail time set, all before anything is sent.
 * Answers what the e-mail says and to whom (the militar; or each member of the company's team who
 * has not opened the conversation), or null when there is nothing to send.
 */
export async function claimMessageEmail(db: Db, conversationId: string, sender: SenderSide, now: Date) {
  const cutoff = new Date(now.getTime() - EMAIL_AFTER_MS).toISOString();
  const hourAgo = new Date(now.getTime() - EMAIL_EVERY_MS).toISOString();
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: conversations.id, userId: conversations.userId, companyId: conversations.companyId })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          or(isNull(emailedAtOf(sender)), sql`${emailedAtOf(sender)} <= ${hourAgo}::timestamptz`),
        ),
      )
      .for("update", { skipLocked: true });
    if (!conversation?.userId) return null;
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
      .set({ [sender === "empresa" ? "militarEmailedAt" : "companyEmailedAt"]: now })
      .where(eq(conversations.id, conversationId));
    const first = due.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, conversation.companyId));
    const [militar] = await tx
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, conversation.userId));
    if (!company || !militar) return null;
    // The militar hears from the company; the company's members who have not opened it yet hear from him.
    const recipients = await tx
      .select({ to: users.email, name: profiles.fullName, wantsEmail: profiles.messageEmails })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(
        sender === "empresa"
          ? eq(profiles.id, conversation.userId)
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
      from: sender === "empresa" ? company.name : militar.fullName,
      body: first?.body || first?.attachmentName || "",
    };
  });
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
 * The LGPD export's part of conversations: the militar's, both sides' messages, since they are
 * exchanges with him. A company's describe candidates, so its part only counts them.
 */
export async function conversationsAccountExport(db: Db, { userId }: ExportSubject) {
  const conversationRows = await db
    .select({
      id: conversations.id,
      companyName: companies.name,
      createdAt: conversations.createdAt,
      blockedAt: conversations.blockedAt,
    })
    .from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .where(eq(conversations.userId, userId))
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
 * Erasing a militar: his messages are erased. The company keeps each conversation, its own
 * messages and his as 'Mensagem removida'; his attachments go with his files, his name with the
 * users row (the conversation shows 'Usuário removido').
 */
export async function eraseMessagesOf(tx: Tx, userId: string) {
  await tx
    .update(messages)
    .set({ body: REMOVED_MESSAGE_TEXT, attachmentName: null, attachmentType: null, attachmentSize: null })
    .where(
      and(
        eq(messages.sender, "militar"),
        inArray(
          messages.conversationId,
          tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId)),
        ),
      ),
    );
}

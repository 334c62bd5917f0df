import { MENTION_EMAIL_AFTER_MINUTES } from "@pm/shared/teamwork";
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import type { ExportSubject } from "../../feature";

/** How many notifications the bell lists. */
export const NOTIFICATIONS_SHOWN = 30;

/** The user's newest notifications and how many of all of theirs are unread. */
export async function listNotifications(db: Db, userId: string) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { notifications: rows, unread: unread?.n ?? 0 };
}

/** Marks the user's given notifications (all of them with no ids) as read; returns how many changed. */
export async function markNotificationsRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}

/** Notifications whose e-mail has not been dealt with yet, oldest first, with what the e-mail needs. */
export function pendingEmailNotifications(db: Db, limit: number, now = new Date()) {
  // A mention waits: it is e-mailed only when the bell has not shown it for 10 minutes.
  const mentionDue = new Date(now.getTime() - MENTION_EMAIL_AFTER_MINUTES * 60_000);
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      readAt: notifications.readAt,
      email: users.email,
      fullName: profiles.fullName,
      // A militar chooses in his settings; a company member's notifications are about his work.
      wantsEmail: sql<boolean>`coalesce(${militaryProfiles.emailNotifications}, true)`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(profiles, eq(profiles.id, notifications.userId))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, notifications.userId))
    .where(
      and(
        isNull(notifications.emailedAt),
        or(ne(notifications.kind, "team_mention"), lte(notifications.createdAt, mentionDue)),
      ),
    )
    .orderBy(notifications.createdAt)
    .limit(limit);
}

/**
 * Takes the notification's e-mail for this process: true for exactly one caller, so several API
 * processes never send the same e-mail twice.
 */
export async function claimNotificationEmail(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.emailedAt)))
    .returning({ id: notifications.id });
  return claimed.length === 1;
}

/** The LGPD export's part of notifications: every notification of his, read or not. */
export async function notificationsAccountExport(db: Db, { userId }: ExportSubject) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      readAt: notifications.readAt,
      emailedAt: notifications.emailedAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  // A company member's bell speaks of candidates: his export says what happened, not to whom.
  return {
    notifications: rows.map((n) =>
      ABOUT_CANDIDATES.has(n.kind) ? { ...n, data: withoutCandidate(n.data as Record<string, unknown>) } : n,
    ),
  };
}

/** The kinds of a company member's notifications, which name a candidate. */
const ABOUT_CANDIDATES = new Set(["new_application", "team_mention"]);

function withoutCandidate({ candidateName: _name, excerpt: _excerpt, ...rest }: Record<string, unknown>) {
  return rest;
}

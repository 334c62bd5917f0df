import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, sessions, users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { files } from "../../db/schema/files";
import { profiles } from "../../db/schema/profiles";
import { emailOutbox } from "../../db/schema/system";
import type { ExportSubject } from "../../feature";
import { fileUrl } from "../../files/files.queries";
import { pendingEmailChange } from "./account-settings.queries";

/**
 * Whom the LGPD export is about: the user row (without secrets) and the company the user owns,
 * if any (without the payment provider's customer id, our reference there, not data about it).
 */
export async function exportOwner(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [companyRow] = await db.select().from(companies).where(eq(companies.userId, userId));
  if (!companyRow) return { user, company: null };
  const { providerCustomerId: _customer, ...company } = companyRow;
  return { user, company };
}

/**
 * The account's own part of the LGPD export: its profile, a pending e-mail change, how it signs
 * in and its sessions (never a password hash or a token), the files it uploaded and the e-mails
 * the platform sent it.
 */
export async function accountAccountExport(db: Db, { userId, email }: ExportSubject) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const signInMethods = await db
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const activeSessions = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const uploadedFiles = (
    await db
      .select({
        id: files.id,
        purpose: files.purpose,
        contentType: files.contentType,
        size: files.size,
        width: files.width,
        height: files.height,
        createdAt: files.createdAt,
      })
      .from(files)
      .where(eq(files.ownerId, userId))
      .orderBy(asc(files.createdAt))
  ).map((f) => ({ ...f, url: fileUrl(f.id) }));
  const emails = await db
    .select({
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.createdAt));
  return {
    profile: profile ?? null,
    pendingEmailChange: await pendingEmailChange(db, userId),
    signInMethods,
    sessions: activeSessions,
    files: uploadedFiles,
    emails,
  };
}

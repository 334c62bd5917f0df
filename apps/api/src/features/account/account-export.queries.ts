import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, sessions, users } from "../../db/schema/auth";
import {
  benefitOffers,
  benefitRedemptions,
  cashbackWithdrawals,
  redemptionUseColumns,
  withdrawalColumns,
} from "../../db/schema/benefits";
import { companies } from "../../db/schema/companies";
import { conversations, messages } from "../../db/schema/conversations";
import { files } from "../../db/schema/files";
import { jobApplications, jobBookmarks, jobColumns, jobs, jobViews, notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { checkoutSessions, payments, subscriptions } from "../../db/schema/payments";
import { profiles } from "../../db/schema/profiles";
import { militaryOccupations } from "../../db/schema/skills";
import { emailOutbox } from "../../db/schema/system";
import { talentInvitations, talentProfileViews } from "../../db/schema/talent";
import { fileUrl } from "../../files/files.queries";
import { applicationHistoryJson } from "../applications/applications.queries";
import { learningExport } from "../learning/learning.queries";
import { listOwnRequests } from "../privacy/privacy.queries";
import { pendingEmailChange } from "./account-settings.queries";

/**
 * Everything the platform holds about one user (LGPD art. 18, II and V), and nothing about
 * anyone else: secrets (password hash, session tokens, provider tokens) are left out, and for a
 * company the applications it received are counted, never listed, since they describe candidates.
 */
export async function exportAccountData(db: Db, userId: string) {
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

  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const [militaryRow] = await db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, userId));
  // The provider's customer id is our reference at the payment provider, not data about the person.
  const { providerCustomerId: _militaryCustomer, ...militaryProfile } = militaryRow ?? { providerCustomerId: null };
  const [company] = await db.select().from(companies).where(eq(companies.userId, userId));

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

  const applications = await db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      jobTitle: jobs.title,
      companyName: companies.name,
      status: jobApplications.status,
      source: jobApplications.source,
      appliedAt: jobApplications.appliedAt,
      updatedAt: jobApplications.updatedAt,
      history: applicationHistoryJson(jobApplications.id),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(asc(jobApplications.appliedAt));

  const benefitRedemptionRows = await db
    .select({
      id: benefitRedemptions.id,
      offerTitle: benefitOffers.title,
      partnerName: companies.name,
      code: benefitRedemptions.code,
      plan: benefitRedemptions.plan,
      discountPercent: benefitRedemptions.discountPercent,
      cashbackPercent: benefitRedemptions.cashbackPercent,
      redeemedAt: benefitRedemptions.redeemedAt,
      expiresAt: benefitRedemptions.expiresAt,
      ...redemptionUseColumns,
      cashbackContestReason: benefitRedemptions.cashbackContestReason,
      ratedAt: benefitRedemptions.ratedAt,
    })
    .from(benefitRedemptions)
    .innerJoin(benefitOffers, eq(benefitOffers.id, benefitRedemptions.offerId))
    .innerJoin(companies, eq(companies.id, benefitRedemptions.companyId))
    .where(eq(benefitRedemptions.userId, userId))
    .orderBy(asc(benefitRedemptions.redeemedAt));

  const withdrawals = await db
    .select(withdrawalColumns)
    .from(cashbackWithdrawals)
    .where(eq(cashbackWithdrawals.userId, userId))
    .orderBy(asc(cashbackWithdrawals.createdAt));

  const bookmarks = await db
    .select({ jobId: jobBookmarks.jobId, jobTitle: jobs.title, createdAt: jobBookmarks.createdAt })
    .from(jobBookmarks)
    .innerJoin(jobs, eq(jobs.id, jobBookmarks.jobId))
    .where(eq(jobBookmarks.userId, userId))
    .orderBy(asc(jobBookmarks.createdAt));

  const views = await db
    .select({ jobId: jobViews.jobId, jobTitle: jobs.title, viewedAt: jobViews.viewedAt })
    .from(jobViews)
    .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
    .where(eq(jobViews.userId, userId))
    .orderBy(asc(jobViews.viewedAt));

  const userNotifications = await db
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

  // The militar's conversations, both sides' messages: they are exchanges with him. A company's
  // conversations describe candidates, so its export only counts them.
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
  const militarConversations = conversationRows.map(({ id, ...c }) => ({
    ...c,
    messages: conversationMessages.filter((m) => m.conversationId === id).map(({ conversationId: _, ...m }) => m),
  }));

  // His answers about the civilian occupations suggested from his experience.
  const civilianOccupations = await db
    .select({
      code: militaryOccupations.code,
      title: militaryOccupations.title,
      status: militaryOccupations.status,
      updatedAt: militaryOccupations.updatedAt,
    })
    .from(militaryOccupations)
    .where(eq(militaryOccupations.userId, userId))
    .orderBy(asc(militaryOccupations.code));

  // The learning paths he started, his progress and quiz results on each module, his certificates.
  const learning = await learningExport(db, userId);

  // The talent bank: the companies that opened his profile, and their invitations.
  const talentProfileViewRows = await db
    .select({
      companyName: companies.name,
      views: talentProfileViews.views,
      firstViewedAt: talentProfileViews.firstViewedAt,
      viewedAt: talentProfileViews.viewedAt,
    })
    .from(talentProfileViews)
    .innerJoin(companies, eq(companies.id, talentProfileViews.companyId))
    .where(eq(talentProfileViews.userId, userId))
    .orderBy(asc(talentProfileViews.firstViewedAt));
  const talentInvitationRows = await db
    .select({
      companyName: companies.name,
      jobTitle: jobs.title,
      message: talentInvitations.message,
      status: talentInvitations.status,
      createdAt: talentInvitations.createdAt,
      answeredAt: talentInvitations.answeredAt,
    })
    .from(talentInvitations)
    .innerJoin(companies, eq(companies.id, talentInvitations.companyId))
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .where(eq(talentInvitations.userId, userId))
    .orderBy(asc(talentInvitations.createdAt));

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
    .where(eq(emailOutbox.to, user.email))
    .orderBy(asc(emailOutbox.createdAt));

  const userPayments = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      plan: payments.plan,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      description: payments.description,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));

  const checkouts = await db
    .select({
      plan: checkoutSessions.plan,
      mode: checkoutSessions.mode,
      amountCents: checkoutSessions.amountCents,
      status: checkoutSessions.status,
      createdAt: checkoutSessions.createdAt,
      completedAt: checkoutSessions.completedAt,
    })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(asc(checkoutSessions.createdAt));

  let companyData = null;
  if (company) {
    const companyJobs = await db
      .select(jobColumns)
      .from(jobs)
      .where(eq(jobs.companyId, company.id))
      .orderBy(asc(jobs.createdAt));
    const jobIds = companyJobs.map((j) => j.id);
    const received = jobIds.length
      ? await db
          .select({ jobId: jobApplications.jobId })
          .from(jobApplications)
          .where(inArray(jobApplications.jobId, jobIds))
      : [];
    const companySubscriptions = await subscriptionsWhere(db, eq(subscriptions.companyId, company.id));
    const { providerCustomerId: _customer, ...companyRow } = company;
    companyData = {
      ...companyRow,
      jobs: companyJobs.map((j) => ({
        ...j,
        applicationsReceived: received.filter((r) => r.jobId === j.id).length,
      })),
      subscriptions: companySubscriptions,
      conversationsCount: (
        await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.companyId, company.id))
      ).length,
    };
  }

  return {
    exportedAt: new Date().toISOString(),
    about:
      "Dados pessoais mantidos pela Próxima Missão sobre você (LGPD, art. 18). Senhas e chaves de sessão não são incluídas.",
    user,
    profile: profile ?? null,
    militaryProfile: militaryRow ? militaryProfile : null,
    company: companyData,
    pendingEmailChange: await pendingEmailChange(db, userId),
    signInMethods,
    sessions: activeSessions,
    applications,
    bookmarks,
    jobViews: views,
    benefitRedemptions: benefitRedemptionRows,
    cashbackWithdrawals: withdrawals,
    conversations: militarConversations,
    civilianOccupations,
    talentProfileViews: talentProfileViewRows,
    talentInvitations: talentInvitationRows,
    learningPaths: learning.paths,
    learningProgress: learning.progress,
    certificates: learning.certificates,
    notifications: userNotifications,
    privacyRequests: await listOwnRequests(db, userId),
    files: uploadedFiles,
    emails,
    payments: userPayments,
    checkouts,
    /** The militar's own (PREMIUM); a company's are under `company`. */
    subscriptions: await subscriptionsWhere(db, and(eq(subscriptions.userId, userId), isNull(subscriptions.companyId))),
  };
}

function subscriptionsWhere(db: Db, where: SQL | undefined) {
  return db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      amountCents: subscriptions.amountCents,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      canceledAt: subscriptions.canceledAt,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(where)
    .orderBy(asc(subscriptions.createdAt));
}

import {
  benefitUsedSentence,
  cashbackAvailableSentence,
  cashbackWithdrawalSentence,
  communityAnswerSentence,
  communityModerationSentence,
  isApplicationStatusData,
  isBenefitNotification,
  isCashbackWithdrawalData,
  isCommunityAnswerData,
  isCommunityModerationData,
  isLearningCompletedData,
  isMentorshipData,
  isTalentInvitationData,
  isTeamMentionData,
  learningCompletedSentence,
  mentorshipSentence,
  notificationPath,
  talentInvitationSentence,
  teamMentionSentence,
} from "@pm/shared/notifications";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import {
  applicationStatusEmail,
  benefitEmail,
  communityEmail,
  learningCompletedEmail,
  talentInvitationEmail,
  teamMentionEmail,
} from "../../mail/templates";
import type { JobDefinition } from "../../workers/runner";
import { claimNotificationEmail, pendingEmailNotifications } from "./notifications.queries";

/** How often pending notification e-mails are looked for. */
const EVERY_SECONDS = 15;
/** Most notifications handled in one run; the rest wait for the next. */
const BATCH = 100;

/**
 * E-mails each new notification (an application's status, a benefit used, cashback available, an invitation to a job) to its militar when they asked for it
 * (military_profiles.email_notifications). Every notification is claimed (emailed_at set) before
 * anything is sent, so it is handled once across processes; a preference turned off, or a kind
 * with no e-mail, is claimed without sending. A failed delivery stays in the outbox as 'failed'.
 */
export async function sendNotificationEmails(deps: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  logger?: Logger;
}): Promise<{ sent: number; skipped: number }> {
  const pending = await pendingEmailNotifications(deps.db, BATCH);
  let sent = 0;
  let skipped = 0;
  for (const n of pending) {
    if (!(await claimNotificationEmail(deps.db, n.id))) continue;
    // A mention seen on the bell meanwhile needs no e-mail.
    const seen = n.kind === "team_mention" && n.readAt !== null;
    const email = n.wantsEmail && !seen ? emailFor(n, deps.baseUrl) : null;
    if (!email) {
      skipped++;
      continue;
    }
    try {
      await deps.mailer.send(email);
      sent++;
    } catch (err) {
      deps.logger?.error({ err, notificationId: n.id }, "notification e-mail failed");
    }
  }
  return { sent, skipped };
}

/** The e-mail of a notification, or null for a kind that has none (or data it cannot word). */
function emailFor(n: { kind: string; data: unknown; email: string; fullName: string | null }, baseUrl: string) {
  const name = n.fullName ?? "";
  if (n.kind === "application_status" && isApplicationStatusData(n.data)) {
    return applicationStatusEmail(n.email, { name, ...n.data, url: `${baseUrl}/app/vagas` });
  }
  if (isBenefitNotification(n.kind, n.data)) {
    const used = n.kind === "benefit_used";
    return benefitEmail(n.email, {
      name,
      subject: used ? "Seu benefício foi usado" : "Seu cashback está disponível",
      sentence: used ? benefitUsedSentence(n.data) : cashbackAvailableSentence(n.data),
      url: `${baseUrl}/app/beneficios/historico`,
    });
  }
  if (n.kind === "cashback_withdrawal" && isCashbackWithdrawalData(n.data)) {
    return benefitEmail(n.email, {
      name,
      subject: n.data.status === "pago" ? "Seu saque de cashback foi pago" : "Seu saque de cashback foi recusado",
      sentence: cashbackWithdrawalSentence(n.data),
      url: `${baseUrl}/app/beneficios/historico`,
    });
  }
  if (n.kind === "learning_completed" && isLearningCompletedData(n.data)) {
    return learningCompletedEmail(n.email, {
      name,
      sentence: learningCompletedSentence(n.data),
      url: `${baseUrl}/app/trilhas/${n.data.pathSlug}`,
    });
  }
  if (n.kind === "team_mention" && isTeamMentionData(n.data)) {
    return teamMentionEmail(n.email, {
      name,
      sentence: teamMentionSentence(n.data),
      excerpt: n.data.excerpt,
      url: `${baseUrl}${notificationPath(n.kind, n.data)}`,
    });
  }
  const community = communityEmailParts(n.kind, n.data);
  if (community) {
    return communityEmail(n.email, { name, ...community, url: `${baseUrl}${notificationPath(n.kind, n.data)}` });
  }
  if (n.kind === "talent_invitation" && isTalentInvitationData(n.data)) {
    return talentInvitationEmail(n.email, {
      name,
      sentence: talentInvitationSentence(n.data),
      url: `${baseUrl}/app#convites`,
    });
  }
  return null;
}

/** The subject, sentence and button of a community notification's e-mail; null for other kinds. */
function communityEmailParts(kind: string, data: unknown) {
  if (kind === "community_answer" && isCommunityAnswerData(data)) {
    return { subject: "Nova resposta na comunidade", sentence: communityAnswerSentence(data), label: "Ver resposta" };
  }
  if (kind === "community_moderation" && isCommunityModerationData(data)) {
    return {
      subject: "Aviso da equipe sobre a comunidade",
      sentence: communityModerationSentence(data),
      label: "Abrir a comunidade",
    };
  }
  if (kind === "mentorship" && isMentorshipData(data)) {
    return { subject: "Novidade na sua mentoria", sentence: mentorshipSentence(data), label: "Abrir Mentoria" };
  }
  return null;
}

/** The notification e-mails, for the job runner: every 15 seconds. */
export function notificationEmailsJob(deps: AppDeps): JobDefinition {
  return {
    kind: "notifications.emails",
    everySeconds: EVERY_SECONDS,
    handler: () =>
      sendNotificationEmails({
        db: deps.database.db,
        mailer: deps.mailer,
        baseUrl: deps.env.BASE_URL,
        logger: deps.logger,
      }),
  };
}

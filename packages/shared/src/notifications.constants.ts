// Notifications: what the bell and the e-mail say about an application's new status, a benefit used
// at a partner, cashback that became available, an alert's new jobs and the rest, and where the bell
// leads. Zod-free on purpose: the bell imports these without zod; the schema is in notifications.ts.
import { isJobAlertData, jobAlertSentence } from "./alerts.constants";
import type { ApplicationStatus } from "./applications";
import { formatCents } from "./format";
import { href } from "./pages";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from "./privacy.constants";
import type { NewApplicationData, TeamMentionData } from "./teamwork";

export const NOTIFICATION_KINDS = [
  "application_status",
  "benefit_used",
  "cashback_available",
  "talent_invitation",
  "learning_completed",
  "cashback_withdrawal",
  "privacy_request",
  "job_alert",
  "team_mention",
  "new_application",
  "interview",
  "community_answer",
  "community_moderation",
  "mentorship",
] as const;

/** A new answer to a question the member follows. */
export interface CommunityAnswerData {
  questionId: string;
  title: string;
}

/** An operator removed one of his posts (telling why), or suspended him from posting. */
export interface CommunityModerationData {
  event: "removida" | "suspenso";
  title: string;
  reason: string;
  /** The suspension's end, as 'dd/mm/aaaa'. */
  until?: string;
}

/** A mentorship's change, told to the other side. */
export interface MentorshipNotificationData {
  mentorshipId: string;
  event: "solicitada" | "aceita" | "recusada" | "encerrada";
  otherName: string;
}

export function isCommunityAnswerData(data: unknown): data is CommunityAnswerData {
  return hasStrings(data, ["questionId", "title"]);
}

export function isCommunityModerationData(data: unknown): data is CommunityModerationData {
  const d = data as Record<string, unknown>;
  return hasStrings(data, ["event", "title", "reason"]) && (d.event === "removida" || d.event === "suspenso");
}

export function isMentorshipData(data: unknown): data is MentorshipNotificationData {
  const d = data as Record<string, unknown>;
  return (
    hasStrings(data, ["mentorshipId", "event", "otherName"]) &&
    ["solicitada", "aceita", "recusada", "encerrada"].includes(d.event as string)
  );
}

/** 'Nova resposta em "Como tirar a segunda via do certificado de reservista?"'. */
export const communityAnswerSentence = (data: CommunityAnswerData) => `Nova resposta em "${data.title}".`;

export function communityModerationSentence(data: CommunityModerationData): string {
  if (data.event === "suspenso")
    return `Você foi suspenso de publicar na comunidade até ${data.until ?? "nova decisão"}. Motivo: ${data.reason}`;
  return `Sua publicação em "${data.title}" foi removida pela equipe. Motivo: ${data.reason}`;
}

export function mentorshipSentence(data: MentorshipNotificationData): string {
  const who = data.otherName;
  if (data.event === "solicitada") return `${who} pediu você como mentor.`;
  if (data.event === "aceita") return `${who} aceitou ser seu mentor. A conversa de vocês já está em Mensagens.`;
  if (data.event === "recusada") return `${who} não pode ser seu mentor agora.`;
  return `${who} encerrou a mentoria. Conte como foi: avalie a mentoria.`;
}

/** What happened to an interview, as the bell and the e-mail tell the other side. */
export const INTERVIEW_EVENTS = ["proposta", "confirmada", "remarcar", "reagendada", "cancelada", "lembrete"] as const;
export type InterviewEvent = (typeof INTERVIEW_EVENTS)[number];

/** An interview's notification: to the militar (`to: "militar"`) or to a member of the company's team. */
export interface InterviewNotificationData {
  interviewId: string;
  applicationId: string;
  event: InterviewEvent;
  to: "militar" | "empresa";
  jobTitle: string;
  /** The company's name for the militar; the candidate's for the company. */
  otherName: string;
  /** The chosen time, already written for the reader ("ter., 1 de dez., 14:00 (horário de Brasília)"); null before one is chosen. */
  when: string | null;
}

export function isInterviewData(data: unknown): data is InterviewNotificationData {
  const d = data as Record<string, unknown>;
  return (
    hasStrings(data, ["interviewId", "applicationId", "jobTitle", "otherName"]) &&
    (INTERVIEW_EVENTS as readonly unknown[]).includes(d.event) &&
    (d.to === "militar" || d.to === "empresa") &&
    (d.when === null || typeof d.when === "string")
  );
}

/** The bell's sentence for an interview's news, to either side. */
export function interviewSentence(data: InterviewNotificationData): string {
  const job = data.jobTitle;
  const when = data.when ? `: ${data.when}` : "";
  const militar = data.to === "militar";
  switch (data.event) {
    case "proposta":
      return `${data.otherName} convidou você para uma entrevista (${job}). Escolha um horário.`;
    case "reagendada":
      return militar
        ? `${data.otherName} propôs novos horários para a sua entrevista (${job}). Escolha um deles.`
        : `Novos horários propostos para a entrevista de ${data.otherName} (${job}).`;
    case "confirmada":
      return militar
        ? `Entrevista confirmada com ${data.otherName} (${job})${when}.`
        : `${data.otherName} confirmou a entrevista (${job})${when}.`;
    case "remarcar":
      return `${data.otherName} pediu outros horários para a entrevista (${job}).`;
    case "cancelada":
      return `A entrevista (${job}) foi cancelada por ${data.otherName}.`;
    case "lembrete":
      return militar
        ? `Lembrete: sua entrevista com ${data.otherName} (${job})${when}.`
        : `Lembrete: entrevista com ${data.otherName} (${job})${when}.`;
  }
}

/** What an operator's answer to a request under the LGPD stores for the militar. */
export interface PrivacyRequestNotificationData {
  requestId: string;
  kind: PrivacyRequestKind;
  status: "atendida" | "recusada";
}

/** "Sua solicitação “Acesso aos dados” foi atendida. Veja a resposta em Configurações." */
export function privacyRequestSentence(data: Pick<PrivacyRequestNotificationData, "kind" | "status">) {
  const what = PRIVACY_REQUEST_KINDS[data.kind];
  return `Sua solicitação “${what}” foi ${data.status}. Veja a resposta em Configurações.`;
}

export function isPrivacyRequestData(data: unknown): data is PrivacyRequestNotificationData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    typeof d.kind === "string" &&
    Object.hasOwn(PRIVACY_REQUEST_KINDS, d.kind) &&
    (d.status === "atendida" || d.status === "recusada")
  );
}

/** What an operator's decision on a cashback withdrawal stores for the militar. */
export interface CashbackWithdrawalNotificationData {
  withdrawalId: string;
  amountCents: number;
  status: "pago" | "recusado";
  reason: string | null;
}

/** "Seu saque de R$ 50,00 foi pago por Pix." / "... foi recusado: motivo. O valor voltou ao seu saldo." */
export function cashbackWithdrawalSentence(
  data: Pick<CashbackWithdrawalNotificationData, "amountCents" | "status" | "reason">,
) {
  const amount = formatCents(data.amountCents).replace(/\u00a0/g, " ");
  if (data.status === "pago") return `Seu saque de ${amount} foi pago por Pix.`;
  const reason = data.reason ? `: ${data.reason.replace(/[.\s]+$/, "")}` : "";
  return `Seu saque de ${amount} foi recusado${reason}. O valor voltou ao seu saldo.`;
}

export function isCashbackWithdrawalData(data: unknown): data is CashbackWithdrawalNotificationData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return Number.isInteger(d.amountCents) && (d.status === "pago" || d.status === "recusado");
}

/** What completing a learning path stores for the militar. */
export interface LearningCompletedNotificationData {
  pathSlug: string;
  pathTitle: string;
  code: string;
}

/** "Você concluiu a trilha Logística e armazenagem. Seu certificado está disponível." */
export function learningCompletedSentence(data: Pick<LearningCompletedNotificationData, "pathTitle">) {
  return `Você concluiu a trilha ${data.pathTitle}. Seu certificado está disponível.`;
}

export function isLearningCompletedData(data: unknown): data is LearningCompletedNotificationData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.pathSlug === "string" && typeof d.pathTitle === "string" && typeof d.code === "string";
}

/** What an invitation from the talent bank stores for the militar. */
export interface TalentInvitationNotificationData {
  invitationId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
}

/** "Logística Forte convidou você para a vaga Motorista de Entregas." */
export function talentInvitationSentence(data: Pick<TalentInvitationNotificationData, "jobTitle" | "companyName">) {
  return `${data.companyName} convidou você para a vaga ${data.jobTitle}.`;
}

export function isTalentInvitationData(data: unknown): data is TalentInvitationNotificationData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.jobTitle === "string" && typeof d.companyName === "string" && typeof d.invitationId === "string";
}

/** What the till's confirmation stores for the militar: the offer and the cashback credited. */
export interface BenefitUsedNotificationData {
  redemptionId: string;
  offerTitle: string;
  /** Cashback credited by the use, pending its contest window; 0 when none. */
  cashbackCents: number;
}

/** What the cashback worker stores when a use's pending cashback becomes available. */
export interface CashbackAvailableNotificationData {
  redemptionId: string;
  offerTitle: string;
  cashbackCents: number;
}

const reais = (cents: number) => formatCents(cents).replace(/\u00a0/g, " ");

/** "Seu benefício 20% em consultas foi usado. Cashback de R$ 7,55 pendente por 30 dias." */
export function benefitUsedSentence(data: Pick<BenefitUsedNotificationData, "offerTitle" | "cashbackCents">): string {
  const cashback = data.cashbackCents > 0 ? ` Cashback de ${reais(data.cashbackCents)} pendente por 30 dias.` : "";
  return `Seu benefício ${data.offerTitle} foi usado.${cashback}`;
}

/** "Seu cashback de R$ 7,55 (20% em consultas) está disponível para saque." */
export function cashbackAvailableSentence(
  data: Pick<CashbackAvailableNotificationData, "offerTitle" | "cashbackCents">,
) {
  return `Seu cashback de ${reais(data.cashbackCents)} (${data.offerTitle}) está disponível para saque.`;
}

const isBenefitData = (data: unknown): data is { offerTitle: string; cashbackCents: number } =>
  typeof data === "object" &&
  data !== null &&
  typeof (data as Record<string, unknown>).offerTitle === "string" &&
  Number.isInteger((data as Record<string, unknown>).cashbackCents);

/** What the trigger stores when a company changes an application's status. */
export interface ApplicationStatusNotificationData {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  status: ApplicationStatus;
  previousStatus: ApplicationStatus | null;
}

const STATUS_SENTENCES: Record<ApplicationStatus, string> = {
  pendente: "voltou a ficar pendente",
  em_analise: "está em análise",
  aprovado: "foi aprovada",
  rejeitado: "não foi selecionada",
};

/** "Sua candidatura para Coordenador de Logística na Logística Forte está em análise." */
export function applicationStatusSentence(
  data: Pick<ApplicationStatusNotificationData, "jobTitle" | "companyName" | "status">,
): string {
  const what = Object.hasOwn(STATUS_SENTENCES, data.status) ? STATUS_SENTENCES[data.status] : "foi atualizada";
  const where = data.companyName ? ` na ${data.companyName}` : "";
  return `Sua candidatura para ${data.jobTitle}${where} ${what}.`;
}

/**
 * Where the bell takes the militar for a notification: an invitation to the dashboard's section,
 * a completed path to its page, an alert's new jobs to the alerts' page, the rest to the board.
 */
export function notificationPath(kind: string, data?: unknown): string {
  // A company member's: the candidate's sheet, opened over the candidates list.
  if (
    (kind === "team_mention" && isTeamMentionData(data)) ||
    (kind === "new_application" && isNewApplicationData(data))
  ) {
    return href("companyCandidates", {}, { candidatura: data.applicationId });
  }
  if (kind === "interview" && isInterviewData(data)) {
    return data.to === "empresa"
      ? href("companyCandidates", {}, { candidatura: data.applicationId })
      : `${href("militaryApplications")}#entrevista-${data.interviewId}`;
  }
  if (kind === "community_answer" && isCommunityAnswerData(data)) {
    return href("militaryCommunityQuestion", { id: data.questionId });
  }
  if (kind === "community_moderation") return href("militaryCommunity");
  if (kind === "mentorship") return href("militaryMentoring");
  if (kind === "talent_invitation") return "/app#convites";
  if (kind === "privacy_request") return "/app/configuracoes#secao-privacidade";
  if (kind === "job_alert") return href("militaryAlerts");
  if (kind === "learning_completed" && isLearningCompletedData(data)) return `/app/trilhas/${data.pathSlug}`;
  if (kind === "benefit_used" || kind === "cashback_available" || kind === "cashback_withdrawal") {
    return "/app/beneficios/historico";
  }
  return "/app/vagas";
}

/** The bell's text for any notification; an unknown kind still says something true. */
export function notificationText(kind: string, data: unknown): string {
  if (kind === "application_status" && isApplicationStatusData(data)) return applicationStatusSentence(data);
  if (kind === "benefit_used" && isBenefitData(data)) return benefitUsedSentence(data);
  if (kind === "cashback_available" && isBenefitData(data)) return cashbackAvailableSentence(data);
  if (kind === "talent_invitation" && isTalentInvitationData(data)) return talentInvitationSentence(data);
  if (kind === "learning_completed" && isLearningCompletedData(data)) return learningCompletedSentence(data);
  if (kind === "cashback_withdrawal" && isCashbackWithdrawalData(data)) return cashbackWithdrawalSentence(data);
  if (kind === "privacy_request" && isPrivacyRequestData(data)) return privacyRequestSentence(data);
  if (kind === "job_alert" && isJobAlertData(data)) return jobAlertSentence(data);
  if (kind === "team_mention" && isTeamMentionData(data)) return teamMentionSentence(data);
  if (kind === "new_application" && isNewApplicationData(data)) return newApplicationSentence(data);
  if (kind === "interview" && isInterviewData(data)) return interviewSentence(data);
  if (kind === "community_answer" && isCommunityAnswerData(data)) return communityAnswerSentence(data);
  if (kind === "community_moderation" && isCommunityModerationData(data)) return communityModerationSentence(data);
  if (kind === "mentorship" && isMentorshipData(data)) return mentorshipSentence(data);
  return "Você tem uma nova notificação.";
}

/** "Carla Mendes mencionou você em uma nota sobre João da Silva (Coordenador de Logística)." */
export function teamMentionSentence(data: Pick<TeamMentionData, "authorName" | "candidateName" | "jobTitle">): string {
  const about = data.candidateName ? ` sobre ${data.candidateName}` : "";
  return `${data.authorName} mencionou você em uma nota${about} (${data.jobTitle}).`;
}

/** "Nova candidatura de João da Silva para Coordenador de Logística." */
export function newApplicationSentence(data: Pick<NewApplicationData, "candidateName" | "jobTitle">): string {
  const from = data.candidateName ? ` de ${data.candidateName}` : "";
  return `Nova candidatura${from} para ${data.jobTitle}.`;
}

const hasStrings = (data: unknown, keys: string[]) =>
  typeof data === "object" &&
  data !== null &&
  keys.every((k) => typeof (data as Record<string, unknown>)[k] === "string");

export function isTeamMentionData(data: unknown): data is TeamMentionData {
  return hasStrings(data, ["applicationId", "authorName", "candidateName", "jobTitle", "excerpt"]);
}

export function isNewApplicationData(data: unknown): data is NewApplicationData {
  return hasStrings(data, ["applicationId", "candidateName", "jobTitle"]);
}

/** Whether a notification of this kind carries the data its sentence needs (the e-mail worker's check). */
export function isBenefitNotification(kind: string, data: unknown): data is BenefitUsedNotificationData {
  return (kind === "benefit_used" || kind === "cashback_available") && isBenefitData(data);
}

/** The subject of the e-mail sent for a status change. */
export function applicationStatusEmailSubject(jobTitle: string): string {
  return `Sua candidatura para ${jobTitle} foi atualizada`;
}

export function isApplicationStatusData(data: unknown): data is ApplicationStatusNotificationData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    typeof d.jobTitle === "string" &&
    typeof d.status === "string" &&
    Object.hasOwn(STATUS_SENTENCES, d.status) &&
    (d.companyName === undefined || typeof d.companyName === "string")
  );
}

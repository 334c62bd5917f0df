// Notifications: what the bell and the e-mail say about an application's new status.
import { z } from "zod";
import type { ApplicationStatus } from "./applications";

/** POST /api/notifications/read: the given notifications, or all of them with no ids. */
export const markNotificationsReadSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: "Notificação inválida" }))
    .max(100, "Informe no máximo 100 notificações")
    .optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

// --- Notifications -------------------------------------------------------------------------------

export const NOTIFICATION_KINDS = ["application_status"] as const;

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

/** The bell's text for any notification; an unknown kind still says something true. */
export function notificationText(kind: string, data: unknown): string {
  if (kind === "application_status" && isApplicationStatusData(data)) return applicationStatusSentence(data);
  return "Você tem uma nova notificação.";
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

// Alertas de vagas: the frequencies, limits and pt-BR texts, and the sentence the bell shows for an
// alert's new jobs. Zod-free on purpose: the bell and the pages that only show an alert import these
// without zod; the schemas are in alerts.ts.

export const ALERT_FREQUENCIES = ["imediato", "diario"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  imediato: "Imediato",
  diario: "Diário",
};

export const ALERT_FREQUENCY_HINTS: Record<AlertFrequency, string> = {
  imediato: "Um e-mail em até 15 minutos quando uma vaga nova combinar com a busca",
  diario: "Um resumo por dia, às 8h (horário de Brasília), com as vagas novas",
};

/** Why an alert stopped sending: its owner paused it, its e-mail's link did, or its address bounced. */
export const ALERT_PAUSE_REASONS = ["usuario", "descadastro", "falha_envio"] as const;
export type AlertPauseReason = (typeof ALERT_PAUSE_REASONS)[number];

export const ALERT_PAUSE_LABELS: Record<AlertPauseReason, string> = {
  usuario: "Pausado",
  descadastro: "Pausado pelo link do e-mail",
  falha_envio: "Pausado: o e-mail não pôde ser entregue",
};

/** A militar's alerts, at most. */
export const MAX_ALERTS_PER_MILITAR = 20;
/** A visitor's alerts per address, confirmed or waiting for confirmation. */
export const MAX_ALERTS_PER_ADDRESS = 5;
/** Jobs listed in one alert e-mail; the rest are behind 'Ver todas as N vagas'. */
export const ALERT_EMAIL_JOBS = 10;
/** How long a visitor's unconfirmed alert waits for its confirmation before it is deleted. */
export const ALERT_CONFIRMATION_HOURS = 48;
/** The daily digest's hour, in Brazil's time (America/Sao_Paulo). */
export const ALERT_DIGEST_HOUR = 8;
export const ALERT_NAME_MAX = 80;

export const alertMessages = {
  nameRequired: "Dê um nome ao alerta",
  nameTooLong: `O nome pode ter no máximo ${ALERT_NAME_MAX} caracteres`,
  frequencyInvalid: "Escolha a frequência do alerta",
  emailInvalid: "Informe um e-mail válido",
  companyInvalid: "Empresa inválida",
  emptySearch: "Escolha ao menos um filtro ou digite o que procura antes de criar o alerta",
  tooMany: `Você já tem ${MAX_ALERTS_PER_MILITAR} alertas. Exclua um para criar outro.`,
  notFound: "Alerta não encontrado",
  created: "Alerta criado. Avisaremos quando surgirem vagas novas.",
  updated: "Alerta atualizado",
  deleted: "Alerta excluído",
  paused: "Alerta pausado",
  resumed: "Alerta reativado",
  following: "Você está seguindo esta empresa",
  unfollowed: "Você deixou de seguir esta empresa",
  subscribed: "Enviamos um link de confirmação para o seu e-mail. O alerta começa a valer depois que você confirmar.",
  invalidLink: "Este link é inválido ou expirou",
  confirmed: "Alerta confirmado",
  unsubscribed: "Alerta pausado. Você não receberá mais e-mails dele.",
  erased: "Seus alertas e seu e-mail foram excluídos",
  tooManyTries: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  empty: "Você ainda não tem alertas",
  emptyHint: "Faça uma busca em Vagas e clique em 'Criar alerta' para receber as vagas novas por e-mail.",
} as const;

// --- The bell --------------------------------------------------------------------------------------

/** What an alert's sending stores in the militar's bell. */
export interface JobAlertNotificationData {
  alertId: string;
  alertName: string;
  count: number;
  /** The first job, named when it is the only one. */
  jobTitle: string | null;
}

/** "Nova vaga para o alerta “Motorista SP”: Motorista de entregas." / "3 vagas novas para o alerta …". */
export function jobAlertSentence(data: Pick<JobAlertNotificationData, "alertName" | "count" | "jobTitle">) {
  if (data.count === 1 && data.jobTitle) return `Nova vaga para o alerta “${data.alertName}”: ${data.jobTitle}.`;
  return `${data.count} vagas novas para o alerta “${data.alertName}”.`;
}

export function isJobAlertData(data: unknown): data is JobAlertNotificationData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.alertId === "string" && typeof d.alertName === "string" && Number.isInteger(d.count);
}

export const REGIMES = ["CLT", "PJ", "Estágio", "Freelancer", "Temporário"] as const;
export type Regime = (typeof REGIMES)[number];

export const MODALITIES = ["Remoto", "Híbrido", "Presencial"] as const;
export type Modality = (typeof MODALITIES)[number];

export const APPLICATION_STATUSES = ["pendente", "em_analise", "aprovado", "rejeitado"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Labels a company sees. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pendente: "Pendente",
  em_analise: "Em Análise",
  aprovado: "Aprovado",
  rejeitado: "Rejeitado",
};

/** Statuses that hold one of a military user's active-application slots. */
export const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["pendente", "em_analise"];

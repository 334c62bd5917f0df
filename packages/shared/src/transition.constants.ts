// 'Plano de transição': the limits, steps, dates and pt-BR texts the occupation pages and the
// militar's plan show. Zod-free on purpose: the pages that only show the plan import these without
// zod; the schemas are in transition.ts. What the dashboard's plan card says before there is a plan
// is in transition.dashboard.ts, re-exported here.
import { NO_PLAN_YET } from "./transition.dashboard";

export * from "./transition.dashboard";

/** Pay figures are shown from this many jobs with a salary; under it, 'Sem dados suficientes'. */
export const PAY_MIN_JOBS = 5;
/** The window of the pay and requirement figures, in months (the current one included). */
export const OCCUPATION_WINDOW_MONTHS = 12;
/** The newest jobs shown on an occupation's page. */
export const OCCUPATION_NEWEST_JOBS = 5;
/** The requirements shown on an occupation's page, the most asked first. */
export const OCCUPATION_TOP_REQUIREMENTS = 12;
/** How far the discharge date may be: up to 10 years ahead, down to 5 years past. */
export const DISCHARGE_MAX_YEARS_AHEAD = 10;
export const DISCHARGE_MAX_YEARS_PAST = 5;
/** The timeline starts this many months before the discharge date. */
export const PLAN_TIMELINE_MONTHS = 12;

export const transitionMessages = {
  occupationNotFound: "Ocupação não encontrada",
  occupationInvalid: "Escolha uma ocupação da CBO (código de 6 dígitos)",
  dischargeInvalid: "Informe a data no formato dd/mm/aaaa",
  dischargeTooFar: `A data prevista de desligamento não pode passar de ${DISCHARGE_MAX_YEARS_AHEAD} anos a partir de hoje`,
  dischargeTooOld: `A data prevista de desligamento não pode ser de mais de ${DISCHARGE_MAX_YEARS_PAST} anos atrás`,
  planSaved: "Plano de transição salvo",
  goalChosen: "Objetivo definido: esta ocupação agora orienta seu currículo e as vagas recomendadas",
  notEnoughPay: "Sem dados suficientes",
  payNote:
    "Calculado apenas com vagas publicadas na Próxima Missão com salário informado, nos últimos 12 meses. Numa faixa salarial, o mínimo considera o menor valor, o máximo o maior e a mediana o valor do meio.",
  remindersOff: "Pronto: você não receberá mais os lembretes mensais do plano de transição.",
  invalidLink: "Este link é inválido ou expirou",
  noPlanYet: NO_PLAN_YET,
} as const;

/** The plan's steps, in the order of the timeline. */
export const TRANSITION_STEPS = [
  "perfil",
  "ocupacao",
  "trilhas",
  "curriculo",
  "alerta",
  "candidaturas",
  "entrevistas",
] as const;
export type TransitionStep = (typeof TRANSITION_STEPS)[number];

export const TRANSITION_STEP_LABELS: Record<TransitionStep, string> = {
  perfil: "Completar o perfil",
  ocupacao: "Escolher uma ocupação",
  trilhas: "Fazer uma trilha que cubra o que falta",
  curriculo: "Deixar o currículo pronto",
  alerta: "Criar um alerta de vagas",
  candidaturas: "Enviar as primeiras candidaturas",
  entrevistas: "Fazer entrevistas",
};

/** What each step asks, shown under its label. */
export const TRANSITION_STEP_HINTS: Record<TransitionStep, string> = {
  perfil: "Especialidades, cidade e um resumo sobre você: é o que as empresas leem primeiro.",
  ocupacao: "Veja as ocupações sugeridas para a sua experiência e escolha uma como objetivo.",
  trilhas: "Conclua uma trilha que ensine o que as vagas da sua ocupação pedem e você ainda não tem.",
  curriculo: "Preencha as seções obrigatórias do currículo em palavras civis.",
  alerta: "Receba por e-mail as vagas novas que combinam com a sua busca.",
  candidaturas: "Candidate-se às vagas que combinam com você.",
  entrevistas: "Confirme um horário de entrevista proposto por uma empresa.",
};

/** Where in the product each step is done. */
export const TRANSITION_STEP_LINKS: Record<TransitionStep, string> = {
  perfil: "/app/perfil",
  ocupacao: "/app/plano#ocupacao",
  trilhas: "/app/trilhas",
  curriculo: "/app/curriculo",
  alerta: "/app/vagas",
  candidaturas: "/app/vagas",
  entrevistas: "/app/candidaturas",
};

/** How many months before the discharge date each step is due. */
export const TRANSITION_STEP_DUE_MONTHS: Record<TransitionStep, number> = {
  perfil: 12,
  ocupacao: 11,
  trilhas: 8,
  curriculo: 6,
  alerta: 5,
  candidaturas: 4,
  entrevistas: 2,
};

/** YYYY-MM-DD plus `months` (negative goes back), the day kept or the month's last when it has fewer. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** A requirement the jobs ask, and whether the militar holds it. */
export interface RequirementFit {
  key: string;
  label: string;
  /** How many of the jobs counted ask it. */
  jobs: number;
  have: boolean;
}

export interface OccupationPay {
  /** Jobs with a salary in the window. */
  jobs: number;
  /** Null under PAY_MIN_JOBS jobs: never a figure from too few. */
  min: number | null;
  median: number | null;
  max: number | null;
}

export interface TransitionStepView {
  key: TransitionStep;
  label: string;
  hint: string;
  href: string;
  done: boolean;
  /** YYYY-MM-DD (Brazil) when the product saw it done. */
  doneOn: string | null;
  /** YYYY-MM-DD it is due, from the discharge date; null without one. */
  dueOn: string | null;
  overdue: boolean;
}

/** The first step not done, in the timeline's order; null when all are done. */
export function nextStep<S extends { done: boolean }>(steps: readonly S[]): S | null {
  return steps.find((s) => !s.done) ?? null;
}

/** Whole months from `today` to `day` (negative once past). */
export function monthsUntil(today: string, day: string): number {
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return (y - ty) * 12 + (m - tm) - (d < td ? 1 : 0);
}

/** The console's buckets of months to discharge. */
export const DISCHARGE_BUCKETS = {
  sem_data: "Sem data (veteranos)",
  desligado: "Já desligados",
  ate_3: "Até 3 meses",
  de_4_a_6: "De 4 a 6 meses",
  de_7_a_12: "De 7 a 12 meses",
  mais_de_12: "Mais de 12 meses",
} as const;
export type DischargeBucket = keyof typeof DISCHARGE_BUCKETS;

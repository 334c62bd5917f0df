// The choices of onboarding and the military profile, with their pt-BR labels. Zod-free on
// purpose: public pages (the help center) import these; the schemas live in profile.military.ts.

export const MILITARY_BRANCHES = ["exercito", "marinha", "aeronautica", "pm", "bombeiros"] as const;
export const MILITARY_BRANCH_LABELS: Record<(typeof MILITARY_BRANCHES)[number], string> = {
  exercito: "Exército",
  marinha: "Marinha",
  aeronautica: "Aeronáutica",
  pm: "Polícia Militar",
  bombeiros: "Corpo de Bombeiros",
};

export const RANKS = [
  "soldado-variavel",
  "soldado-profissional",
  "cabo",
  "3-sargento",
  "2-tenente",
  "1-tenente",
] as const;
/** The one name of the rank field, in forms, profiles and the candidate sheet alike. */
export const RANK_FIELD_LABEL = "Posto ou graduação";

export const RANK_LABELS: Record<(typeof RANKS)[number], string> = {
  "soldado-variavel": "Soldado (efetivo variável)",
  "soldado-profissional": "Soldado profissional",
  cabo: "Cabo",
  "3-sargento": "3º Sargento",
  "2-tenente": "2º Tenente",
  "1-tenente": "1º Tenente",
};

export const DESIRED_AREAS = ["logistica", "seguranca", "gestao", "tecnologia", "operacoes", "outros"] as const;
export const DESIRED_AREA_LABELS: Record<(typeof DESIRED_AREAS)[number], string> = {
  logistica: "Logística",
  seguranca: "Segurança",
  gestao: "Gestão",
  tecnologia: "Tecnologia",
  operacoes: "Operações",
  outros: "Outros",
};

export const EXPERIENCE_LEVELS = ["iniciante", "intermediario", "avancado", "especialista"] as const;
export const EXPERIENCE_LEVEL_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  iniciante: "Iniciante",
  intermediario: "Intermediário",
  avancado: "Avançado",
  especialista: "Especialista",
};

export const AVAILABILITIES = ["imediata", "30-dias", "60-dias", "flexivel"] as const;
export const AVAILABILITY_LABELS: Record<(typeof AVAILABILITIES)[number], string> = {
  imediata: "Imediata",
  "30-dias": "Em 30 dias",
  "60-dias": "Em 60 dias",
  flexivel: "Flexível",
};

export const MIN_YEARS_OF_SERVICE = 1;
export const MAX_YEARS_OF_SERVICE = 8;
export const MIN_INCORPORATION_YEAR = 1950;
export const MAX_SPECIALTIES = 20;

export type MilitaryBranch = (typeof MILITARY_BRANCHES)[number];
export type Rank = (typeof RANKS)[number];
export type DesiredArea = (typeof DESIRED_AREAS)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Availability = (typeof AVAILABILITIES)[number];

export const isMilitaryBranch = (v: unknown): v is MilitaryBranch =>
  typeof v === "string" && (MILITARY_BRANCHES as readonly string[]).includes(v);
export const isRank = (v: unknown): v is Rank => typeof v === "string" && (RANKS as readonly string[]).includes(v);

/** Latest incorporation year a form may offer: the current year. */
export const maxIncorporationYear = (now = new Date()) => now.getFullYear();

/** Years of service offered by the pickers: 1 to 8. */
export const YEARS_OF_SERVICE_OPTIONS = Array.from(
  { length: MAX_YEARS_OF_SERVICE - MIN_YEARS_OF_SERVICE + 1 },
  (_, i) => MIN_YEARS_OF_SERVICE + i,
);

/** "1 ano", "5 anos". */
export const yearsOfServiceLabel = (years: number) => `${years} ${years === 1 ? "ano" : "anos"}`;

/** A closed list as a select's choices, in its order: the stored value and what the user reads. */
export const choiceOptions = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The militar profile's closed lists as select choices (the profile form and the talent search). */
export const MILITARY_CHOICES = {
  branch: choiceOptions(MILITARY_BRANCHES, MILITARY_BRANCH_LABELS),
  rank: choiceOptions(RANKS, RANK_LABELS),
  yearsOfService: YEARS_OF_SERVICE_OPTIONS.map((years) => ({
    value: String(years),
    label: yearsOfServiceLabel(years),
  })),
  desiredArea: choiceOptions(DESIRED_AREAS, DESIRED_AREA_LABELS),
  experienceLevel: choiceOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS),
  availability: choiceOptions(AVAILABILITIES, AVAILABILITY_LABELS),
};

/** Incorporation years offered by the pickers, newest first. */
export function incorporationYearOptions(now = new Date()): number[] {
  const last = maxIncorporationYear(now);
  return Array.from({ length: last - MIN_INCORPORATION_YEAR + 1 }, (_, i) => last - i);
}

/** The onboarding wizard's steps, in order. */
export const ONBOARDING_STEPS = [
  "Informações Pessoais",
  "Experiência Militar",
  "Objetivos Profissionais",
  "Finalização",
] as const;

/** The label of a stored choice, or the stored value itself when it is not one of ours. */
export function choiceLabel<K extends string>(
  labels: Record<K, string>,
  value: string | null | undefined,
): string | null {
  if (!value) return null;
  return (labels as Record<string, string>)[value] ?? value;
}

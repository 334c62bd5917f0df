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

/**
 * Every posto and graduação of the five forças, one key per name: a Cabo is `cabo` in every força,
 * so the talent bank's filter and the reports count them together. Ordered from the lowest
 * graduação to the highest posto; `BRANCH_RANKS` says which belong to each força.
 */
export const RANKS = [
  "soldado-variavel",
  "soldado-profissional",
  "soldado",
  "soldado-2-classe",
  "soldado-1-classe",
  "marinheiro-recruta",
  "grumete",
  "marinheiro",
  "soldado-fuzileiro-naval",
  "taifeiro-2-classe",
  "taifeiro-1-classe",
  "taifeiro-mor",
  "cabo",
  "3-sargento",
  "2-sargento",
  "1-sargento",
  "subtenente",
  "suboficial",
  "aspirante",
  "guarda-marinha",
  "2-tenente",
  "1-tenente",
  "capitao-tenente",
  "capitao",
  "capitao-corveta",
  "major",
  "capitao-fragata",
  "tenente-coronel",
  "capitao-mar-guerra",
  "coronel",
  "general-brigada",
  "contra-almirante",
  "brigadeiro",
  "general-divisao",
  "vice-almirante",
  "major-brigadeiro",
  "general-exercito",
  "almirante-esquadra",
  "tenente-brigadeiro",
] as const;
/** The one name of the rank field, in forms, profiles and the candidate sheet alike. */
export const RANK_FIELD_LABEL = "Posto ou graduação";

export const RANK_LABELS: Record<(typeof RANKS)[number], string> = {
  "soldado-variavel": "Soldado (efetivo variável)",
  "soldado-profissional": "Soldado profissional",
  soldado: "Soldado",
  "soldado-2-classe": "Soldado de 2ª classe",
  "soldado-1-classe": "Soldado de 1ª classe",
  "marinheiro-recruta": "Marinheiro-recruta",
  grumete: "Grumete",
  marinheiro: "Marinheiro",
  "soldado-fuzileiro-naval": "Soldado fuzileiro naval",
  "taifeiro-2-classe": "Taifeiro de 2ª classe",
  "taifeiro-1-classe": "Taifeiro de 1ª classe",
  "taifeiro-mor": "Taifeiro-mor",
  cabo: "Cabo",
  "3-sargento": "3º Sargento",
  "2-sargento": "2º Sargento",
  "1-sargento": "1º Sargento",
  subtenente: "Subtenente",
  suboficial: "Suboficial",
  aspirante: "Aspirante a oficial",
  "guarda-marinha": "Guarda-marinha",
  "2-tenente": "2º Tenente",
  "1-tenente": "1º Tenente",
  "capitao-tenente": "Capitão-tenente",
  capitao: "Capitão",
  "capitao-corveta": "Capitão de corveta",
  major: "Major",
  "capitao-fragata": "Capitão de fragata",
  "tenente-coronel": "Tenente-coronel",
  "capitao-mar-guerra": "Capitão de mar e guerra",
  coronel: "Coronel",
  "general-brigada": "General de brigada",
  "contra-almirante": "Contra-almirante",
  brigadeiro: "Brigadeiro",
  "general-divisao": "General de divisão",
  "vice-almirante": "Vice-almirante",
  "major-brigadeiro": "Major-brigadeiro",
  "general-exercito": "General de exército",
  "almirante-esquadra": "Almirante de esquadra",
  "tenente-brigadeiro": "Tenente-brigadeiro do ar",
};

/** Polícias and Corpos de Bombeiros Militares share one hierarchy, with no generals. */
const STATE_FORCE_RANKS = [
  "soldado",
  "cabo",
  "3-sargento",
  "2-sargento",
  "1-sargento",
  "subtenente",
  "aspirante",
  "2-tenente",
  "1-tenente",
  "capitao",
  "major",
  "tenente-coronel",
  "coronel",
] as const satisfies readonly Rank[];

/**
 * The postos and graduações of each força, as its pickers offer them: first the ranks most of
 * those leaving after temporary service hold (for the Exército, the spec's own list, in its
 * order), then the others from the lowest up. Polícias and Corpos de Bombeiros Militares follow
 * the hierarchy most states share (Lei 14.751/2023 names the same ranks for every state).
 */
export const BRANCH_RANKS: Record<MilitaryBranch, readonly Rank[]> = {
  exercito: [
    "soldado-variavel",
    "soldado-profissional",
    "cabo",
    "3-sargento",
    "2-tenente",
    "1-tenente",
    "2-sargento",
    "1-sargento",
    "subtenente",
    "aspirante",
    "capitao",
    "major",
    "tenente-coronel",
    "coronel",
    "general-brigada",
    "general-divisao",
    "general-exercito",
  ],
  marinha: [
    "marinheiro",
    "cabo",
    "3-sargento",
    "2-tenente",
    "1-tenente",
    "marinheiro-recruta",
    "grumete",
    "soldado-fuzileiro-naval",
    "2-sargento",
    "1-sargento",
    "suboficial",
    "guarda-marinha",
    "capitao-tenente",
    "capitao-corveta",
    "capitao-fragata",
    "capitao-mar-guerra",
    "contra-almirante",
    "vice-almirante",
    "almirante-esquadra",
  ],
  aeronautica: [
    "soldado-2-classe",
    "soldado-1-classe",
    "cabo",
    "3-sargento",
    "2-tenente",
    "1-tenente",
    "taifeiro-2-classe",
    "taifeiro-1-classe",
    "taifeiro-mor",
    "2-sargento",
    "1-sargento",
    "suboficial",
    "aspirante",
    "capitao",
    "major",
    "tenente-coronel",
    "coronel",
    "brigadeiro",
    "major-brigadeiro",
    "tenente-brigadeiro",
  ],
  pm: STATE_FORCE_RANKS,
  bombeiros: STATE_FORCE_RANKS,
};

/** Where a rank stands, the same in every força: what the translator reads as command. */
export const RANK_TIERS = [
  "soldado",
  "cabo",
  "sargento",
  "subtenente",
  "tenente",
  "capitao",
  "oficial-superior",
  "oficial-general",
] as const;
export type RankTier = (typeof RANK_TIERS)[number];

export const RANK_TIER: Record<(typeof RANKS)[number], RankTier> = {
  "soldado-variavel": "soldado",
  "soldado-profissional": "soldado",
  soldado: "soldado",
  "soldado-2-classe": "soldado",
  "soldado-1-classe": "soldado",
  "marinheiro-recruta": "soldado",
  grumete: "soldado",
  marinheiro: "soldado",
  "soldado-fuzileiro-naval": "soldado",
  "taifeiro-2-classe": "soldado",
  "taifeiro-1-classe": "soldado",
  "taifeiro-mor": "cabo",
  cabo: "cabo",
  "3-sargento": "sargento",
  "2-sargento": "sargento",
  "1-sargento": "sargento",
  subtenente: "subtenente",
  suboficial: "subtenente",
  aspirante: "tenente",
  "guarda-marinha": "tenente",
  "2-tenente": "tenente",
  "1-tenente": "tenente",
  "capitao-tenente": "capitao",
  capitao: "capitao",
  "capitao-corveta": "oficial-superior",
  major: "oficial-superior",
  "capitao-fragata": "oficial-superior",
  "tenente-coronel": "oficial-superior",
  "capitao-mar-guerra": "oficial-superior",
  coronel: "oficial-superior",
  "general-brigada": "oficial-general",
  "contra-almirante": "oficial-general",
  brigadeiro: "oficial-general",
  "general-divisao": "oficial-general",
  "vice-almirante": "oficial-general",
  "major-brigadeiro": "oficial-general",
  "general-exercito": "oficial-general",
  "almirante-esquadra": "oficial-general",
  "tenente-brigadeiro": "oficial-general",
};

/** 'Situação': where the militar stands today. */
export const SERVICE_STATUSES = ["ativa-temporario", "ativa-carreira", "reserva", "licenciado"] as const;
export const SERVICE_STATUS_FIELD_LABEL = "Situação";
export const SERVICE_STATUS_LABELS: Record<(typeof SERVICE_STATUSES)[number], string> = {
  "ativa-temporario": "Na ativa — temporário",
  "ativa-carreira": "Na ativa — de carreira",
  reserva: "Reserva/reformado",
  licenciado: "Licenciado",
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
export const MAX_YEARS_OF_SERVICE = 40;
export const MIN_INCORPORATION_YEAR = 1950;
export const MAX_SPECIALTIES = 20;

export type MilitaryBranch = (typeof MILITARY_BRANCHES)[number];
export type Rank = (typeof RANKS)[number];
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export type DesiredArea = (typeof DESIRED_AREAS)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Availability = (typeof AVAILABILITIES)[number];

export const isMilitaryBranch = (v: unknown): v is MilitaryBranch =>
  typeof v === "string" && (MILITARY_BRANCHES as readonly string[]).includes(v);
export const isRank = (v: unknown): v is Rank => typeof v === "string" && (RANKS as readonly string[]).includes(v);
/** Whether `rank` is one of the força's own postos and graduações (false for an unknown força). */
export const isRankOf = (branch: string, rank: string): rank is Rank =>
  isMilitaryBranch(branch) && (BRANCH_RANKS[branch] as readonly string[]).includes(rank);

/** Latest incorporation year a form may offer: the current year. */
export const maxIncorporationYear = (now = new Date()) => now.getFullYear();

/** Years of service offered by the pickers: 1 to 40 (a veteran of the PM retires after 30 or more). */
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
  serviceStatus: choiceOptions(SERVICE_STATUSES, SERVICE_STATUS_LABELS),
  yearsOfService: YEARS_OF_SERVICE_OPTIONS.map((years) => ({
    value: String(years),
    label: yearsOfServiceLabel(years),
  })),
  desiredArea: choiceOptions(DESIRED_AREAS, DESIRED_AREA_LABELS),
  experienceLevel: choiceOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS),
  availability: choiceOptions(AVAILABILITIES, AVAILABILITY_LABELS),
};

/** A força's ranks as select choices, in its order; every rank (lowest first) when no força is chosen. */
export const rankChoices = (branch: MilitaryBranch | null | undefined) =>
  choiceOptions(branch ? BRANCH_RANKS[branch] : RANKS, RANK_LABELS);

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

/** 'Exército · 3º Sargento': a força and posto as their labels (a code not listed reads as itself). */
export function serviceLine(force: string | null, rank: string | null): string {
  const label = (labels: Record<string, string>, value: string | null) => (value ? (labels[value] ?? value) : null);
  return [label(MILITARY_BRANCH_LABELS, force), label(RANK_LABELS, rank)].filter(Boolean).join(" · ");
}

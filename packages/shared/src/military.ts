// Choices offered by onboarding and the military profile.

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

// The skills translator (military → civilian occupations of the CBO 2002): what the militar
// reads about it, in pt-BR. Zod-free; the request's schema is in skills.schemas.ts.

/** How much command a rank implies, as the translator weighs it. */
export const LEADERSHIP_LEVELS = ["execucao", "supervisao", "gestao"] as const;
export type LeadershipLevel = (typeof LEADERSHIP_LEVELS)[number];
export const LEADERSHIP_LABELS: Record<LeadershipLevel, string> = {
  execucao: "Execução",
  supervisao: "Supervisão de equipe",
  gestao: "Gestão e comando",
};

/** At most this many suggestions come back, best first. */
export const MAX_SUGGESTED_OCCUPATIONS = 10;

/** The CBO code of an ocupação: six digits, leading zeros kept. */
export const CBO_OCCUPATION_CODE = /^\d{6}$/;

export const skillsMessages = {
  suggestedTitle: "Ocupações civis sugeridas",
  suggestedHint:
    "Com base na sua força, posto e especialidades, estas ocupações da CBO (Classificação Brasileira de Ocupações) combinam com a sua experiência. Confirme as que representam você.",
  noSuggestions: "Informe suas especialidades para ver ocupações civis sugeridas.",
  confirm: "Confirmar",
  remove: "Remover",
  confirmed: "Confirmada",
  removed: "Removida",
  undo: "Desfazer",
  whyLabel: "Por quê",
  loadError: "Não foi possível carregar as ocupações sugeridas.",
  saveError: "Não foi possível salvar sua escolha. Tente novamente.",
  occupationUnknown: "Ocupação não encontrada na CBO",
} as const;

// 'Perguntas de triagem': the question types, limits and pt-BR texts, and how an answer reads.
// Zod-free on purpose: the pages that only show questions and answers import these without zod;
// the schemas and the checks are in screening.ts.

export const QUESTION_TYPES = ["sim_nao", "multipla_escolha", "numero", "texto_curto"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  sim_nao: "Sim/Não",
  multipla_escolha: "Múltipla escolha",
  numero: "Número",
  texto_curto: "Texto curto",
};

export const SCREENING_LIMITS = {
  questions: 10,
  questionText: 200,
  minOptions: 2,
  maxOptions: 8,
  option: 80,
  textAnswer: 500,
  /** The largest number an answer or a minimum may be (years, kilometres, certificates…). */
  number: 1_000_000,
} as const;

export const screeningMessages = {
  tooMany: `Uma vaga pode ter no máximo ${SCREENING_LIMITS.questions} perguntas de triagem`,
  textRequired: "Escreva a pergunta",
  textTooLong: `A pergunta deve ter no máximo ${SCREENING_LIMITS.questionText} caracteres`,
  typeInvalid: "Escolha o tipo da pergunta: Sim/Não, Múltipla escolha, Número ou Texto curto",
  optionsTooFew: `Uma pergunta de múltipla escolha precisa de pelo menos ${SCREENING_LIMITS.minOptions} opções`,
  optionsTooMany: `Uma pergunta de múltipla escolha pode ter no máximo ${SCREENING_LIMITS.maxOptions} opções`,
  optionBlank: "Preencha a opção ou remova-a",
  optionTooLong: `Cada opção deve ter no máximo ${SCREENING_LIMITS.option} caracteres`,
  optionDuplicated: "Esta opção está repetida",
  acceptedRequired: "Marque a resposta aceita para a pergunta eliminatória",
  acceptedNotAnOption: "A resposta aceita precisa ser uma das opções",
  minimumRequired: "Informe o valor mínimo aceito para a pergunta eliminatória",
  numberInvalid: `Informe um número entre 0 e ${SCREENING_LIMITS.number.toLocaleString("pt-BR")}`,
  textNotEliminatory: "Perguntas de texto curto não podem ser eliminatórias",
  duplicatedId: "Duas perguntas com o mesmo identificador",
  idInvalid: "Identificador de pergunta inválido",
  answersInvalid: "Responda às perguntas de triagem da vaga",
  answerRequired: "Responda a esta pergunta",
  answerYesNo: "Responda Sim ou Não",
  answerChoice: "Escolha uma das opções",
  answerNumber: `Informe um número entre 0 e ${SCREENING_LIMITS.number.toLocaleString("pt-BR")}`,
  answerTextTooLong: `A resposta deve ter no máximo ${SCREENING_LIMITS.textAnswer} caracteres`,
  answerUnknownQuestion: "Esta pergunta não é desta vaga",
  answerDuplicated: "Esta pergunta foi respondida duas vezes",
  meets: "Atende aos requisitos",
  doesNotMeet: "Não atende",
} as const;

/** How an answer reads on the sheet and the card: 'Sim', '3', the option, the text. */
export function answerLabel(value: boolean | number | string): string {
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "number") return value.toLocaleString("pt-BR");
  return value;
}

/** The candidates list's filter: 'Atende aos requisitos' or 'Não atende'. */
export const REQUIREMENT_FILTERS = ["atende", "nao_atende"] as const;
export type RequirementFilter = (typeof REQUIREMENT_FILTERS)[number];
export const REQUIREMENT_FILTER_LABELS: Record<RequirementFilter, string> = {
  atende: screeningMessages.meets,
  nao_atende: screeningMessages.doesNotMeet,
};

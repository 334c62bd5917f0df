// 'Comunidade': the topics, limits and pt-BR texts of the militares' questions and answers, which
// the screens read and the schemas (community.ts) check against. Zod-free on purpose: the pages that
// only show a topic or a limit (the plans, the help center, the console) import these without zod.

export const COMMUNITY_TOPICS = {
  transicao: "Transição",
  curriculo: "Currículo e entrevistas",
  logistica: "Áreas: Logística",
  seguranca: "Áreas: Segurança",
  gestao: "Áreas: Gestão",
  tecnologia: "Áreas: Tecnologia",
  operacoes: "Áreas: Operações",
  outros: "Áreas: Outros",
  direitos: "Direitos e benefícios",
} as const;
export type CommunityTopic = keyof typeof COMMUNITY_TOPICS;
export const COMMUNITY_TOPIC_IDS = Object.keys(COMMUNITY_TOPICS) as CommunityTopic[];

export const COMMUNITY_LIMITS = {
  titleMin: 10,
  title: 150,
  body: 5_000,
  search: 120,
} as const;

/** Questions per page of the list. */
export const COMMUNITY_PAGE_SIZE = 20;

export const communityMessages = {
  topicInvalid: "Escolha um dos temas da comunidade",
  titleTooShort: `O título deve ter pelo menos ${COMMUNITY_LIMITS.titleMin} caracteres`,
  titleTooLong: `O título deve ter no máximo ${COMMUNITY_LIMITS.title} caracteres`,
  bodyRequired: "Escreva o texto",
  bodyTooLong: `O texto deve ter no máximo ${COMMUNITY_LIMITS.body.toLocaleString("pt-BR")} caracteres`,
  htmlNotAllowed: "Use apenas texto, listas e links: HTML não é permitido",
  searchTooLong: `A busca deve ter no máximo ${COMMUNITY_LIMITS.search} caracteres`,
  questionNotFound: "Pergunta não encontrada",
  answerNotFound: "Resposta não encontrada",
  alreadyUseful: "Você já marcou esta resposta como útil",
  ownAnswerUseful: "Você não pode marcar a sua própria resposta como útil",
  bestNotAsker: "Só quem fez a pergunta escolhe a melhor resposta",
  bestOtherQuestion: "Esta resposta não é desta pergunta",
  asked: "Pergunta publicada",
  answered: "Resposta publicada",
  bestChosen: "Melhor resposta escolhida",
  deleted: "Publicação excluída",
  personalData:
    "Seu texto parece conter dados pessoais (CPF ou telefone). Publicações são lidas por toda a comunidade: revise o texto ou confirme que quer publicar assim mesmo.",
  suspended: (until: string) =>
    `Você está suspenso de publicar na comunidade até ${until}. Você ainda pode ler as publicações.`,
  reportReasonInvalid: "Escolha o motivo da denúncia",
  reportDetailsTooLong: "Os detalhes devem ter no máximo 500 caracteres",
  reported: "Denúncia enviada. A equipe vai analisar esta publicação.",
  alreadyReported: "Você já denunciou esta publicação",
  ownPostReport: "Você não pode denunciar a sua própria publicação",
  postNotFound: "Publicação não encontrada",
  settingsSaved: "Preferências da comunidade salvas",
  moderationReasonRequired: "Explique o motivo ao autor (pelo menos 10 caracteres)",
  suspensionDaysInvalid: "Escolha de 1 a 90 dias de suspensão",
  postKept: "Publicação mantida e denúncias arquivadas",
  postRemoved: "Publicação removida. O autor foi avisado do motivo.",
  memberSuspended: "Membro suspenso de publicar na comunidade",
  veteranConfirmed: "Veterano confirmado: o selo 'Já fiz a transição' aparece nas publicações dele",
  veteranUnconfirmed: "Confirmação de veterano retirada",
  alreadyDecided: "Esta publicação já foi decidida por outro operador",
  operatorAnswered: "Resposta da equipe publicada",
} as const;

/** Why a member reports a post. */
export const COMMUNITY_REPORT_REASONS = {
  dados_pessoais: "Dados pessoais",
  ofensa: "Ofensa ou discriminação",
  spam: "Propaganda ou spam",
  falsa: "Informação falsa ou perigosa",
  outro: "Outro",
} as const;
export type CommunityReportReason = keyof typeof COMMUNITY_REPORT_REASONS;
export const COMMUNITY_REPORT_REASON_IDS = Object.keys(COMMUNITY_REPORT_REASONS) as CommunityReportReason[];

/** Reports that hide a post until an operator decides. */
export const COMMUNITY_HIDE_AT_REPORTS = 3;

/** Days a question waits for a member's answer before it reaches the console's queue. */
export const COMMUNITY_UNANSWERED_DAYS = 3;

/** Where a mentorship stands. */
export const MENTORSHIP_STATUSES = ["solicitada", "recusada", "ativa", "encerrada", "cancelada"] as const;
export type MentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];

/** What looks like personal data in a post: a CPF, or a Brazilian phone number (with or without DDD). */
const PERSONAL_DATA = {
  cpf: /(?<!\d)\d{3}\.?\d{3}\.?\d{3}[-.\s]?\d{2}(?!\d)/,
  telefone: /(?<![\d])(?:\+?55[\s.-]?)?(?:\(?\d{2}\)?[\s.-]?)?9?\d{4}[\s.-]?\d{4}(?!\d)/,
} as const;

/** The kinds of personal data a text seems to hold, for the check that asks before posting. */
export function personalDataIn(text: string): (keyof typeof PERSONAL_DATA)[] {
  return (Object.keys(PERSONAL_DATA) as (keyof typeof PERSONAL_DATA)[]).filter((kind) =>
    PERSONAL_DATA[kind].test(text),
  );
}

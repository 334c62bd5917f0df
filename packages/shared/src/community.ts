// 'Comunidade': militares' questions and answers by topic, the FREE plan's community support. The
// topics, limits, pt-BR texts and schemas both the API and the screens read.
import { z } from "zod";
import { blankToUndefined, safeString } from "./text";

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
} as const;

/** Markdown limited to text, lists and links: a tag of HTML (or a script) is refused, not stripped. */
const HTML_TAG = /<\s*\/?\s*[a-z!][^>]*>/i;

const body = safeString({ error: communityMessages.bodyRequired })
  .trim()
  .min(1, communityMessages.bodyRequired)
  .max(COMMUNITY_LIMITS.body, communityMessages.bodyTooLong)
  .refine((v) => !HTML_TAG.test(v), communityMessages.htmlNotAllowed);

export const newQuestionSchema = z.strictObject({
  topic: z.enum(COMMUNITY_TOPIC_IDS as [CommunityTopic, ...CommunityTopic[]], {
    error: communityMessages.topicInvalid,
  }),
  title: safeString({ error: communityMessages.titleTooShort })
    .trim()
    .min(COMMUNITY_LIMITS.titleMin, communityMessages.titleTooShort)
    .max(COMMUNITY_LIMITS.title, communityMessages.titleTooLong)
    .refine((v) => !HTML_TAG.test(v), communityMessages.htmlNotAllowed),
  body,
});
export type NewQuestion = z.output<typeof newQuestionSchema>;

export const newAnswerSchema = z.strictObject({ body });

export const bestAnswerSchema = z.strictObject({ answerId: z.guid({ error: communityMessages.answerNotFound }) });

export const communityListQuerySchema = z.strictObject({
  topic: z.preprocess(
    blankToUndefined,
    z
      .enum(COMMUNITY_TOPIC_IDS as [CommunityTopic, ...CommunityTopic[]], { error: communityMessages.topicInvalid })
      .optional(),
  ),
  q: z.preprocess(
    blankToUndefined,
    safeString().trim().max(COMMUNITY_LIMITS.search, communityMessages.searchTooLong).optional(),
  ),
  cursor: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});

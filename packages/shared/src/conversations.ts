// Conversations between a company and a militar: the limits, the pt-BR texts and the schemas of
// every form and route (one for both sides, the API and the box that sends).
import { z } from "zod";
import { serviceLine } from "./profile.military-options";
import { blankToUndefined, safeString } from "./text";

/** The longest message, in characters; the box shows a counter from `MESSAGE_COUNTER_FROM`. */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_COUNTER_FROM = 3500;
/** Messages per page of a conversation (older ones load on scroll up). */
export const MESSAGES_PAGE_SIZE = 30;
/** Conversations per page of the list. */
export const CONVERSATIONS_PAGE_SIZE = 30;
/** The longest search by name. */
export const CONVERSATION_SEARCH_MAX = 80;
/** The longest report reason. */
export const REPORT_REASON_MAX = 1000;
/** An attachment: a CV or a certificate, PDF, PNG or JPEG. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
/** The longest attachment name kept (the rest of a longer name is cut, its extension kept). */
export const ATTACHMENT_NAME_MAX = 120;

/**
 * Who wrote a message. A conversation has two sides: the militar and either a company (its team)
 * or, in a mentorship's conversation, his mentor.
 */
export const SENDER_SIDES = ["empresa", "militar", "mentor"] as const;
export type SenderSide = (typeof SENDER_SIDES)[number];

/** A conversation between a company and a militar, or between a mentor and his mentee (decision 041). */
export const CONVERSATION_KINDS = ["empresa", "mentoria"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** What the militar's side shows once the militar has deleted the account. */
export const REMOVED_USER_NAME = "Usuário removido";
export const REMOVED_MESSAGE_TEXT = "Mensagem removida";

export const conversationMessages = {
  emptyState: "Selecione uma conversa",
  noConversations: "Nenhuma conversa ainda",
  bodyRequired: "Escreva uma mensagem",
  bodyTooLong: `A mensagem deve ter no máximo ${MESSAGE_MAX_LENGTH.toLocaleString("pt-BR")} caracteres`,
  sendFailed: "Não foi possível enviar. Tentar novamente",
  notFound: "Conversa não encontrada",
  notApplied: "Você só pode falar com empresas às quais se candidatou ou que convidaram você",
  noApplication: "Este militar não se candidatou a nenhuma vaga da sua empresa nem está no banco de talentos",
  blocked: "O militar bloqueou esta conversa. Não é possível enviar mensagens.",
  youBlocked: "Você bloqueou esta empresa. Desbloqueie para enviar mensagens.",
  reportReasonRequired: "Conte o motivo da denúncia",
  reportReasonTooLong: `O motivo deve ter no máximo ${REPORT_REASON_MAX.toLocaleString("pt-BR")} caracteres`,
  reported: "Denúncia enviada. Nossa equipe vai analisar a conversa.",
  blockedToast: "Empresa bloqueada",
  unblockedToast: "Empresa desbloqueada",
  searchTooLong: `A busca deve ter no máximo ${CONVERSATION_SEARCH_MAX} caracteres`,
  cursorInvalid: "Página inválida",
  attachmentTooBig: "O anexo deve ter no máximo 5 MB",
  attachmentType: "Envie um arquivo PDF, PNG ou JPEG",
  attachmentNotFound: "Anexo não encontrado",
  mentorshipClosed: "A mentoria foi encerrada. A conversa fica disponível só para leitura.",
  unavailable: "Esta conversa não aceita mais mensagens.",
} as const;

/** The line under the other militar's name in a mentorship's conversation, by the caller's side. */
export const mentorshipRoleLabel = (mySide: SenderSide) => (mySide === "mentor" ? "Seu mentorado" : "Seu mentor");

/** The body of a message as sent: trimmed, never blank, at most MESSAGE_MAX_LENGTH characters. */
export const messageBody = safeString({ error: conversationMessages.bodyRequired })
  .trim()
  .min(1, conversationMessages.bodyRequired)
  .max(MESSAGE_MAX_LENGTH, conversationMessages.bodyTooLong);

/** POST …/conversations/:id/messages (JSON; an attachment goes as multipart, see the routes). */
export const sendMessageSchema = z.strictObject({ body: messageBody });

/** The text part of a message with an attachment: optional there. */
export const attachmentCaptionSchema = z.strictObject({
  body: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), messageBody.optional()),
});

/** PUT /api/account/message-emails: the 'Mensagens' switch in settings. */
export const messageEmailsSchema = z.strictObject({
  messageEmails: z.boolean({ error: "Informe se deseja receber e-mails" }),
});

/** POST /api/company/conversations: opens (or finds) the conversation with a candidate. */
export const startWithMilitarSchema = z.strictObject({ militarId: z.uuid({ error: conversationMessages.notFound }) });

/** POST /api/military/conversations: opens (or finds) the conversation with a company applied to. */
export const startWithCompanySchema = z.strictObject({ companyId: z.uuid({ error: conversationMessages.notFound }) });

export const reportConversationSchema = z.strictObject({
  reason: safeString({ error: conversationMessages.reportReasonRequired })
    .trim()
    .min(1, conversationMessages.reportReasonRequired)
    .max(REPORT_REASON_MAX, conversationMessages.reportReasonTooLong),
});

/** GET …/conversations: search by the other participant's name, and the page's cursor. */
export const conversationListQuerySchema = z.strictObject({
  q: z.preprocess(
    blankToUndefined,
    safeString().trim().max(CONVERSATION_SEARCH_MAX, conversationMessages.searchTooLong).optional(),
  ),
  cursor: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

/** GET …/conversations/:id/messages: `before` pages back to older messages. */
export const messagePageQuerySchema = z.strictObject({
  before: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});

/** 'Militar · Exército · 3º Sargento': how a company sees the militar it talks to (codes as their labels). */
export function militarRoleLabel(force: string | null, rank: string | null): string {
  return ["Militar", serviceLine(force, rank)].filter(Boolean).join(" · ");
}

/** "Nova mensagem de {nome}": the e-mail sent for a message left unread. */
export const newMessageEmailSubject = (name: string) => `Nova mensagem de ${name}`;
/** The first 200 characters of the message, as the e-mail quotes it. */
export function messagePreview(body: string, max = 200): string {
  const text = body.replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

// Requests of data subjects under the LGPD: the rights a request may invoke, its statuses, the
// deadline and the pt-BR texts. Zod-free on purpose: the bell and the pages that only show a request
// import these without zod; the schemas are in privacy.ts.

/** The rights of art. 18 (and arts. 18 § 2º and 20) a request may invoke, with their pt-BR names. */
export const PRIVACY_REQUEST_KINDS = {
  confirmacao: "Confirmação de que tratamos seus dados",
  acesso: "Acesso aos dados",
  correcao: "Correção de dados incompletos, inexatos ou desatualizados",
  anonimizacao: "Anonimização, bloqueio ou eliminação de dados desnecessários",
  portabilidade: "Portabilidade dos dados",
  eliminacao: "Eliminação dos dados tratados com consentimento",
  compartilhamento: "Informação sobre com quem compartilhamos seus dados",
  revogacao: "Revogação do consentimento",
  oposicao: "Oposição a um tratamento",
  revisao: "Revisão de decisão automatizada",
} as const;
export type PrivacyRequestKind = keyof typeof PRIVACY_REQUEST_KINDS;
export const PRIVACY_REQUEST_STATUSES = {
  aberta: "Aguardando resposta",
  atendida: "Atendida",
  recusada: "Recusada",
} as const;
export type PrivacyRequestStatus = keyof typeof PRIVACY_REQUEST_STATUSES;

/** Art. 19, II: a complete answer within 15 days of the request. */
export const PRIVACY_ANSWER_DAYS = 15;

/** The last moment to answer a request made at `createdAt`. */
export function privacyDeadline(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + PRIVACY_ANSWER_DAYS * 86_400_000);
}

/** At most this many requests waiting for an answer per person, so a form cannot flood the queue. */
export const PRIVACY_OPEN_REQUESTS_MAX = 5;

export const privacyMessages = {
  kindRequired: "Escolha o que você quer solicitar",
  detailsRequired: "Descreva o seu pedido (ao menos 10 caracteres)",
  detailsTooLong: "A descrição deve ter no máximo 2.000 caracteres",
  sent: `Solicitação enviada. Responderemos em até ${PRIVACY_ANSWER_DAYS} dias.`,
  sameKindOpen: "Você já tem uma solicitação deste tipo aguardando resposta.",
  tooManyOpen: `Você já tem ${PRIVACY_OPEN_REQUESTS_MAX} solicitações aguardando resposta. Aguarde as respostas para enviar outra.`,
  sendError: "Não foi possível enviar a solicitação. Tente novamente.",
  empty: "Você ainda não fez nenhuma solicitação.",
  responseRequired: "Escreva a resposta ao titular (ao menos 10 caracteres)",
  responseTooLong: "A resposta deve ter no máximo 2.000 caracteres",
  decisionRequired: "Escolha se a solicitação foi atendida ou recusada",
  consoleEmpty: "Nenhuma solicitação aguardando resposta.",
  decided: "Esta solicitação já foi respondida.",
  answered: "Resposta registrada. O titular foi avisado por e-mail.",
  refused: "Recusa registrada. O titular foi avisado por e-mail com o motivo.",
} as const;

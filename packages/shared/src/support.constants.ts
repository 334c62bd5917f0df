// Support ('Suporte'): the categories, statuses, plans, limits and pt-BR texts of a person's requests
// to the operators. Zod-free on purpose: the console's pages that only show a request import these
// without zod; the schemas are in support.ts.
import { type CompanyPlanId, isCompanyPlanId, type MilitaryPlanId } from "./billing.constants";

export const SUPPORT_CATEGORIES = {
  conta: "Conta e acesso",
  pagamentos: "Pagamentos",
  vagas: "Vagas e candidaturas",
  beneficios: "Benefícios",
  trilhas: "Trilhas",
  integracoes: "Integrações/API",
  privacidade: "Privacidade",
  outro: "Outro",
} as const;
export type SupportCategory = keyof typeof SUPPORT_CATEGORIES;
export const SUPPORT_CATEGORY_IDS = Object.keys(SUPPORT_CATEGORIES) as SupportCategory[];

/**
 * Where a request stands: 'aberto' waits for the operators (new, or the person wrote again);
 * 'aguardando_voce' waits for the person (an operator asked something); 'respondido' was answered;
 * 'resolvido' is closed, until the person writes again.
 */
export const SUPPORT_STATUSES = {
  aberto: "Aberto",
  aguardando_voce: "Aguardando você",
  respondido: "Respondido",
  resolvido: "Resolvido",
} as const;
export type SupportStatus = keyof typeof SUPPORT_STATUSES;
export const SUPPORT_STATUS_IDS = Object.keys(SUPPORT_STATUSES) as SupportStatus[];

/** The operators' word for a status: they wait for the person where the person waits for them. */
export const SUPPORT_STATUS_OPERATOR_LABELS: Record<SupportStatus, string> = {
  aberto: "Aberto",
  aguardando_voce: "Aguardando cliente",
  respondido: "Respondido",
  resolvido: "Resolvido",
};

/** The plans support is told apart by: the militar's two and the four company plans. */
export type SupportPlan = CompanyPlanId | MilitaryPlanId;
export const SUPPORT_PLANS: readonly SupportPlan[] = ["FREE", "PREMIUM", "parceiro", "plus", "pro", "enterprise"];
export const SUPPORT_PLAN_LABELS: Record<SupportPlan, string> = {
  FREE: "Militar FREE",
  PREMIUM: "Militar PREMIUM",
  parceiro: "Parceiro",
  plus: "Plus",
  pro: "Pro",
  enterprise: "Enterprise",
};

export function isSupportPlan(value: unknown): value is SupportPlan {
  return value === "FREE" || value === "PREMIUM" || isCompanyPlanId(value);
}

export const SUPPORT_LIMITS = {
  subject: 120,
  subjectMin: 5,
  message: 5000,
  attachments: 3,
  /** Requests not 'Resolvido' one person may hold at once. */
  open: 5,
  /** Days after 'Resolvido' in which the person may rate the answer. */
  ratingDays: 7,
  ratingComment: 1000,
  macroTitle: 80,
  macroBody: 5000,
  /** How long a typing signal shows 'digitando…' without a newer one. */
  typingSeconds: 6,
  /** A live answer not read in this many minutes goes by e-mail too. */
  unreadEmailMinutes: 10,
  /** Requests per page of a list. */
  page: 30,
} as const;

export const supportMessages = {
  subjectRequired: "Informe o assunto",
  subjectTooShort: `O assunto deve ter pelo menos ${SUPPORT_LIMITS.subjectMin} caracteres`,
  subjectTooLong: `O assunto deve ter no máximo ${SUPPORT_LIMITS.subject} caracteres`,
  categoryRequired: "Escolha a categoria",
  messageRequired: "Escreva sua mensagem",
  messageTooLong: `A mensagem deve ter no máximo ${SUPPORT_LIMITS.message.toLocaleString("pt-BR")} caracteres`,
  tooManyAttachments: `Envie no máximo ${SUPPORT_LIMITS.attachments} anexos`,
  tooManyOpen: `Você já tem ${SUPPORT_LIMITS.open} atendimentos em aberto. Aguarde a resposta ou marque algum como resolvido antes de abrir outro.`,
  notFound: "Atendimento não encontrado",
  created: "Atendimento aberto. Você receberá a resposta aqui e por e-mail.",
  sent: "Mensagem enviada",
  resolved: "Atendimento marcado como resolvido",
  alreadyResolved: "Este atendimento já está resolvido",
  ratingInvalid: "Escolha de 1 a 5 estrelas",
  ratingCommentTooLong: `O comentário deve ter no máximo ${SUPPORT_LIMITS.ratingComment.toLocaleString("pt-BR")} caracteres`,
  ratingClosed: `A avaliação fica aberta por ${SUPPORT_LIMITS.ratingDays} dias depois que o atendimento é resolvido`,
  ratingNotResolved: "Avalie o atendimento depois que ele for resolvido",
  alreadyRated: "Você já avaliou este atendimento",
  rated: "Obrigado pela avaliação!",
  // The operators' side.
  taken: "Atendimento assumido",
  handedOver: "Atendimento repassado",
  assigneeInvalid: "Escolha um operador",
  answered: "Resposta enviada",
  noted: "Nota interna registrada",
  statusChanged: "Status atualizado",
  macroSaved: "Resposta pronta salva",
  macroDeleted: "Resposta pronta excluída",
  macroTitleRequired: "Dê um título à resposta pronta",
  macroTitleTooLong: `O título deve ter no máximo ${SUPPORT_LIMITS.macroTitle} caracteres`,
  macroBodyRequired: "Escreva o texto da resposta pronta",
  macroBodyTooLong: `O texto deve ter no máximo ${SUPPORT_LIMITS.macroBody.toLocaleString("pt-BR")} caracteres`,
  macroNotFound: "Resposta pronta não encontrada",
  availabilityChanged: "Disponibilidade atualizada",
  managerInvalid: "Escolha um operador como gerente dedicado",
} as const;

/** An operator's answer: what the request becomes once it is sent. */
export const SUPPORT_ANSWER_STATUSES = ["respondido", "aguardando_voce", "resolvido"] as const;
export type SupportAnswerStatus = (typeof SUPPORT_ANSWER_STATUSES)[number];

/** The placeholder a macro's text carries for the person's first name. */
export const MACRO_FIRST_NAME = "{nome}";

/** A macro's text for one person: `{nome}` becomes the first name ("Olá, {nome}!" → "Olá, Ana!"). */
export function fillMacro(body: string, fullName: string | null): string {
  const first = (fullName ?? "").trim().split(/\s+/)[0] || "tudo bem";
  return body.replaceAll(MACRO_FIRST_NAME, first);
}

/** A message as both sides' screens show it. */
export interface SupportMessageView {
  id: string;
  /** Who wrote it: the person, an operator, or an operator's internal note (operators only). */
  author: "pessoa" | "operador" | "nota";
  authorName: string;
  body: string;
  createdAt: string;
  /** For the writer's side: when the other side read it (the receipt), or null. */
  readAt: string | null;
  attachments: { url: string; name: string; type: string; size: number }[];
}

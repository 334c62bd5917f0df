// How the console names a company's payment state, a payment's result and an audit action.
import { AUDIT_ACTIONS, type AuditAction } from "@pm/shared/operations";

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Pagamento pendente",
  completed: "Em dia",
  past_due: "Pagamento atrasado",
  canceled: "Cancelado",
};

/** A payment's result, as the payments tables say it. */
export const PAYMENT_RECORD_LABELS: Record<string, string> = {
  paid: "Pago",
  failed: "Falhou",
  credited: "Crédito",
  refunded: "Reembolsado",
};

/** Support's actions, until the shared table names them. */
const SUPPORT_AUDIT_ACTIONS: Record<string, string> = {
  "support.take": "Atendimento assumido",
  "support.hand_over": "Atendimento repassado",
  "support.answer": "Resposta enviada",
  "support.note": "Nota interna registrada",
  "support.status": "Status alterado",
  "support.macro.create": "Resposta pronta criada",
  "support.macro.update": "Resposta pronta alterada",
  "support.macro.delete": "Resposta pronta excluída",
  "support.availability": "Disponibilidade alterada",
};

export const auditActionLabel = (action: string) =>
  AUDIT_ACTIONS[action as AuditAction] ?? SUPPORT_AUDIT_ACTIONS[action] ?? action;

const AUDIT_TARGET_LABELS: Record<string, string> = {
  company: "Empresa",
  user: "Usuário",
  withdrawal: "Saque",
  report: "Denúncia",
  offer: "Oferta",
  privacy_request: "Solicitação LGPD",
  support_request: "Atendimento",
  support_macro: "Resposta pronta",
  community_question: "Pergunta da comunidade",
  community_answer: "Resposta da comunidade",
};

export const auditTargetLabel = (type: string) => AUDIT_TARGET_LABELS[type] ?? type;

const BACKGROUND_JOB_LABELS: Record<string, string> = {
  "alerts.cleanup": "Limpeza de alertas de vagas",
  "alerts.digest": "Alertas de vagas (resumo)",
  "alerts.instant": "Alertas de vagas (na hora)",
  "auth.account-emails": "E-mails de conta",
  "benefits.cashback-available": "Cashback liberado",
  "community.mentorships-end": "Fim das mentorias vencidas",
  "billing.contract-expiry": "Fim de contratos Enterprise",
  "billing.renewal-notices": "Avisos de renovação",
  "billing.sandbox-renewals": "Renovações (sandbox)",
  "conversations.message-emails": "E-mails de mensagens",
  "integrations.webhook-deliveries": "Entregas de webhooks",
  "interviews.reminders": "Lembretes de entrevista",
  "jobs.cbo-families": "Famílias CBO e requisitos das vagas antigas",
  "notifications.emails": "E-mails de notificações",
  "support.breaches": "Prazos de suporte estourados",
  "support.emails": "E-mails de respostas do suporte",
  "support.prune": "Limpeza do registro de erros",
  "talent.saved-search-emails": "Alertas de buscas salvas",
  "transition.reminders": "Lembretes do plano de transição",
};

export const backgroundJobLabel = (kind: string) => BACKGROUND_JOB_LABELS[kind] ?? kind;

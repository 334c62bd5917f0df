// How the console names a company's payment state and an audit action.
import { AUDIT_ACTIONS, type AuditAction } from "@pm/shared/operations";

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Pagamento pendente",
  completed: "Em dia",
  past_due: "Pagamento atrasado",
  canceled: "Cancelado",
};

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

const AUDIT_TARGET_LABELS: Record<string, string> = {
  company: "Empresa",
  user: "Usuário",
  withdrawal: "Saque",
  report: "Denúncia",
  offer: "Oferta",
  privacy_request: "Solicitação LGPD",
};

export const auditTargetLabel = (type: string) => AUDIT_TARGET_LABELS[type] ?? type;

const BACKGROUND_JOB_LABELS: Record<string, string> = {
  "auth.account-emails": "E-mails de conta",
  "benefits.cashback-available": "Cashback liberado",
  "billing.contract-expiry": "Fim de contratos Enterprise",
  "billing.renewal-notices": "Avisos de renovação",
  "billing.sandbox-renewals": "Renovações (sandbox)",
  "conversations.message-emails": "E-mails de mensagens",
  "integrations.webhook-deliveries": "Entregas de webhooks",
  "notifications.emails": "E-mails de notificações",
  "talent.saved-search-emails": "Alertas de buscas salvas",
};

export const backgroundJobLabel = (kind: string) => BACKGROUND_JOB_LABELS[kind] ?? kind;

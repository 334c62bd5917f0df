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

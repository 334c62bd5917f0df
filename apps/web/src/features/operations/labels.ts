// How the console names a company's payment state and an audit action.
import { AUDIT_ACTIONS, type AuditAction } from "@pm/shared/operations";

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Pagamento pendente",
  completed: "Em dia",
  past_due: "Pagamento atrasado",
  canceled: "Cancelado",
};

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

// The operators' console (/operacao): its pt-BR texts and the audit actions it records. Kept apart
// from the zod schemas (operations.console.ts) so pages can use them without loading zod. What a
// suspended company's users read is in operations.company.ts, re-exported here.

export * from "./operations.company";

export const operationsMessages = {
  twoFactorTitle: "Verificação em duas etapas",
  twoFactorIntro:
    "Para usar o console de operação, confirme um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password ou similar).",
  twoFactorPasswordRequired: "Informe sua senha",
  twoFactorPasswordInvalid: "Senha incorreta.",
  twoFactorAlreadyEnabled: "A verificação em duas etapas já está ativa.",
  twoFactorEnabled: "Verificação em duas etapas ativada.",
  twoFactorNotStarted: "Gere o código QR antes de confirmar.",
  backupCodesNote:
    "Guarde estes códigos de recuperação em lugar seguro. Cada um entra uma única vez, se você perder o celular.",
  companySearchTooLong: "A busca deve ter no máximo 120 caracteres",
  companiesEmpty: "Nenhuma empresa encontrada",
  jobLimitInvalid: "Informe um limite de vagas entre 1 e 100.000, ou marque ilimitado",
  seatLimitInvalid: "Informe um limite de membros entre 1 e 10.000, ou deixe em branco para ilimitado",
  priceNoteRequired: "Informe a condição comercial do contrato",
  priceNoteTooLong: "A condição comercial deve ter no máximo 500 caracteres",
  startRequired: "Informe a data de início",
  endRequired: "Informe a data de término",
  endBeforeStart: "A data de término deve ser posterior à de início",
  contractSaved: "Contrato Enterprise salvo.",
  contractRemoved: "Contrato Enterprise encerrado.",
  reasonRequired: "Informe o motivo (ao menos 10 caracteres)",
  reasonTooLong: "O motivo deve ter no máximo 500 caracteres",
  suspended: "Empresa suspensa.",
  reinstated: "Empresa reativada.",
  alreadySuspended: "Esta empresa já está suspensa.",
  notSuspended: "Esta empresa não está suspensa.",
  noContract: "Esta empresa não tem contrato Enterprise.",
  auditEmpty: "Nenhuma ação registrada.",
  pixTransactionInvalid: "Informe o identificador da transação Pix (letras e números, até 64)",
  withdrawalPaid: "Saque marcado como pago.",
  withdrawalRefused: "Saque recusado. O valor voltou ao saldo do militar.",
  withdrawalDecided: "Este saque já foi decidido.",
  withdrawalsEmpty: "Nenhum saque aguardando pagamento.",
  reportsEmpty: "Nenhuma denúncia aguardando decisão.",
  reportDecided: "Esta denúncia já foi decidida.",
  reportUpheld: "Denúncia procedente registrada.",
  reportDismissed: "Denúncia improcedente registrada.",
  conversationBlocked: "Conversa bloqueada: a empresa não pode mais enviar mensagens.",
  militaresEmpty: "Nenhum militar encontrado",
  confirmationResent: "Enviamos um novo link de confirmação.",
  alreadyConfirmed: "Este e-mail já está confirmado.",
  offersEmpty: "Nenhuma oferta encontrada.",
  offerUnpublished: "Oferta despublicada. O parceiro foi avisado por e-mail com o motivo.",
  offerRepublished: "Oferta republicada.",
  offerAlreadyUnpublished: "Esta oferta já está despublicada.",
  offerNotUnpublished: "Esta oferta não está despublicada.",
  twoFactorResetSelf: "Você não pode redefinir a sua própria verificação. Peça a outro operador.",
  twoFactorResetNotEnabled: "Este operador ainda não ativou a verificação em duas etapas.",
  twoFactorReset:
    "Verificação redefinida. O operador foi desconectado e, ao entrar com a senha, configura um novo aplicativo.",
} as const;

/** Every action the console records in the audit log, with its pt-BR label. */
export const AUDIT_ACTIONS = {
  "company.contract.set": "Contrato Enterprise definido",
  "company.contract.end": "Contrato Enterprise encerrado",
  "company.suspend": "Empresa suspensa",
  "company.reinstate": "Empresa reativada",
  "operator.two_factor.enable": "Verificação em duas etapas ativada",
  "operator.two_factor.reset": "Verificação em duas etapas redefinida",
  "withdrawal.pay": "Saque pago",
  "withdrawal.refuse": "Saque recusado",
  "report.uphold": "Denúncia procedente",
  "report.dismiss": "Denúncia improcedente",
  "militar.resend_confirmation": "Confirmação de e-mail reenviada",
  "offer.unpublish": "Oferta despublicada",
  "offer.republish": "Oferta republicada",
  "privacy.answer": "Solicitação LGPD atendida",
  "privacy.refuse": "Solicitação LGPD recusada",
  "support.take": "Atendimento assumido",
  "support.hand_over": "Atendimento repassado",
  "support.answer": "Atendimento respondido",
  "support.note": "Nota interna registrada",
  "support.status": "Status do atendimento alterado",
  "support.availability": "Disponibilidade alterada",
  "support.macro.create": "Resposta pronta criada",
  "support.macro.update": "Resposta pronta alterada",
  "support.macro.delete": "Resposta pronta excluída",
  "community.keep": "Publicação da comunidade mantida",
  "community.remove": "Publicação da comunidade removida",
  "community.suspend": "Membro suspenso da comunidade",
  "community.veteran.confirm": "Veterano confirmado",
  "community.veteran.withdraw": "Confirmação de veterano retirada",
  "community.answer": "Pergunta da comunidade respondida pela equipe",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** An Enterprise job cap an operator may set; null is unlimited. */
export const ENTERPRISE_JOB_LIMIT_MAX = 100_000;

/** The most members an Enterprise contract may allow; null (left blank) is unlimited. */
export const ENTERPRISE_SEAT_LIMIT_MAX = 10_000;

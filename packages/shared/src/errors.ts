// One error shape for every API answer: { error: { code, message, issues? } }.

export const ERROR_CODES = {
  VALIDATION_FAILED: 422,
  /** A community post seems to hold a CPF or a phone number: the author confirms before it is posted. */
  PERSONAL_DATA: 422,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  PAYMENT_REQUIRED: 403,
  /** The company's plan does not include this (an advanced talent filter on Parceiro or Plus). */
  PLAN_UPGRADE_REQUIRED: 403,
  /** The militar's plan does not open this (a PREMIUM learning path's module on FREE). */
  PLAN_REQUIRED: 403,
  PROFILE_INCOMPLETE: 403,
  /** The caller's role in the company's team (Recrutador, Atendente de caixa) does not open this. */
  ROLE_REQUIRED: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  INVALID_TOKEN: 400,
  BAD_REQUEST: 400,
  RATE_LIMITED: 429,
  /**
   * An operator's second factor (TOTP secret and recovery codes) was stored under another
   * AUTH_SECRET and can no longer be read: only a colleague's reset brings him back.
   */
  TWO_FACTOR_UNREADABLE: 409,
  INTERNAL: 500,
  /** An outside service this action needs (the payment provider) did not answer. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The pt-BR text a user sees for each code; the web maps codes through this table only. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: "Verifique os campos destacados e tente novamente.",
  PERSONAL_DATA: "Seu texto parece conter dados pessoais. Revise antes de publicar.",
  UNAUTHENTICATED: "Sua sessão expirou. Entre novamente.",
  INVALID_CREDENTIALS: "E-mail ou senha incorretos.",
  EMAIL_NOT_VERIFIED: "Confirme seu e-mail antes de entrar. Enviamos um novo link para a sua caixa de entrada.",
  FORBIDDEN: "Você não tem permissão para acessar esta área.",
  PAYMENT_REQUIRED: "Conclua o pagamento do seu plano para acessar esta área.",
  PLAN_UPGRADE_REQUIRED: "Este recurso não faz parte do seu plano. Faça upgrade para usá-lo.",
  PLAN_REQUIRED: "Este conteúdo faz parte do PREMIUM. Assine para acessar.",
  PROFILE_INCOMPLETE: "Complete seu perfil para continuar.",
  ROLE_REQUIRED: "Seu papel na equipe da empresa não permite esta ação. Fale com um Administrador.",
  FORBIDDEN_ORIGIN: "Requisição recusada por segurança. Recarregue a página e tente novamente.",
  NOT_FOUND: "Não encontrado.",
  EMAIL_TAKEN: "Este e-mail já está cadastrado. Entre ou recupere sua senha.",
  CONFLICT: "Esta ação entra em conflito com o estado atual. Recarregue a página.",
  INVALID_TOKEN: "Este link é inválido ou expirou. Solicite um novo.",
  BAD_REQUEST: "Requisição inválida.",
  RATE_LIMITED: "Muitas tentativas. Aguarde alguns instantes e tente novamente.",
  TWO_FACTOR_UNREADABLE:
    "Sua verificação em duas etapas não pode mais ser lida: a chave de segurança do servidor mudou e seus códigos de recuperação deixaram de valer. Peça a outro operador que use 'Redefinir verificação' em /operacao/operadores e depois cadastre o aplicativo de novo.",
  INTERNAL: "Ocorreu um erro inesperado. Tente novamente.",
  SERVICE_UNAVAILABLE: "Serviço temporariamente indisponível. Tente novamente em alguns minutos.",
};

export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; issues?: ApiIssue[] };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    "error" in value &&
    typeof (value as { error: unknown }).error === "object" &&
    typeof (value as ApiErrorBody).error?.code === "string"
  );
}

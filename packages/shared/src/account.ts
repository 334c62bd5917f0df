// Account facts kept apart from the zod schemas, so pages can use them without loading zod.

export const ROLES = ["militar", "empresa", "operador"] as const;
export type Role = (typeof ROLES)[number];
/** The roles a visitor may sign up as; an operator is created only by `npm run operator:create`. */
export const SIGN_UP_ROLES = ["militar", "empresa"] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

const HOME_PATHS: Record<Role, string> = { militar: "/app", empresa: "/empresa", operador: "/operacao" };

/** Where a user lands after signing in or confirming the e-mail. */
export function homePathFor(role: Role): string {
  return HOME_PATHS[role];
}

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** The spec's texts for sign-in, sign-up and reset, shown by the forms and answered by the API. */
export const authMessages = {
  loginRequired: "Por favor, preencha todos os campos",
  signUpRequired: "Por favor, preencha todos os campos obrigatórios",
  passwordsDiffer: "As senhas não coincidem",
  passwordTooShort: "A senha deve ter pelo menos 6 caracteres",
  passwordTooLong: "A senha deve ter no máximo 128 caracteres",
  companyNameRequired: "Nome da empresa é obrigatório",
  invalidEmail: "Informe um e-mail válido",
  signUpSuccess: "Conta criada com sucesso! Verifique seu email para confirmar.",
  loginSuccess: "Login realizado com sucesso!",
  loginError: "Erro ao fazer login",
  signUpError: "Erro ao criar conta",
  profileLoadError: "Erro ao carregar perfil do usuário",
  resetRequested: "Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.",
  resetDone: "Senha redefinida! Entre com a nova senha.",
  resetInvalidLink: "Este link é inválido ou expirou. Solicite um novo.",
  twoFactorPrompt: "Digite o código de 6 dígitos do seu aplicativo autenticador.",
  twoFactorCodeRequired: "Informe o código de verificação",
  twoFactorInvalid: "Código de verificação inválido. Tente novamente.",
  twoFactorExpired: "A verificação expirou. Entre com e-mail e senha novamente.",
} as const;

/** Why the operators' console refuses an operator who has not confirmed an authenticator app. */
export const TWO_FACTOR_REQUIRED_MESSAGE = "Ative a verificação em duas etapas para usar o console de operação.";

// A company's team: the seats its plan gives, the invitations that bring people in, and every
// pt-BR text of the team page and the invitation page. The roles themselves, which the web's main
// chunk reads without zod, are in company-roles.ts.
import { z } from "zod";
import { authMessages, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account";
import { COMPANY_PLAN_TERMS, type CompanyPlanId } from "./billing.constants";
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole, teamAccessMessages } from "./company-roles";
import { safeString } from "./text";

export {
  ADMIN_ONLY,
  COMPANY_ROLE_DESCRIPTIONS,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  type CompanyRole,
  companyHomePage,
  HIRING_ROLES,
  TILL_ROLES,
} from "./company-roles";

/** An invitation is valid this long after it is sent (or sent again). */
export const INVITATION_TTL_DAYS = 7;

/** The secret of an invitation's link: 32 random bytes in base64url. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Members a plan allows, pending invitations included; null is no limit. Enterprise follows its
 * contract (the operators set it; none set is no limit).
 */
export function seatLimitOf(plan: CompanyPlanId, contractSeats?: number | null): number | null {
  return plan === "enterprise" ? (contractSeats ?? null) : COMPANY_PLAN_TERMS[plan].seatLimit;
}

/** "5 membros na equipe", or "Membros ilimitados". */
export function seatLimitLabel(seats: number | null): string {
  return seats === null ? "Membros ilimitados" : `Até ${seats} membros na equipe`;
}

export const memberMessages = {
  roleRequired: "Escolha um papel da lista.",
  emailInvalid: authMessages.invalidEmail,
  emailRequired: "Informe o e-mail de quem você quer convidar.",
  alreadyMember: "Este e-mail já é de um membro da equipe.",
  alreadyInvited: "Já existe um convite pendente para este e-mail. Use 'Reenviar' na lista de convites.",
  seatLimit: (limit: number, planName: string) =>
    `O plano ${planName} permite até ${limit} membros, contando os convites pendentes. Remova um membro ou convite, ou mude de plano.`,
  downgradeSeats: (planName: string, limit: number, used: number) =>
    `O plano ${planName} permite até ${limit} membros e sua equipe tem ${used}, contando os convites pendentes. Remova ${used - limit} antes de mudar de plano.`,
  lastAdmin: "A empresa precisa de pelo menos um Administrador. Promova outro membro antes.",
  memberNotFound: "Este membro não faz mais parte da equipe.",
  invitationNotFound: "Convite não encontrado. Confira o link do e-mail.",
  invitationExpired: "Este convite expirou. Peça um novo a um Administrador da empresa.",
  invitationRevoked: "Este convite foi cancelado. Peça um novo a um Administrador da empresa.",
  invitationAccepted: "Este convite já foi aceito. Entre com sua conta.",
  invitationOtherEmail: (email: string) =>
    `Este convite foi enviado para ${email}. Entre com esse e-mail para aceitá-lo.`,
  invitationMilitar: "Este e-mail é de uma conta de militar, que não pode fazer parte da equipe de uma empresa.",
  invitationOtherCompany: "Este e-mail já faz parte da equipe de outra empresa.",
  invitationHasAccount: "Este e-mail já tem uma conta. Entre com ela para aceitar o convite.",
  ...teamAccessMessages,
  invited: (email: string) => `Convite enviado para ${email}.`,
  resent: (email: string) => `Convite reenviado para ${email}.`,
  revoked: "Convite cancelado.",
  roleChanged: (name: string, role: CompanyRole) => `${name} agora é ${COMPANY_ROLE_LABELS[role]}.`,
  removed: (name: string) => `${name} foi removido da equipe.`,
  joined: (company: string) => `Você agora faz parte da equipe de ${company}.`,
} as const;

const role = z.enum(COMPANY_ROLES, { error: memberMessages.roleRequired });

export const inviteMemberSchema = z.strictObject({
  email: safeString({ error: memberMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, memberMessages.emailRequired)
    .max(254, memberMessages.emailInvalid)
    .pipe(z.email({ error: memberMessages.emailInvalid })),
  role,
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const changeMemberRoleSchema = z.strictObject({ role });

/** Signing up through an invitation: the e-mail is the invitation's, already proven by its link. */
export const invitationSignUpSchema = z
  .strictObject({
    fullName: safeString({ error: authMessages.signUpRequired }).trim().min(1, authMessages.signUpRequired).max(120),
    password: safeString({ error: authMessages.signUpRequired }).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    confirmPassword: safeString({ error: authMessages.signUpRequired }).max(
      MAX_PASSWORD_LENGTH,
      authMessages.passwordTooLong,
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.password) ctx.addIssue({ code: "custom", message: authMessages.signUpRequired, path: ["password"] });
    else if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", message: authMessages.passwordsDiffer, path: ["confirmPassword"] });
    } else if (v.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: authMessages.passwordTooShort, path: ["password"] });
    }
  });
export type InvitationSignUpInput = z.infer<typeof invitationSignUpSchema>;

export interface TeamMember {
  userId: string;
  fullName: string;
  email: string;
  role: CompanyRole;
  joinedAt: string;
  /** When the member last signed in (a session started); null if never since joining. */
  lastSignInAt: string | null;
  /** The caller. */
  isYou: boolean;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: CompanyRole;
  invitedBy: string | null;
  sentAt: string;
  expiresAt: string;
  /** Past its 7 days: still listed (and counted) until resent or revoked. */
  expired: boolean;
}

export interface TeamView {
  members: TeamMember[];
  invitations: TeamInvitation[];
  seats: { used: number; limit: number | null };
}

/** What the invitation page shows before anyone signs in. */
export interface InvitationView {
  companyName: string;
  email: string;
  role: CompanyRole;
  invitedBy: string | null;
  expiresAt: string;
  /** Whether the address has an account already: sign in to accept, rather than sign up. */
  hasAccount: boolean;
}

// Account settings of both roles: password, e-mail, notifications and deletion.
import { z } from "zod";
import { authMessages, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account";
import { safeString } from "./text";

export const accountSettingsMessages = {
  currentPasswordRequired: "Informe sua senha atual",
  currentPasswordWrong: "Senha atual incorreta",
  newPasswordRequired: "Informe a nova senha",
  newPasswordSame: "A nova senha deve ser diferente da atual",
  passwordChanged: "Senha alterada! As outras sessões foram encerradas.",
  passwordChangeError: "Não foi possível alterar a senha. Tente novamente.",
  notificationsSaved: "Preferência de notificações salva",
  notificationsError: "Não foi possível salvar a preferência. Tente novamente.",
  exportError: "Não foi possível exportar seus dados. Tente novamente.",
  deletePasswordRequired: "Informe sua senha para confirmar a exclusão",
  deletePasswordWrong: "Senha incorreta",
  deleted: "Sua conta foi excluída.",
  deleteError: "Não foi possível excluir a conta. Tente novamente.",
  deleteSubscriptionFailed:
    "Não foi possível encerrar sua assinatura PREMIUM agora, então nada foi excluído. Tente novamente em alguns minutos.",
  companyDeletionUnavailable:
    "A exclusão de contas de empresa não é feita por aqui: envie uma solicitação de eliminação em “Nova solicitação” e cuidaremos do pedido, inclusive do encerramento do plano.",
  holderDeletionUnavailable:
    "Sua conta é a titular do plano da empresa e não pode ser excluída por aqui. Peça a outro Administrador que remova você da equipe (a titularidade passa para ele) e depois exclua a conta, ou envie uma solicitação de eliminação em “Nova solicitação” para encerrar a empresa.",
  memberDeletionHint:
    "Excluir a conta apaga seus dados pessoais de forma permanente. O que você escreveu para a empresa (notas, avaliações e mensagens) fica com a equipe, assinado como “Ex-membro”.",
  emailInvalid: authMessages.invalidEmail,
  emailSame: "Este já é o seu e-mail atual",
  emailChangeSent: "Enviamos um link de confirmação para o novo e-mail. A troca só vale depois de confirmada.",
  emailChanged: "E-mail alterado!",
  emailChangeInvalid: "Este link de troca de e-mail é inválido ou expirou. Solicite um novo.",
} as const;

export const changePasswordSchema = z
  .strictObject({
    currentPassword: safeString({ error: accountSettingsMessages.currentPasswordRequired })
      .min(1, accountSettingsMessages.currentPasswordRequired)
      .max(MAX_PASSWORD_LENGTH, accountSettingsMessages.currentPasswordWrong),
    newPassword: safeString({ error: accountSettingsMessages.newPasswordRequired })
      .min(1, accountSettingsMessages.newPasswordRequired)
      .max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    confirmPassword: safeString({ error: authMessages.passwordsDiffer }).max(
      MAX_PASSWORD_LENGTH,
      authMessages.passwordTooLong,
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.newPassword) return;
    if (v.newPassword.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: authMessages.passwordTooShort, path: ["newPassword"] });
    } else if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", message: authMessages.passwordsDiffer, path: ["confirmPassword"] });
    } else if (v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: "custom", message: accountSettingsMessages.newPasswordSame, path: ["newPassword"] });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const notificationPreferencesSchema = z.strictObject({
  emailNotifications: z.boolean({ error: "Informe se deseja receber e-mails" }),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

export const deleteAccountSchema = z.strictObject({
  password: safeString({ error: accountSettingsMessages.deletePasswordRequired })
    .min(1, accountSettingsMessages.deletePasswordRequired)
    .max(MAX_PASSWORD_LENGTH, accountSettingsMessages.deletePasswordWrong),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const changeEmailSchema = z.strictObject({
  email: safeString({ error: accountSettingsMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, accountSettingsMessages.emailInvalid)
    .pipe(z.email(accountSettingsMessages.emailInvalid)),
  currentPassword: safeString({ error: accountSettingsMessages.currentPasswordRequired })
    .min(1, accountSettingsMessages.currentPasswordRequired)
    .max(MAX_PASSWORD_LENGTH, accountSettingsMessages.currentPasswordWrong),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

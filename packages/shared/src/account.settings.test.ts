import { describe, expect, it } from "vitest";
import { shownMessages } from "../test/shown-messages";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  notificationPreferencesSchema,
} from "./account.settings";

describe("account settings", () => {
  const change = (v: Record<string, unknown>) =>
    shownMessages(changePasswordSchema.safeParse({ currentPassword: "senha-antiga", ...v }));

  it("changing the password: asks for both, then checks length, confirmation and novelty in that order", () => {
    expect(
      shownMessages(changePasswordSchema.safeParse({ currentPassword: "", newPassword: "", confirmPassword: "" })),
    ).toEqual({
      currentPassword: "Informe sua senha atual",
      newPassword: "Informe a nova senha",
    });
    // A blank new password is only asked for, not also called too short.
    expect(
      changePasswordSchema
        .safeParse({ currentPassword: "senha-antiga", newPassword: "", confirmPassword: "" })
        .error?.issues.map((i) => [i.path.join("."), i.message]),
    ).toEqual([["newPassword", "Informe a nova senha"]]);
    expect(change({ newPassword: "12345", confirmPassword: "99999" })).toEqual({
      newPassword: "A senha deve ter pelo menos 6 caracteres",
    });
    expect(change({ newPassword: "123456", confirmPassword: "654321" })).toEqual({
      confirmPassword: "As senhas não coincidem",
    });
    expect(change({ newPassword: "senha-antiga", confirmPassword: "senha-antiga" })).toEqual({
      newPassword: "A nova senha deve ser diferente da atual",
    });
    expect(change({ newPassword: "senha-nova", confirmPassword: "senha-nova" })).toEqual({});
    expect(
      change({ currentPassword: "x".repeat(129), newPassword: "senha-nova", confirmPassword: "senha-nova" }),
    ).toEqual({
      currentPassword: "Senha atual incorreta",
    });
    expect(change({ newPassword: "y".repeat(129), confirmPassword: "y".repeat(129) })).toEqual({
      newPassword: "A senha deve ter no máximo 128 caracteres",
      confirmPassword: "A senha deve ter no máximo 128 caracteres",
    });
  });

  it("changing the e-mail: a valid address, lower case, and the current password", () => {
    expect(changeEmailSchema.safeParse({ email: " Ana@Exemplo.COM.br ", currentPassword: "s" }).data).toEqual({
      email: "ana@exemplo.com.br",
      currentPassword: "s",
    });
    expect(shownMessages(changeEmailSchema.safeParse({ email: "ana@", currentPassword: "" }))).toEqual({
      email: "Informe um e-mail válido",
      currentPassword: "Informe sua senha atual",
    });
    expect(
      shownMessages(changeEmailSchema.safeParse({ email: `${"a".repeat(250)}@x.com`, currentPassword: "s" })),
    ).toEqual({
      email: "Informe um e-mail válido",
    });
  });

  it("deleting the account needs the password; notifications need a yes or no", () => {
    expect(shownMessages(deleteAccountSchema.safeParse({ password: "" }))).toEqual({
      password: "Informe sua senha para confirmar a exclusão",
    });
    expect(shownMessages(deleteAccountSchema.safeParse({ password: "p".repeat(129) }))).toEqual({
      password: "Senha incorreta",
    });
    expect(deleteAccountSchema.safeParse({ password: "p" }).success).toBe(true);
    expect(shownMessages(notificationPreferencesSchema.safeParse({ emailNotifications: "sim" }))).toEqual({
      emailNotifications: "Informe se deseja receber e-mails",
    });
    expect(notificationPreferencesSchema.safeParse({ emailNotifications: false }).data).toEqual({
      emailNotifications: false,
    });
  });

  it("gives a value of the wrong type each field's own message, in pt-BR", () => {
    expect(
      shownMessages(changePasswordSchema.safeParse({ currentPassword: 1, newPassword: 2, confirmPassword: 3 })),
    ).toEqual({
      currentPassword: "Informe sua senha atual",
      newPassword: "Informe a nova senha",
      confirmPassword: "As senhas não coincidem",
    });
    expect(shownMessages(deleteAccountSchema.safeParse({ password: 123 }))).toEqual({
      password: "Informe sua senha para confirmar a exclusão",
    });
    expect(shownMessages(changeEmailSchema.safeParse({ email: 5, currentPassword: [] }))).toEqual({
      email: "Informe um e-mail válido",
      currentPassword: "Informe sua senha atual",
    });
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  notificationPreferencesSchema,
} from "./account.settings";

/** The message each failing field shows (its first issue), keyed by path. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join(".")] ??= issue.message;
  return shown;
}

const _profile = {
  fullName: "Sargento Ana Lima",
  phone: "(21) 98765-4321",
  city: "Rio de Janeiro",
  state: "rj",
  birthDate: "1998-05-20",
  militaryBranch: "marinha",
  rank: "3-sargento",
  om: "Base Naval do Rio de Janeiro",
  incorporationYear: "2017",
  yearsOfService: 7,
  specialties: [" Logística ", "", "Logística", "Manutenção"],
  desiredArea: "logistica",
  experienceLevel: "intermediario",
  goals: "Coordenar armazéns",
  availability: "30-dias",
  biography: "  ",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("account settings", () => {
  const change = (v: Record<string, unknown>) =>
    messages(changePasswordSchema.safeParse({ currentPassword: "senha-antiga", ...v }));

  it("changing the password: asks for both, then checks length, confirmation and novelty in that order", () => {
    expect(
      messages(changePasswordSchema.safeParse({ currentPassword: "", newPassword: "", confirmPassword: "" })),
    ).toEqual({
      currentPassword: "Informe sua senha atual",
      newPassword: "Informe a nova senha",
    });
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
    expect(messages(changeEmailSchema.safeParse({ email: "ana@", currentPassword: "" }))).toEqual({
      email: "Informe um e-mail válido",
      currentPassword: "Informe sua senha atual",
    });
    expect(messages(changeEmailSchema.safeParse({ email: `${"a".repeat(250)}@x.com`, currentPassword: "s" }))).toEqual({
      email: "Informe um e-mail válido",
    });
  });

  it("deleting the account needs the password; notifications need a yes or no", () => {
    expect(messages(deleteAccountSchema.safeParse({ password: "" }))).toEqual({
      password: "Informe sua senha para confirmar a exclusão",
    });
    expect(messages(deleteAccountSchema.safeParse({ password: "p".repeat(129) }))).toEqual({
      password: "Senha incorreta",
    });
    expect(deleteAccountSchema.safeParse({ password: "p" }).success).toBe(true);
    expect(messages(notificationPreferencesSchema.safeParse({ emailNotifications: "sim" }))).toEqual({
      emailNotifications: "Informe se deseja receber e-mails",
    });
    expect(notificationPreferencesSchema.safeParse({ emailNotifications: false }).data).toEqual({
      emailNotifications: false,
    });
  });
});

import { describe, expect, it } from "vitest";
import { resetPasswordSchema, signInSchema, signUpSchema } from "./auth";

/** The message each failing field shows: its first issue, as the forms' resolver picks it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join(".")] ??= issue.message;
  return shown;
}

const company = {
  role: "empresa",
  fullName: "Ana Souza",
  email: "ana@empresa.com.br",
  password: "senha-forte-1",
  confirmPassword: "senha-forte-1",
  companyName: "Logística Sul",
  city: "Curitiba",
};

describe("length limits speak pt-BR and say what is wrong", () => {
  it("sign-up: a name, company name or city past its limit says the limit", () => {
    const result = signUpSchema.safeParse({
      ...company,
      fullName: "a".repeat(121),
      companyName: "b".repeat(161),
      city: "c".repeat(121),
    });
    expect(messages(result)).toEqual({
      fullName: "Use no máximo 120 caracteres.",
      companyName: "Use no máximo 160 caracteres.",
      city: "Use no máximo 120 caracteres.",
    });
  });

  it("sign-up: exactly at the limits passes", () => {
    const result = signUpSchema.safeParse({
      ...company,
      fullName: "a".repeat(120),
      companyName: "b".repeat(160),
      city: "c".repeat(120),
    });
    expect(result.success).toBe(true);
  });

  it("a password or its confirmation past 128 characters says so, not that a field is missing", () => {
    const long = "x".repeat(129);
    expect(messages(signInSchema.safeParse({ email: "ana@empresa.com.br", password: long }))).toEqual({
      password: "A senha deve ter no máximo 128 caracteres",
    });
    expect(messages(signUpSchema.safeParse({ ...company, confirmPassword: long }))).toEqual({
      confirmPassword: "A senha deve ter no máximo 128 caracteres",
    });
    expect(
      messages(resetPasswordSchema.safeParse({ token: "t", password: "senha-forte-1", confirmPassword: long })),
    ).toEqual({
      confirmPassword: "A senha deve ter no máximo 128 caracteres",
    });
  });

  it("a reset token past 512 characters reads as an invalid link", () => {
    const result = resetPasswordSchema.safeParse({
      token: "t".repeat(513),
      password: "senha-forte-1",
      confirmPassword: "senha-forte-1",
    });
    expect(messages(result).token).toBe("Este link é inválido ou expirou. Solicite um novo.");
  });
});

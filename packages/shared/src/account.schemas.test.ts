import { describe, expect, it } from "vitest";
import { shownMessages } from "../test/shown-messages";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./account.schemas";

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
    expect(shownMessages(result)).toEqual({
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
    expect(shownMessages(signInSchema.safeParse({ email: "ana@empresa.com.br", password: long }))).toEqual({
      password: "A senha deve ter no máximo 128 caracteres",
    });
    expect(shownMessages(signUpSchema.safeParse({ ...company, confirmPassword: long }))).toEqual({
      confirmPassword: "A senha deve ter no máximo 128 caracteres",
    });
    expect(
      shownMessages(resetPasswordSchema.safeParse({ token: "t", password: "senha-forte-1", confirmPassword: long })),
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
    expect(shownMessages(result).token).toBe("Este link é inválido ou expirou. Solicite um novo.");
  });
});

describe("signing in", () => {
  it("keeps the e-mail trimmed and in lower case", () => {
    expect(signInSchema.safeParse({ email: "  Ana@Empresa.COM.br ", password: " s " }).data).toEqual({
      email: "ana@empresa.com.br",
      password: " s ",
    });
  });

  it("asks for both fields, one message on the first missing, then checks the e-mail", () => {
    expect(shownMessages(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Por favor, preencha todos os campos",
    });
    expect(shownMessages(signInSchema.safeParse({ email: "ana@empresa.com.br", password: "" }))).toEqual({
      password: "Por favor, preencha todos os campos",
    });
    expect(shownMessages(signInSchema.safeParse({ email: "", password: "x" }))).toEqual({
      email: "Por favor, preencha todos os campos",
    });
    expect(shownMessages(signInSchema.safeParse({}))).toEqual({
      email: "Por favor, preencha todos os campos",
      password: "Por favor, preencha todos os campos",
    });
    expect(shownMessages(signInSchema.safeParse({ email: "ana@", password: "x" }))).toEqual({
      email: "Informe um e-mail válido",
    });
    expect(shownMessages(signInSchema.safeParse({ email: `${"a".repeat(250)}@x.com`, password: "x" }))).toEqual({
      email: "Informe um e-mail válido",
    });
    expect(signInSchema.safeParse({ email: "ana@empresa.com.br", password: "x", lembrar: true }).success).toBe(false);
  });
});

describe("signing up", () => {
  const militar = {
    role: "militar",
    fullName: "Ana",
    email: "ana@x.com.br",
    password: "segredo",
    confirmPassword: "segredo",
  };

  it("keeps what it needs, trimmed, and leaves blank optional fields out", () => {
    expect(signUpSchema.safeParse({ ...militar, fullName: " Ana ", companyName: " ", city: "" }).data).toEqual({
      role: "militar",
      fullName: "Ana",
      email: "ana@x.com.br",
      password: "segredo",
      confirmPassword: "segredo",
      companyName: undefined,
      city: undefined,
    });
    expect(signUpSchema.safeParse({ ...company, companyName: "  Logística Sul " }).data?.companyName).toBe(
      "Logística Sul",
    );
  });

  it("marks every missing field, and checks nothing else until they are there", () => {
    expect(
      shownMessages(
        signUpSchema.safeParse({ role: "militar", fullName: " ", email: "", password: "", confirmPassword: "x" }),
      ),
    ).toEqual({
      fullName: "Por favor, preencha todos os campos obrigatórios",
      email: "Por favor, preencha todos os campos obrigatórios",
      password: "Por favor, preencha todos os campos obrigatórios",
    });
    expect(shownMessages(signUpSchema.safeParse({ ...militar, password: "" }))).toEqual({
      password: "Por favor, preencha todos os campos obrigatórios",
    });
  });

  it("checks the e-mail, the confirmation, then the length, and the company name", () => {
    expect(shownMessages(signUpSchema.safeParse({ ...militar, email: "ana@x" }))).toEqual({
      email: "Informe um e-mail válido",
    });
    expect(shownMessages(signUpSchema.safeParse({ ...militar, confirmPassword: "outra" }))).toEqual({
      confirmPassword: "As senhas não coincidem",
    });
    expect(shownMessages(signUpSchema.safeParse({ ...militar, password: "12345", confirmPassword: "12345" }))).toEqual({
      password: "A senha deve ter pelo menos 6 caracteres",
    });
    expect(signUpSchema.safeParse({ ...militar, password: "123456", confirmPassword: "123456" }).success).toBe(true);
    expect(shownMessages(signUpSchema.safeParse({ ...company, companyName: "" }))).toEqual({
      companyName: "Nome da empresa é obrigatório",
    });
    expect(signUpSchema.safeParse({ ...militar, companyName: undefined }).success).toBe(true);
  });

  it("knows the two roles and which plans each may ask for", () => {
    expect(shownMessages(signUpSchema.safeParse({ ...militar, role: "admin" }))).toEqual({
      role: "Escolha entre Militar e Empresa",
    });
    expect(shownMessages(signUpSchema.safeParse({ ...company, plan: "PREMIUM" }))).toEqual({
      plan: "Plano inválido para empresas",
    });
    expect(shownMessages(signUpSchema.safeParse({ ...militar, plan: "plus" }))).toEqual({
      plan: "Plano inválido para militares",
    });
    expect(shownMessages(signUpSchema.safeParse({ ...militar, plan: "gold" }))).toEqual({ plan: "Plano inválido" });
    expect(signUpSchema.safeParse({ ...company, plan: "enterprise" }).success).toBe(true);
    // The plan as the pricing links write it, in either case.
    for (const plan of ["premium", "PREMIUM", "free", "FREE"]) {
      expect(signUpSchema.safeParse({ ...militar, plan }).success, plan).toBe(true);
    }
  });
});

describe("forgetting the password", () => {
  it("needs a valid e-mail, kept in lower case", () => {
    expect(forgotPasswordSchema.safeParse({ email: " Ana@X.com.br" }).data).toEqual({ email: "ana@x.com.br" });
    for (const email of ["", "ana", undefined]) {
      expect(shownMessages(forgotPasswordSchema.safeParse({ email }))).toEqual({ email: "Informe um e-mail válido" });
    }
  });

  it("resetting: the link's token, a password of 6 or more, confirmed", () => {
    const reset = (v: Record<string, unknown>) =>
      shownMessages(
        resetPasswordSchema.safeParse({ token: "t", password: "segredo", confirmPassword: "segredo", ...v }),
      );
    expect(reset({})).toEqual({});
    expect(reset({ token: "" })).toEqual({ token: "Este link é inválido ou expirou. Solicite um novo." });
    expect(reset({ token: undefined })).toEqual({ token: "Este link é inválido ou expirou. Solicite um novo." });
    expect(reset({ password: "", confirmPassword: "" })).toEqual({
      password: "Por favor, preencha todos os campos obrigatórios",
    });
    expect(reset({ confirmPassword: "outra" })).toEqual({ confirmPassword: "As senhas não coincidem" });
    expect(reset({ password: "123456", confirmPassword: "123456" })).toEqual({});
    expect(reset({ password: "12345", confirmPassword: "12345" })).toEqual({
      password: "A senha deve ter pelo menos 6 caracteres",
    });
  });
});

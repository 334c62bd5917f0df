import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { click, expectFieldError, expectNoFieldError, fill, renderPage, sentWrites, stubFetch } from "@/test/render";
import { ResetPasswordPage } from "./reset-password-page";

function open(query = "?token=tok-123") {
  renderPage(<ResetPasswordPage />, { path: "/auth/redefinir-senha", url: `/auth/redefinir-senha${query}` });
}

describe("ResetPasswordPage validation", () => {
  it("asks for the new password and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    click("Salvar nova senha");
    await expectFieldError("Nova senha", "Por favor, preencha todos os campos obrigatórios");
    await expectNoFieldError("Confirmar senha");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a mismatched confirmation, then a short password", async () => {
    const fetchMock = stubFetch();
    open();
    fill("Nova senha", "segredo1");
    fill("Confirmar senha", "segredo2");
    click("Salvar nova senha");
    await expectFieldError("Confirmar senha", "As senhas não coincidem");
    await expectNoFieldError("Nova senha");

    fill("Nova senha", "12345");
    fill("Confirmar senha", "12345");
    await expectFieldError("Nova senha", "A senha deve ter pelo menos 6 caracteres");
    await expectNoFieldError("Confirmar senha");
    expect(screen.queryByText("As senhas não coincidem")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the token with the new password once valid and goes to the login", async () => {
    const fetchMock = stubFetch({ body: { message: "Senha redefinida! Entre com a nova senha." } });
    open();
    fill("Nova senha", "12345");
    fill("Confirmar senha", "12345");
    click("Salvar nova senha");
    await expectFieldError("Nova senha", "A senha deve ter pelo menos 6 caracteres");

    fill("Nova senha", "segredo1");
    fill("Confirmar senha", "segredo1");
    await expectNoFieldError("Nova senha");
    click("Salvar nova senha");
    expect(await screen.findByText("landed /auth")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/auth/reset-password",
        body: { token: "tok-123", password: "segredo1", confirmPassword: "segredo1" },
      },
    ]);
  });

  it("shows no form for a link without a token", () => {
    open("");
    expect(
      screen.getByText("Este link é inválido ou expirou. Peça um novo na tela de login, em 'Esqueci minha senha'."),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Nova senha")).toBeNull();
  });
});

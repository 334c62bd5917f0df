import { describe, expect, it } from "vitest";
import { form, renderPage, screen, sentWrites, stubFetch } from "@/test/render";
import { ResetPasswordPage } from "./reset-password-page";

function open(query = "?token=tok-123") {
  renderPage(<ResetPasswordPage />, { path: "/auth/redefinir-senha", url: `/auth/redefinir-senha${query}` });
}

describe("ResetPasswordPage validation", () => {
  it("asks for the new password and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    form.click("Salvar nova senha");
    await form.expectError("Nova senha", "Por favor, preencha todos os campos obrigatórios");
    await form.expectNoError("Confirmar senha");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a mismatched confirmation, then a short password", async () => {
    const fetchMock = stubFetch();
    open();
    form.fill("Nova senha", "segredo1");
    form.fill("Confirmar senha", "segredo2");
    form.click("Salvar nova senha");
    await form.expectError("Confirmar senha", "As senhas não coincidem");
    await form.expectNoError("Nova senha");

    form.fill("Nova senha", "12345");
    form.fill("Confirmar senha", "12345");
    await form.expectError("Nova senha", "A senha deve ter pelo menos 6 caracteres");
    await form.expectNoError("Confirmar senha");
    expect(screen.queryByText("As senhas não coincidem")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the token with the new password once valid and goes to the login", async () => {
    const fetchMock = stubFetch({ body: { message: "Senha redefinida! Entre com a nova senha." } });
    open();
    form.fill("Nova senha", "12345");
    form.fill("Confirmar senha", "12345");
    form.click("Salvar nova senha");
    await form.expectError("Nova senha", "A senha deve ter pelo menos 6 caracteres");

    form.fill("Nova senha", "segredo1");
    form.fill("Confirmar senha", "segredo1");
    await form.expectNoError("Nova senha");
    form.click("Salvar nova senha");
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

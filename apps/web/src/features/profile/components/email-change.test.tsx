import { cleanup } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, form, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { EmailChange } from "./email-change";

function open() {
  renderPage(<EmailChange email="Joao@Exemplo.com.br" />, { path: "/app/perfil" });
  form.click("Alterar e-mail");
}

describe("EmailChange validation", () => {
  it("asks for a valid e-mail and the current password, and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    form.click("Enviar link de confirmação");
    await form.expectError("Novo e-mail", "Informe um e-mail válido");
    await form.expectError("Senha atual", "Informe sua senha atual");

    form.fill("Novo e-mail", "novo@");
    form.fill("Senha atual", "segredo1");
    await form.expectNoError("Senha atual");
    form.click("Enviar link de confirmação");
    await form.expectError("Novo e-mail", "Informe um e-mail válido");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses the address already in use, whatever its case", async () => {
    const fetchMock = stubFetch();
    open();
    form.fill("Novo e-mail", " JOAO@exemplo.com.br ");
    form.fill("Senha atual", "segredo1");
    form.click("Enviar link de confirmação");
    await form.expectError("Novo e-mail", "Este já é o seu e-mail atual");
    await form.expectNoError("Senha atual");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the new address with the password once valid", async () => {
    const fetchMock = stubFetch({ body: { pendingEmail: "novo@exemplo.com.br" } });
    open();
    form.click("Enviar link de confirmação");
    await form.expectError("Novo e-mail", "Informe um e-mail válido");

    form.fill("Novo e-mail", "Novo@Exemplo.com.br");
    form.fill("Senha atual", "segredo1");
    await form.expectNoError("Novo e-mail");
    await form.expectNoError("Senha atual");
    expect(sentWrites(fetchMock)).toEqual([]);

    form.click("Enviar link de confirmação");
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "Enviamos um link de confirmação para novo@exemplo.com.br. Seu e-mail só muda depois que você abrir o link (válido por 24 horas).",
    );
    expect(screen.queryByLabelText("Novo e-mail")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/account/email",
        body: { email: "novo@exemplo.com.br", currentPassword: "segredo1" },
      },
    ]);
  });

  it("puts the API's refusal on the field it names", async () => {
    stubFetch(
      apiError(422, "VALIDATION_FAILED", "Senha atual incorreta", [
        { path: "currentPassword", message: "Senha atual incorreta" },
      ]),
    );
    open();
    form.fill("Novo e-mail", "novo@exemplo.com.br");
    form.fill("Senha atual", "errada1");
    form.click("Enviar link de confirmação");
    await form.expectError("Senha atual", "Senha atual incorreta");
    await form.expectNoError("Novo e-mail");

    cleanup();
    stubFetch(apiError(409, "EMAIL_TAKEN", "Este e-mail já está cadastrado. Entre ou recupere sua senha."));
    open();
    form.fill("Novo e-mail", "outro@exemplo.com.br");
    form.fill("Senha atual", "segredo1");
    form.click("Enviar link de confirmação");
    await form.expectError("Novo e-mail", "Este e-mail já está cadastrado. Entre ou recupere sua senha.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Enviar link de confirmação" })).toBeTruthy());
  });
});

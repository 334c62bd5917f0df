import { cleanup, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  apiError,
  click,
  expectFieldError,
  expectNoFieldError,
  fill,
  renderPage,
  sentWrites,
  stubFetch,
} from "@/test/render";
import { EmailChange } from "./email-change";

function open() {
  renderPage(<EmailChange email="Joao@Exemplo.com.br" />, { path: "/app/perfil" });
  click("Alterar e-mail");
}

describe("EmailChange validation", () => {
  it("asks for a valid e-mail and the current password, and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    click("Enviar link de confirmação");
    await expectFieldError("Novo e-mail", "Informe um e-mail válido");
    await expectFieldError("Senha atual", "Informe sua senha atual");

    fill("Novo e-mail", "novo@");
    fill("Senha atual", "segredo1");
    await expectNoFieldError("Senha atual");
    click("Enviar link de confirmação");
    await expectFieldError("Novo e-mail", "Informe um e-mail válido");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses the address already in use, whatever its case", async () => {
    const fetchMock = stubFetch();
    open();
    fill("Novo e-mail", " JOAO@exemplo.com.br ");
    fill("Senha atual", "segredo1");
    click("Enviar link de confirmação");
    await expectFieldError("Novo e-mail", "Este já é o seu e-mail atual");
    await expectNoFieldError("Senha atual");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the new address with the password once valid", async () => {
    const fetchMock = stubFetch({ body: { pendingEmail: "novo@exemplo.com.br" } });
    open();
    click("Enviar link de confirmação");
    await expectFieldError("Novo e-mail", "Informe um e-mail válido");

    fill("Novo e-mail", "Novo@Exemplo.com.br");
    fill("Senha atual", "segredo1");
    await expectNoFieldError("Novo e-mail");
    await expectNoFieldError("Senha atual");
    expect(sentWrites(fetchMock)).toEqual([]);

    click("Enviar link de confirmação");
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
    fill("Novo e-mail", "novo@exemplo.com.br");
    fill("Senha atual", "errada1");
    click("Enviar link de confirmação");
    await expectFieldError("Senha atual", "Senha atual incorreta");
    await expectNoFieldError("Novo e-mail");

    cleanup();
    stubFetch(apiError(409, "EMAIL_TAKEN", "Este e-mail já está cadastrado. Entre ou recupere sua senha."));
    open();
    fill("Novo e-mail", "outro@exemplo.com.br");
    fill("Senha atual", "segredo1");
    click("Enviar link de confirmação");
    await expectFieldError("Novo e-mail", "Este e-mail já está cadastrado. Entre ou recupere sua senha.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Enviar link de confirmação" })).toBeTruthy());
  });
});

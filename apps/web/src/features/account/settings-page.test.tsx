import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import {
  apiError,
  click,
  control,
  expectFieldError,
  expectNoFieldError,
  fill,
  renderPage,
  sentWrites,
  stubFetch,
} from "@/test/render";
import { SettingsPage } from "./settings-page";

const me = {
  id: "u1",
  email: "joao@exemplo.com.br",
  profile: { role: "militar", fullName: "João Silva" },
  company: null,
  militaryProfile: { plan: "FREE", emailNotifications: true, completedAt: "2026-01-01T00:00:00Z" },
} as unknown as Me;

function open() {
  renderPage(<SettingsPage />, { path: "/app/configuracoes", me });
}

describe("SettingsPage: password change", () => {
  it("asks for the current and the new password, and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    click("Alterar senha");
    await expectFieldError("Senha atual", "Informe sua senha atual");
    await expectFieldError("Nova senha", "Informe a nova senha");
    await expectNoFieldError("Confirmar nova senha");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a short password, a mismatched confirmation and the current password again", async () => {
    const fetchMock = stubFetch();
    open();
    fill("Senha atual", "antiga1");
    fill("Nova senha", "12345");
    fill("Confirmar nova senha", "12345");
    click("Alterar senha");
    await expectFieldError("Nova senha", "A senha deve ter pelo menos 6 caracteres");
    await expectNoFieldError("Senha atual");

    fill("Nova senha", "segredo2");
    fill("Confirmar nova senha", "segredo3");
    await expectFieldError("Confirmar nova senha", "As senhas não coincidem");
    await expectNoFieldError("Nova senha");

    // A change re-checks only the field changed; this message belongs to the other one: resubmit.
    fill("Nova senha", "antiga1");
    fill("Confirmar nova senha", "antiga1");
    click("Alterar senha");
    await expectFieldError("Nova senha", "A nova senha deve ser diferente da atual");
    await expectNoFieldError("Confirmar nova senha");
    expect(screen.queryByText("As senhas não coincidem")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the passwords once valid and empties the form", async () => {
    const fetchMock = stubFetch({ body: { ok: true } });
    open();
    click("Alterar senha");
    await expectFieldError("Senha atual", "Informe sua senha atual");

    fill("Senha atual", "antiga1");
    fill("Nova senha", "segredo2");
    fill("Confirmar nova senha", "segredo2");
    await expectNoFieldError("Senha atual");
    await expectNoFieldError("Nova senha");
    expect(sentWrites(fetchMock)).toEqual([]);

    click("Alterar senha");
    await waitFor(() => expect((control("Senha atual") as HTMLInputElement).value).toBe(""));
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/account/password",
        body: { currentPassword: "antiga1", newPassword: "segredo2", confirmPassword: "segredo2" },
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
    fill("Senha atual", "errada1");
    fill("Nova senha", "segredo2");
    fill("Confirmar nova senha", "segredo2");
    click("Alterar senha");
    await expectFieldError("Senha atual", "Senha atual incorreta");
    await expectNoFieldError("Nova senha");
  });
});

describe("SettingsPage: account deletion", () => {
  const PASSWORD = "Digite sua senha para confirmar";

  it("asks for the password before deleting, and deletes nothing without it", async () => {
    const fetchMock = stubFetch();
    open();
    click("Excluir conta");
    expect(await screen.findByRole("alertdialog", { name: "Excluir sua conta?" })).toBeTruthy();
    click("Excluir conta definitivamente");
    await expectFieldError(PASSWORD, "Informe sua senha para confirmar a exclusão");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("shows a wrong password under the field, then deletes with the right one", async () => {
    let wrong = true;
    const fetchMock = stubFetch(() =>
      wrong
        ? apiError(422, "VALIDATION_FAILED", "Senha incorreta", [{ path: "password", message: "Senha incorreta" }])
        : { body: { ok: true } },
    );
    open();
    click("Excluir conta");
    await screen.findByRole("alertdialog");
    fill(PASSWORD, "errada1");
    click("Excluir conta definitivamente");
    await expectFieldError(PASSWORD, "Senha incorreta");

    wrong = false;
    fill(PASSWORD, "segredo1");
    click("Excluir conta definitivamente");
    expect(await screen.findByText("landed /")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "DELETE", url: "/api/account", body: { password: "errada1" } },
      { method: "DELETE", url: "/api/account", body: { password: "segredo1" } },
    ]);
  });
});

import type { Role } from "@pm/shared/account";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { click, expectFieldError, expectNoFieldError, fill, renderPage, sentWrites, stubFetch } from "@/test/render";
import { SignUpForm } from "./sign-up-form";

afterEach(() => {
  sessionStorage.clear();
});

const REQUIRED = "Por favor, preencha todos os campos obrigatórios";

function open(role: Role, plan?: "plus") {
  const onMilitarySignedUp = vi.fn();
  renderPage(<SignUpForm role={role} plan={plan} onMilitarySignedUp={onMilitarySignedUp} />, { path: "/auth" });
  return onMilitarySignedUp;
}

describe("SignUpForm validation", () => {
  it("marks every missing required field and sends nothing", async () => {
    const fetchMock = stubFetch();
    open("militar");
    click("Criar conta");
    await expectFieldError("Nome completo", REQUIRED);
    await expectFieldError("E-mail", REQUIRED);
    await expectFieldError("Senha", REQUIRED);
    await expectNoFieldError("Confirmar senha");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("for a company, also asks for the company name, refuses a bad e-mail and a short password", async () => {
    const fetchMock = stubFetch();
    open("empresa", "plus");
    click("Criar conta");
    await expectFieldError("Nome completo", REQUIRED);

    fill("Nome completo", "Maria Souza");
    fill("E-mail", "maria@");
    fill("Senha", "12345");
    fill("Confirmar senha", "12345");
    click("Criar conta");
    await expectFieldError("E-mail", "Informe um e-mail válido");
    await expectFieldError("Senha", "A senha deve ter pelo menos 6 caracteres");
    await expectFieldError("Nome da empresa", "Nome da empresa é obrigatório");
    await expectNoFieldError("Nome completo");
    await expectNoFieldError("Confirmar senha");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("puts a mismatched confirmation on the confirmation field", async () => {
    const fetchMock = stubFetch();
    open("militar");
    fill("Nome completo", "Maria Souza");
    fill("E-mail", "maria@exemplo.com.br");
    fill("Senha", "segredo1");
    fill("Confirmar senha", "segredo2");
    click("Criar conta");
    await expectFieldError("Confirmar senha", "As senhas não coincidem");
    await expectNoFieldError("Senha");

    fill("Confirmar senha", "segredo1");
    await expectNoFieldError("Confirmar senha");
    expect(screen.queryByText("As senhas não coincidem")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("says the limit of a too long name, company name or city, on that field", async () => {
    const fetchMock = stubFetch();
    open("empresa", "plus");
    fill("Nome completo", "a".repeat(121));
    fill("E-mail", "maria@acme.com.br");
    fill("Nome da empresa", "b".repeat(161));
    fill("Cidade", "c".repeat(121));
    fill("Senha", "segredo1");
    fill("Confirmar senha", "segredo1");
    click("Criar conta");
    await expectFieldError("Nome completo", "Use no máximo 120 caracteres.");
    await expectFieldError("Nome da empresa", "Use no máximo 160 caracteres.");
    await expectFieldError("Cidade", "Use no máximo 120 caracteres.");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends a militar's sign-up once valid and hands over the e-mail", async () => {
    const fetchMock = stubFetch({ body: { ok: true } });
    const onMilitarySignedUp = open("militar");
    fill("Nome completo", "  Maria Souza ");
    fill("E-mail", "Maria@Exemplo.com.br");
    fill("Senha", "segredo1");
    fill("Confirmar senha", "segredo1");
    click("Criar conta");
    await waitFor(() => expect(onMilitarySignedUp).toHaveBeenCalledWith("maria@exemplo.com.br"));
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/auth/sign-up",
        body: {
          role: "militar",
          fullName: "Maria Souza",
          email: "maria@exemplo.com.br",
          password: "segredo1",
          confirmPassword: "segredo1",
          plan: "FREE",
        },
      },
    ]);
  });

  it("sends a company's sign-up with its name, city and plan, then goes to checkout", async () => {
    const fetchMock = stubFetch({ body: { ok: true } });
    open("empresa", "plus");
    fill("Nome completo", "Maria Souza");
    fill("E-mail", "maria@acme.com.br");
    fill("Nome da empresa", "Acme Ltda");
    fill("Cidade", "Recife");
    fill("Senha", "segredo1");
    fill("Confirmar senha", "segredo1");
    click("Criar conta");
    expect(await screen.findByText("landed /empresa/checkout?plan=plus")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/auth/sign-up",
        body: {
          role: "empresa",
          fullName: "Maria Souza",
          email: "maria@acme.com.br",
          password: "segredo1",
          confirmPassword: "segredo1",
          companyName: "Acme Ltda",
          city: "Recife",
          plan: "plus",
        },
      },
    ]);
  });
});

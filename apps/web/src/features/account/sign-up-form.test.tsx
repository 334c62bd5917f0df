import type { SignUpRole } from "@pm/shared/account";
import { afterEach, describe, expect, it, vi } from "vitest";
import { form, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { SignUpForm } from "./sign-up-form";

afterEach(() => {
  sessionStorage.clear();
});

const REQUIRED = "Por favor, preencha todos os campos obrigatórios";

function open(role: SignUpRole, plan?: "plus") {
  const onMilitarySignedUp = vi.fn();
  renderPage(<SignUpForm role={role} plan={plan} onMilitarySignedUp={onMilitarySignedUp} />, { path: "/auth" });
  return onMilitarySignedUp;
}

describe("SignUpForm validation", () => {
  it("marks every missing required field and sends nothing", async () => {
    const fetchMock = stubFetch();
    open("militar");
    form.click("Criar conta");
    await form.expectError("Nome completo", REQUIRED);
    await form.expectError("E-mail", REQUIRED);
    await form.expectError("Senha", REQUIRED);
    await form.expectNoError("Confirmar senha");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("for a company, also asks for the company name, refuses a bad e-mail and a short password", async () => {
    const fetchMock = stubFetch();
    open("empresa", "plus");
    form.click("Criar conta");
    await form.expectError("Nome completo", REQUIRED);

    form.fill("Nome completo", "Maria Souza");
    form.fill("E-mail", "maria@");
    form.fill("Senha", "12345");
    form.fill("Confirmar senha", "12345");
    form.click("Criar conta");
    await form.expectError("E-mail", "Informe um e-mail válido");
    await form.expectError("Senha", "A senha deve ter pelo menos 6 caracteres");
    await form.expectError("Nome da empresa", "Nome da empresa é obrigatório");
    await form.expectNoError("Nome completo");
    await form.expectNoError("Confirmar senha");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("puts a mismatched confirmation on the confirmation field", async () => {
    const fetchMock = stubFetch();
    open("militar");
    form.fill("Nome completo", "Maria Souza");
    form.fill("E-mail", "maria@exemplo.com.br");
    form.fill("Senha", "segredo1");
    form.fill("Confirmar senha", "segredo2");
    form.click("Criar conta");
    await form.expectError("Confirmar senha", "As senhas não coincidem");
    await form.expectNoError("Senha");

    form.fill("Confirmar senha", "segredo1");
    await form.expectNoError("Confirmar senha");
    expect(screen.queryByText("As senhas não coincidem")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("says the limit of a too long name, company name or city, on that field", async () => {
    const fetchMock = stubFetch();
    open("empresa", "plus");
    form.fill("Nome completo", "a".repeat(121));
    form.fill("E-mail", "maria@acme.com.br");
    form.fill("Nome da empresa", "b".repeat(161));
    form.fill("Cidade", "c".repeat(121));
    form.fill("Senha", "segredo1");
    form.fill("Confirmar senha", "segredo1");
    form.click("Criar conta");
    await form.expectError("Nome completo", "Use no máximo 120 caracteres.");
    await form.expectError("Nome da empresa", "Use no máximo 160 caracteres.");
    await form.expectError("Cidade", "Use no máximo 120 caracteres.");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends a militar's sign-up once valid and hands over the e-mail", async () => {
    const fetchMock = stubFetch({ body: { ok: true } });
    const onMilitarySignedUp = open("militar");
    form.fill("Nome completo", "  Maria Souza ");
    form.fill("E-mail", "Maria@Exemplo.com.br");
    form.fill("Senha", "segredo1");
    form.fill("Confirmar senha", "segredo1");
    form.click("Criar conta");
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
    form.fill("Nome completo", "Maria Souza");
    form.fill("E-mail", "maria@acme.com.br");
    form.fill("Nome da empresa", "Acme Ltda");
    form.fill("Cidade", "Recife");
    form.fill("Senha", "segredo1");
    form.fill("Confirmar senha", "segredo1");
    form.click("Criar conta");
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

import { authMessages, type SignUpRole } from "@pm/shared/account";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { apiError, fireEvent, form, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { AuthPage } from "./auth-page";
import { SignUpForm } from "./sign-up-form";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
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

describe("SignUpForm success toast", () => {
  /** The auth page's sign-up tab, as a visitor opens it, with the fields filled and valid. */
  async function filledSignUp(role: SignUpRole) {
    renderPage(<AuthPage />, { path: "/auth", url: `/auth?type=${role}&tab=signup` });
    await screen.findByRole("button", { name: "Criar conta" });
    form.fill("Nome completo", "Maria Souza");
    form.fill("E-mail", "maria@exemplo.com.br");
    if (role === "empresa") form.fill("Nome da empresa", "Acme Ltda");
    form.fill("Senha", "segredo1");
    form.fill("Confirmar senha", "segredo1");
  }
  const signUps = (fetchMock: ReturnType<typeof stubFetch>) =>
    sentWrites(fetchMock).filter((r) => r.url === "/api/auth/sign-up");
  /** Lets every pending promise and timer of the submission run out. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it.each(["militar", "empresa"] as const)(
    "shows once when a visitor signing up as %s clicks 'Criar conta' twice, and sends one sign-up",
    async (role) => {
      const success = vi.spyOn(toast, "success");
      const fetchMock = stubFetch((url) =>
        url.endsWith("/api/session") ? { body: { me: null } } : { body: { ok: true } },
      );
      await filledSignUp(role);
      const button = screen.getByRole("button", { name: "Criar conta" });
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(success).toHaveBeenCalled());
      await settle();
      expect(success.mock.calls).toEqual([[authMessages.signUpSuccess]]);
      expect(signUps(fetchMock)).toHaveLength(1);
    },
  );

  it("shows once when Enter submits the form again while the first submission is under way", async () => {
    const success = vi.spyOn(toast, "success");
    const fetchMock = stubFetch((url) =>
      url.endsWith("/api/session") ? { body: { me: null } } : { body: { ok: true } },
    );
    await filledSignUp("militar");
    const form = screen.getByRole("button", { name: "Criar conta" }).closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(success).toHaveBeenCalled());
    await settle();
    expect(success).toHaveBeenCalledTimes(1);
    expect(signUps(fetchMock)).toHaveLength(1);
    // The militar is told where the confirmation went, in the page, beside the one toast.
    expect(screen.getByRole("status").textContent).toContain("maria@exemplo.com.br");
  });

  it("takes a new attempt once a refused one has finished, with no success toast for the refusal", async () => {
    const success = vi.spyOn(toast, "success");
    const error = vi.spyOn(toast, "error");
    let refuse = true;
    const fetchMock = stubFetch((url) => {
      if (url.endsWith("/api/session")) return { body: { me: null } };
      if (refuse) return apiError(429, "RATE_LIMITED", "Muitas tentativas. Tente novamente em instantes.");
      return { body: { ok: true } };
    });
    await filledSignUp("empresa");
    form.click("Criar conta");
    await waitFor(() => expect(error).toHaveBeenCalledWith("Muitas tentativas. Tente novamente em instantes."));
    expect(success).not.toHaveBeenCalled();

    refuse = false;
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Criar conta" }).hasAttribute("disabled")).toBe(false),
    );
    form.click("Criar conta");
    expect(await screen.findByText("landed /empresa/checkout?plan=parceiro")).toBeTruthy();
    expect(success.mock.calls).toEqual([[authMessages.signUpSuccess]]);
    expect(signUps(fetchMock)).toHaveLength(2);
  });
});

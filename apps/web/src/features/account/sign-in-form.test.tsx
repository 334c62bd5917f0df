import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import { apiError, fireEvent, form, renderPage, screen, sentWrites, stubFetch, within } from "@/test/render";
import { SignInForm } from "./sign-in-form";

function open(withToasts = false) {
  renderPage(
    <>
      <SignInForm onForgot={() => {}} destination={(role) => (role === "militar" ? "/app" : "/empresa")} />
      {withToasts ? <ToasterHost /> : null}
    </>,
    { path: "/auth" },
  );
}

describe("SignInForm validation", () => {
  // First in the file: toasts asked for before any toaster is mounted wait for one, so a later
  // test would also see the earlier tests' toasts.
  it("toasts the first validation message, and the API's refusal", async () => {
    stubFetch(apiError(401, "INVALID_CREDENTIALS", "E-mail ou senha incorretos."));
    open(true);
    // The toaster mounts at the first key or press (app/toaster-host.tsx), empty.
    fireEvent.keyDown(window, { key: "Tab" });
    const toasts = await screen.findByLabelText(/^Avisos/);
    expect(toasts.textContent).toBe("");
    form.click("Entrar");
    expect(await within(toasts).findByText("Por favor, preencha todos os campos")).toBeTruthy();

    form.fill("E-mail", "pessoa@exemplo.com.br");
    form.fill("Senha", "errada1");
    form.click("Entrar");
    expect(await within(toasts).findByText("E-mail ou senha incorretos.")).toBeTruthy();
    // A refused sign-in names no field.
    await form.expectNoError("E-mail");
    await form.expectNoError("Senha");
  });

  it("asks for the missing field, one at a time, and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    form.click("Entrar");
    await form.expectError("E-mail", "Por favor, preencha todos os campos");
    // The message names both fields at once, so only the first missing one carries it.
    await form.expectNoError("Senha");

    form.fill("E-mail", "pessoa@exemplo.com.br");
    form.click("Entrar");
    await form.expectError("Senha", "Por favor, preencha todos os campos");
    await form.expectNoError("E-mail");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses an e-mail that is not one", async () => {
    const fetchMock = stubFetch();
    open();
    form.fill("E-mail", "pessoa@");
    form.fill("Senha", "segredo1");
    form.click("Entrar");
    await form.expectError("E-mail", "Informe um e-mail válido");
    await form.expectNoError("Senha");

    // Once submitted, a fix clears the message as the user types.
    form.fill("E-mail", "pessoa@exemplo.com.br");
    await form.expectNoError("E-mail");
    expect(screen.queryByText("Informe um e-mail válido")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the trimmed, lower-cased e-mail and the password, then goes to the role's home", async () => {
    const fetchMock = stubFetch({ body: { id: "u1", profile: { role: "militar", fullName: "Pessoa" } } });
    open();
    form.fill("E-mail", "  Pessoa@Exemplo.com.BR ");
    form.fill("Senha", "segredo1");
    form.click("Entrar");
    expect(await screen.findByText("landed /app")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/auth/sign-in", body: { email: "pessoa@exemplo.com.br", password: "segredo1" } },
    ]);
  });

  it("asks an account with two factors for the app's code, then for a recovery code if chosen", async () => {
    let codeTries = 0;
    const fetchMock = stubFetch((url) => {
      if (url.endsWith("/api/auth/sign-in")) return { body: { twoFactorRequired: true } };
      codeTries++;
      return codeTries === 1
        ? apiError(401, "INVALID_CREDENTIALS", "Código de verificação inválido. Tente novamente.")
        : { body: { id: "o1", profile: { role: "operador", fullName: "Olga" } } };
    });
    renderPage(<SignInForm onForgot={() => {}} destination={(role) => `/${role}`} />, { path: "/auth" });
    form.fill("E-mail", "olga@proximamissao.com.br");
    form.fill("Senha", "segredo1");
    form.click("Entrar");
    expect(await screen.findByText("Digite o código de 6 dígitos do seu aplicativo autenticador.")).toBeTruthy();

    form.click("Verificar e entrar");
    await form.expectError("Código de verificação", "Informe o código de verificação");
    form.fill("Código de verificação", "123456");
    form.click("Verificar e entrar");
    await form.expectError("Código de verificação", "Código de verificação inválido. Tente novamente.");

    form.click("Usar um código de recuperação");
    form.fill("Código de recuperação", "ab12-cd34");
    form.click("Verificar e entrar");
    expect(await screen.findByText("landed /operador")).toBeTruthy();
    expect(sentWrites(fetchMock).slice(1)).toEqual([
      { method: "POST", url: "/api/auth/sign-in/two-factor", body: { kind: "totp", code: "123456" } },
      { method: "POST", url: "/api/auth/sign-in/two-factor", body: { kind: "backup", code: "ab12-cd34" } },
    ]);
  });

  it("tells an operator whose second factor can no longer be read to ask a colleague for a reset", async () => {
    stubFetch((url) =>
      url.endsWith("/api/auth/sign-in")
        ? { body: { twoFactorRequired: true } }
        : apiError(409, "TWO_FACTOR_UNREADABLE", ""),
    );
    renderPage(<SignInForm onForgot={() => {}} destination={(role) => `/${role}`} />, { path: "/auth" });
    form.fill("E-mail", "olga@proximamissao.com.br");
    form.fill("Senha", "segredo1");
    form.click("Entrar");
    expect(await screen.findByText("Digite o código de 6 dígitos do seu aplicativo autenticador.")).toBeTruthy();
    form.fill("Código de verificação", "123456");
    form.click("Verificar e entrar");
    // The message comes from the shared table of error codes.
    await form.expectError(
      "Código de verificação",
      "Sua verificação em duas etapas não pode mais ser lida: a chave de segurança do servidor mudou e seus códigos de recuperação deixaram de valer. Peça a outro operador que use 'Redefinir verificação' em /operacao/operadores e depois cadastre o aplicativo de novo.",
    );
  });
});

describe("SignInForm submission", () => {
  it("signs in once when 'Entrar' is clicked twice before the first answer", async () => {
    const fetchMock = stubFetch({ body: { profile: { role: "militar" } } });
    open();
    form.fill("E-mail", "pessoa@exemplo.com.br");
    form.fill("Senha", "segredo1");
    const button = screen.getByRole("button", { name: "Entrar" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText("landed /app")).toBeTruthy();
    expect(sentWrites(fetchMock).filter((r) => r.url === "/api/auth/sign-in")).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from "vitest";
import { form, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { ForgotPasswordForm } from "./forgot-password-form";

function open() {
  const onBack = vi.fn();
  renderPage(<ForgotPasswordForm onBack={onBack} />, { path: "/auth" });
  return onBack;
}

describe("ForgotPasswordForm validation", () => {
  it("asks for a valid e-mail when it is blank or malformed, and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    form.click("Enviar link");
    await form.expectError("E-mail", "Informe um e-mail válido");

    form.fill("E-mail", "pessoa.exemplo.com.br");
    form.click("Enviar link");
    await form.expectError("E-mail", "Informe um e-mail válido");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("clears the message once the e-mail is fixed, sends it and goes back to the login", async () => {
    const fetchMock = stubFetch({
      body: { message: "Se existir uma conta com este e-mail, enviamos um link para redefinir a senha." },
    });
    const onBack = open();
    form.fill("E-mail", "pessoa@");
    form.click("Enviar link");
    await form.expectError("E-mail", "Informe um e-mail válido");

    form.fill("E-mail", " Pessoa@Exemplo.com.br ");
    await form.expectNoError("E-mail");
    expect(screen.queryByText("Informe um e-mail válido")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);

    form.click("Enviar link");
    await waitFor(() => expect(onBack).toHaveBeenCalledOnce());
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/auth/forgot-password", body: { email: "pessoa@exemplo.com.br" } },
    ]);
  });
});

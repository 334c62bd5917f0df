import { describe, expect, it } from "vitest";
import { apiError, form, militarMe, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { SettingsPage } from "./settings-page";

const me = militarMe({ plan: "FREE", emailNotifications: true, completedAt: "2026-01-01T00:00:00Z" });

function open() {
  renderPage(<SettingsPage />, { path: "/app/configuracoes", me });
}

describe("SettingsPage: password change", () => {
  it("asks for the current and the new password, and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    form.click("Alterar senha");
    await form.expectError("Senha atual", "Informe sua senha atual");
    await form.expectError("Nova senha", "Informe a nova senha");
    await form.expectNoError("Confirmar nova senha");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a short password, a mismatched confirmation and the current password again", async () => {
    const fetchMock = stubFetch();
    open();
    form.fill("Senha atual", "antiga1");
    form.fill("Nova senha", "12345");
    form.fill("Confirmar nova senha", "12345");
    form.click("Alterar senha");
    await form.expectError("Nova senha", "A senha deve ter pelo menos 6 caracteres");
    await form.expectNoError("Senha atual");

    form.fill("Nova senha", "segredo2");
    form.fill("Confirmar nova senha", "segredo3");
    await form.expectError("Confirmar nova senha", "As senhas não coincidem");
    await form.expectNoError("Nova senha");

    // A change re-checks only the field changed; this message belongs to the other one: resubmit.
    form.fill("Nova senha", "antiga1");
    form.fill("Confirmar nova senha", "antiga1");
    form.click("Alterar senha");
    await form.expectError("Nova senha", "A nova senha deve ser diferente da atual");
    await form.expectNoError("Confirmar nova senha");
    expect(screen.queryByText("As senhas não coincidem")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the passwords once valid and empties the form", async () => {
    const fetchMock = stubFetch({ body: { ok: true } });
    open();
    form.click("Alterar senha");
    await form.expectError("Senha atual", "Informe sua senha atual");

    form.fill("Senha atual", "antiga1");
    form.fill("Nova senha", "segredo2");
    form.fill("Confirmar nova senha", "segredo2");
    await form.expectNoError("Senha atual");
    await form.expectNoError("Nova senha");
    expect(sentWrites(fetchMock)).toEqual([]);

    form.click("Alterar senha");
    await waitFor(() => expect((form.control("Senha atual") as HTMLInputElement).value).toBe(""));
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
    form.fill("Senha atual", "errada1");
    form.fill("Nova senha", "segredo2");
    form.fill("Confirmar nova senha", "segredo2");
    form.click("Alterar senha");
    await form.expectError("Senha atual", "Senha atual incorreta");
    await form.expectNoError("Nova senha");
  });
});

describe("SettingsPage: account deletion", () => {
  const PASSWORD = "Digite sua senha para confirmar";

  it("asks for the password before deleting, and deletes nothing without it", async () => {
    const fetchMock = stubFetch();
    open();
    form.click("Excluir conta");
    expect(await screen.findByRole("alertdialog", { name: "Excluir sua conta?" })).toBeTruthy();
    form.click("Excluir conta definitivamente");
    await form.expectError(PASSWORD, "Informe sua senha para confirmar a exclusão");
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
    form.click("Excluir conta");
    await screen.findByRole("alertdialog");
    form.fill(PASSWORD, "errada1");
    form.click("Excluir conta definitivamente");
    await form.expectError(PASSWORD, "Senha incorreta");

    wrong = false;
    form.fill(PASSWORD, "segredo1");
    form.click("Excluir conta definitivamente");
    expect(await screen.findByText("landed /")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "DELETE", url: "/api/account", body: { password: "errada1" } },
      { method: "DELETE", url: "/api/account", body: { password: "segredo1" } },
    ]);
  });
});

describe("SettingsPage: talent bank", () => {
  it("shows the militar out of the bank until he chose, with what companies see, and saves his switch", async () => {
    // The server's side: what it saved is what the next read of the session says.
    let talentBank: boolean | null = null;
    const fetchMock = stubFetch((url) => {
      if (!url.endsWith("/talent-bank")) return { body: { me: militarMe({ ...me.militaryProfile, talentBank }) } };
      talentBank = true;
      return { body: { talentBank } };
    });
    open();
    const optIn = await screen.findByRole("switch", { name: "Quero aparecer no banco de talentos" });
    expect(optIn.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("O que as empresas verão")).toBeTruthy();
    optIn.click();
    await waitFor(() => expect(optIn.getAttribute("aria-checked")).toBe("true"));
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: "/api/military/talent-bank", body: { talentBank: true } },
    ]);
  });

  it("puts the switch back when the save fails", async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith("/talent-bank")
        ? apiError(500, "INTERNAL", "Erro interno")
        : { body: { me: militarMe({ ...me.militaryProfile, talentBank: true }) } },
    );
    renderPage(<SettingsPage />, {
      path: "/app/configuracoes",
      me: militarMe({ ...me.militaryProfile, talentBank: true }),
    });
    const optIn = await screen.findByRole("switch", { name: "Quero aparecer no banco de talentos" });
    expect(optIn.getAttribute("aria-checked")).toBe("true");
    optIn.click();
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(optIn.getAttribute("aria-checked")).toBe("true"));
  });
});

describe("SettingsPage: requests under the LGPD", () => {
  const answered = {
    id: "r1",
    kind: "correcao",
    details: "Minha data de baixa está errada.",
    status: "atendida",
    createdAt: "2026-11-01T12:00:00.000Z",
    decidedAt: "2026-11-05T12:00:00.000Z",
    response: "Corrigimos a data no seu perfil.",
  };

  it("lists his requests with their status and answer", async () => {
    stubFetch((url) => (url.startsWith("/api/privacy-requests") ? { body: { requests: [answered] } } : { body: {} }));
    open();
    const list = await screen.findByRole("list", { name: "Suas solicitações" });
    expect(list.textContent).toContain("Correção de dados incompletos, inexatos ou desatualizados");
    expect(list.textContent).toContain("Atendida");
    expect(list.textContent).toContain("Enviada em 01/11/2026 · respondida em 05/11/2026");
    expect(list.textContent).toContain("Resposta: Corrigimos a data no seu perfil.");
  });

  it("asks for the right and a description, then sends them once; a right already open is refused on its field", async () => {
    let conflict = true;
    const fetchMock = stubFetch((url, method) => {
      if (!url.startsWith("/api/privacy-requests")) return { body: {} };
      if (method === "GET") return { body: { requests: [] } };
      return conflict
        ? apiError(409, "CONFLICT", "Você já tem uma solicitação deste tipo aguardando resposta.")
        : { status: 201, body: { id: "r2", message: "Solicitação enviada. Responderemos em até 15 dias." } };
    });
    open();
    expect(await screen.findByText("Você ainda não fez nenhuma solicitação.")).toBeTruthy();
    form.click("Nova solicitação");
    await screen.findByRole("alertdialog", { name: "Nova solicitação sobre seus dados" });
    form.click("Enviar solicitação");
    await form.expectError("O que você quer solicitar", "Escolha o que você quer solicitar");
    await form.expectError("Descreva o pedido", "Descreva o seu pedido (ao menos 10 caracteres)");
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("O que você quer solicitar", "compartilhamento");
    form.fill("Descreva o pedido", "Com quais empresas meus dados foram compartilhados?");
    form.click("Enviar solicitação");
    await form.expectError("O que você quer solicitar", "Você já tem uma solicitação deste tipo aguardando resposta.");

    conflict = false;
    form.fill("O que você quer solicitar", "revogacao");
    form.click("Enviar solicitação");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const body = { details: "Com quais empresas meus dados foram compartilhados?" };
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/privacy-requests", body: { kind: "compartilhamento", ...body } },
      { method: "POST", url: "/api/privacy-requests", body: { kind: "revogacao", ...body } },
    ]);
  });
});

describe("SettingsPage: a company's team", () => {
  const memberOf = (holder: string) =>
    ({
      id: "u2",
      email: "diego@logisticaforte.com.br",
      profile: { role: "empresa", fullName: "Diego Almeida", messageEmails: true },
      company: { id: "c1", userId: holder, plan: "pro", paymentStatus: "completed" },
      companyRole: "recrutador",
      militaryProfile: null,
    }) as unknown as typeof me;

  it("lets a member delete his account, saying what stays with the company", async () => {
    const fetchMock = stubFetch(() => ({ body: { ok: true } }));
    renderPage(<SettingsPage />, { path: "/empresa/configuracoes", me: memberOf("u1") });
    expect(await screen.findByText(/fica com a equipe, assinado como “Ex-membro”/)).toBeTruthy();
    form.click("Excluir conta");
    await screen.findByRole("alertdialog", { name: "Excluir sua conta?" });
    form.fill("Digite sua senha para confirmar", "segredo1");
    form.click("Excluir conta definitivamente");
    expect(await screen.findByText("landed /")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "DELETE", url: "/api/account", body: { password: "segredo1" } }]);
  });

  it("tells the company's holder how to leave instead of offering the deletion", async () => {
    stubFetch();
    renderPage(<SettingsPage />, { path: "/empresa/configuracoes", me: memberOf("u2") });
    expect(await screen.findByText(/Sua conta é a titular do plano da empresa/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Excluir conta" })).toBeNull();
  });
});

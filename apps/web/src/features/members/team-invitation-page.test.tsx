import { memberMessages as m } from "@pm/shared/members";
import { href, PAGES } from "@pm/shared/pages";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import type { Me } from "@/lib/session";
import { apiError, form, type Reply, renderPage, screen, sentWrites, stubFetch, within } from "@/test/render";
import { TeamInvitationPage } from "./team-invitation-page";

const TOKEN = `${"a".repeat(40)}_-Z`;

const INVITATION = {
  companyName: "Logística Forte",
  email: "ana@logisticaforte.com.br",
  role: "recrutador",
  invitedBy: "Carla Mendes",
  expiresAt: "2026-11-17T15:00:00.000Z",
  hasAccount: false,
};

const joinedMe = (companyRole: string) =>
  ({
    id: "u9",
    email: "ana@logisticaforte.com.br",
    profile: { role: "empresa", fullName: "Ana Souza" },
    company: { name: "Logística Forte", plan: "plus", paymentStatus: "completed" },
    companyRole,
    militaryProfile: null,
  }) as unknown as Me;

/** The invitation's API: `invitation` on its read, no session, `write` for the POSTs. */
function api({ invitation = { body: INVITATION }, write = {} }: { invitation?: Reply; write?: Reply } = {}) {
  return stubFetch((url, method) => {
    if (method !== "GET") return write;
    if (url.startsWith("/api/session")) return { body: { me: null } };
    return invitation;
  });
}

function open(me?: Me) {
  return renderPage(
    <>
      <TeamInvitationPage />
      <ToasterHost />
    </>,
    { path: PAGES.teamInvitation, url: href("teamInvitation", { token: TOKEN }), me },
  );
}

describe("TeamInvitationPage", () => {
  it("says why an expired invitation cannot be used, and leads to the login", async () => {
    const fetchMock = api({ invitation: apiError(400, "INVALID_TOKEN", m.invitationExpired) });
    open();
    expect(await screen.findByText(m.invitationExpired)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir para o login" }).getAttribute("href")).toBe(
      href("auth", {}, { type: "empresa" }),
    );
    expect(screen.queryByRole("button", { name: "Aceitar convite" })).toBeNull();
    expect(screen.queryByLabelText("Senha")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/team-invitations/${TOKEN}`);
  });

  it("says an unknown link was not found", async () => {
    api({ invitation: apiError(404, "NOT_FOUND", m.invitationNotFound) });
    open();
    expect(await screen.findByText(m.invitationNotFound)).toBeTruthy();
  });

  it("creates the invited address's account and lands in the company area", async () => {
    const fetchMock = api({
      write: { status: 201, body: { me: joinedMe("recrutador"), message: m.joined("Logística Forte") } },
    });
    open();
    expect(
      await screen.findByText("Carla Mendes convidou você para a equipe de Logística Forte como Recrutador."),
    ).toBeTruthy();
    const email = (await screen.findByLabelText("E-mail")) as HTMLInputElement;
    expect(email.value).toBe("ana@logisticaforte.com.br");
    expect(email.readOnly).toBe(true);
    expect(screen.getByRole("link", { name: "Termos de Uso" }).getAttribute("href")).toBe(href("terms"));
    expect(screen.getByRole("link", { name: "Política de Privacidade" }).getAttribute("href")).toBe(href("privacy"));

    form.fill("Nome completo", "Ana Souza");
    form.fill("Senha", "segredo1");
    form.fill("Confirmar senha", "segredo2");
    form.click("Criar conta e entrar na equipe");
    await form.expectError("Confirmar senha", "As senhas não coincidem");
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Confirmar senha", "segredo1");
    form.click("Criar conta e entrar na equipe");
    expect(await screen.findByText(`landed ${href("companyDashboard")}`)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: `/api/team-invitations/${TOKEN}/sign-up`,
        body: { fullName: "Ana Souza", password: "segredo1", confirmPassword: "segredo1" },
      },
    ]);
  });

  it("points to the sign-in when the sign-up finds an account for the address", async () => {
    api({ write: apiError(409, "CONFLICT", m.invitationHasAccount) });
    open();
    await screen.findByLabelText("Nome completo");
    form.fill("Nome completo", "Ana Souza");
    form.fill("Senha", "segredo1");
    form.fill("Confirmar senha", "segredo1");
    form.click("Criar conta e entrar na equipe");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(m.invitationHasAccount);
    expect(within(alert).getByRole("link", { name: "Entrar" }).getAttribute("href")).toBe(
      href("auth", {}, { type: "empresa" }),
    );
  });

  it("asks an address with an account to sign in first", async () => {
    api({ invitation: { body: { ...INVITATION, hasAccount: true } } });
    open();
    const link = await screen.findByRole("link", { name: "Entrar para aceitar" });
    expect(link.getAttribute("href")).toBe(href("auth", {}, { type: "empresa" }));
    expect(screen.getByText("Depois de entrar, abra o link do e-mail de novo.")).toBeTruthy();
    expect(screen.queryByLabelText("Senha")).toBeNull();
  });

  it("accepts with the signed-in account and lands on the role's home", async () => {
    const fetchMock = api({ write: { body: { me: joinedMe("caixa"), message: m.joined("Logística Forte") } } });
    open(joinedMe("caixa"));
    await screen.findByRole("button", { name: "Aceitar convite" });
    expect(document.body.textContent).toContain("Você entrou como ana@logisticaforte.com.br.");
    expect(screen.queryByLabelText("Senha")).toBeNull();
    form.click("Aceitar convite");
    expect(await screen.findByText(`landed ${href("companyValidateOffer")}`)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: `/api/team-invitations/${TOKEN}/accept`, body: undefined },
    ]);
  });

  it("shows the API's refusal when the signed-in account cannot join", async () => {
    const refusal = m.invitationOtherEmail("ana@logisticaforte.com.br");
    api({ write: apiError(403, "FORBIDDEN", refusal) });
    open({ ...joinedMe("recrutador"), email: "outra@exemplo.com.br" } as Me);
    await screen.findByRole("button", { name: "Aceitar convite" });
    form.click("Aceitar convite");
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(screen.getByRole("button", { name: "Aceitar convite" }).hasAttribute("disabled")).toBe(false);
  });
});

import { memberMessages as m, type TeamView } from "@pm/shared/members";
import { PAGES } from "@pm/shared/pages";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import type { Me } from "@/lib/session";
import {
  apiError,
  fireEvent,
  form,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  within,
} from "@/test/render";
import { TeamPage } from "./team-page";

const DAY = 24 * 60 * 60 * 1000;

const ME = {
  id: "u1",
  email: "carla@logisticaforte.com.br",
  profile: { role: "empresa", fullName: "Carla Mendes" },
  company: { name: "Logística Forte", plan: "plus", paymentStatus: "completed" },
  companyRole: "administrador",
  militaryProfile: null,
} as unknown as Me;

const TEAM: TeamView = {
  members: [
    {
      userId: "u1",
      fullName: "Carla Mendes",
      email: "carla@logisticaforte.com.br",
      role: "administrador",
      joinedAt: "2026-01-05T12:00:00.000Z",
      lastSignInAt: new Date(Date.now() - 3 * DAY).toISOString(),
      isYou: true,
    },
    {
      userId: "u2",
      fullName: "Bruno Lima",
      email: "bruno@logisticaforte.com.br",
      role: "recrutador",
      joinedAt: "2026-02-10T12:00:00.000Z",
      lastSignInAt: null,
      isYou: false,
    },
  ],
  invitations: [
    {
      id: "i1",
      email: "ana@logisticaforte.com.br",
      role: "caixa",
      invitedBy: "Carla Mendes",
      sentAt: "2026-11-10T15:00:00.000Z",
      expiresAt: "2026-11-17T15:00:00.000Z",
      expired: false,
    },
    {
      id: "i2",
      email: "davi@logisticaforte.com.br",
      role: "recrutador",
      invitedBy: null,
      sentAt: "2026-10-01T15:00:00.000Z",
      expiresAt: "2026-10-08T15:00:00.000Z",
      expired: true,
    },
  ],
  seats: { used: 4, limit: 5 },
};

/** The team's API: the team on reads, `write` for any change. */
function api({ team = TEAM, write = {} }: { team?: TeamView; write?: Reply } = {}) {
  return stubFetch((_url, method) => (method === "GET" ? { body: team } : write));
}

function open() {
  return renderPage(
    <>
      <TeamPage />
      <ToasterHost />
    </>,
    { path: PAGES.companyTeam, me: ME },
  );
}

const row = async (name: string) => (await screen.findByRole("listitem", { name })) as HTMLElement;
const toasts = () => screen.findByLabelText(/^Avisos/);
const inviteButton = () => screen.findByRole("button", { name: "Convidar membro" });

describe("TeamPage", () => {
  it("lists the members with their roles and last access, the invitations and the seats", async () => {
    api();
    open();
    const carla = await row("Carla Mendes (você)");
    expect(within(carla).getByText("carla@logisticaforte.com.br")).toBeTruthy();
    expect(within(carla).getByText("há 3 dias")).toBeTruthy();
    expect((form.control("Papel de Carla Mendes") as HTMLSelectElement).value).toBe("administrador");
    expect(within(carla).getByRole("button", { name: "Sair da equipe" })).toBeTruthy();

    const bruno = await row("Bruno Lima");
    expect(within(bruno).getByText("Nunca entrou")).toBeTruthy();
    expect((form.control("Papel de Bruno Lima") as HTMLSelectElement).value).toBe("recrutador");
    expect(within(bruno).getByRole("button", { name: "Remover Bruno Lima" })).toBeTruthy();

    expect(screen.getByText("4 de 5 lugares em uso")).toBeTruthy();
    expect(screen.getByText(/2 convites pendentes/)).toBeTruthy();

    const ana = await row("ana@logisticaforte.com.br");
    for (const text of ["Atendente de caixa", "Expira em 17/11/2026", "Enviado por Carla Mendes em 10/11/2026"]) {
      expect(within(ana).getByText(text)).toBeTruthy();
    }
    expect(within(ana).queryByText("Expirado")).toBeNull();
    const davi = await row("davi@logisticaforte.com.br");
    for (const text of ["Recrutador", "Expirado", "Enviado em 01/10/2026"]) {
      expect(within(davi).getByText(text)).toBeTruthy();
    }
    expect((await inviteButton()).hasAttribute("disabled")).toBe(false);
  });

  it("says when there is no pending invitation, and when the plan has no limit", async () => {
    api({ team: { ...TEAM, invitations: [], seats: { used: 2, limit: null } } });
    open();
    expect(await screen.findByText("Nenhum convite pendente")).toBeTruthy();
    expect(screen.getByText("Membros ilimitados")).toBeTruthy();
    expect(screen.queryByText(/lugares em uso/)).toBeNull();
    expect(screen.queryByRole("list", { name: "Convites pendentes" })).toBeNull();
  });

  it("refuses an e-mail that is not one and sends nothing", async () => {
    const fetchMock = api();
    open();
    fireEvent.click(await inviteButton());
    const dialog = await screen.findByRole("alertdialog", { name: "Convidar membro" });
    form.fill("E-mail", "pessoa@");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));
    await form.expectError("E-mail", "Informe um e-mail válido");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the trimmed, lower-cased e-mail with the chosen role, and closes", async () => {
    const fetchMock = api({ write: { status: 201, body: { id: "i3", message: m.invited("nova@exemplo.com.br") } } });
    open();
    fireEvent.click(await inviteButton());
    const dialog = await screen.findByRole("alertdialog", { name: "Convidar membro" });
    expect(within(dialog).getByText(/Apenas a validação de benefícios no caixa/)).toBeTruthy();
    form.fill("E-mail", "  Nova@Exemplo.com.BR ");
    fireEvent.click(form.control("Atendente de caixa"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));
    expect(await within(await toasts()).findByText("Convite enviado para nova@exemplo.com.br.")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/company/team/invitations", body: { email: "nova@exemplo.com.br", role: "caixa" } },
    ]);
  });

  it("shows the API's refusal when the plan's seats are taken, and keeps the dialog open", async () => {
    const refusal = m.seatLimit(5, "Plus");
    api({ write: apiError(409, "CONFLICT", refusal) });
    open();
    fireEvent.click(await inviteButton());
    const dialog = await screen.findByRole("alertdialog", { name: "Convidar membro" });
    form.fill("E-mail", "nova@exemplo.com.br");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
    expect(screen.getByRole("alertdialog", { name: "Convidar membro" })).toBeTruthy();
  });

  it("puts the API's field issues under their field", async () => {
    api({ write: apiError(422, "VALIDATION", "Dados inválidos", [{ path: "email", message: m.emailInvalid }]) });
    open();
    fireEvent.click(await inviteButton());
    const dialog = await screen.findByRole("alertdialog", { name: "Convidar membro" });
    form.fill("E-mail", "nova@exemplo.com.br");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));
    await form.expectError("E-mail", m.emailInvalid);
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("disables 'Convidar membro' when every seat is used, and says why", async () => {
    api({ team: { ...TEAM, seats: { used: 5, limit: 5 } } });
    open();
    const button = await inviteButton();
    expect(button.hasAttribute("disabled")).toBe(true);
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toContain("Todos os lugares do plano estão em uso.");
    expect(
      within(reason as HTMLElement)
        .getByRole("link", { name: "mude de plano" })
        .getAttribute("href"),
    ).toBe(PAGES.companyPlans);
  });

  it("asks before removing a member, then sends the DELETE", async () => {
    const fetchMock = api({ write: { body: { message: m.removed("Bruno Lima") } } });
    open();
    fireEvent.click(within(await row("Bruno Lima")).getByRole("button", { name: "Remover Bruno Lima" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remover Bruno Lima da equipe?" });
    expect(dialog.textContent).toContain("as sessões abertas terminam na hora");
    expect(dialog.textContent).toContain("continua na empresa");
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Remover da equipe" }));
    expect(await within(await toasts()).findByText("Bruno Lima foi removido da equipe.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "DELETE", url: "/api/company/team/members/u2", body: undefined }]);
  });

  it("says in the dialog why the last Administrador stays", async () => {
    api({ write: apiError(409, "CONFLICT", m.lastAdmin) });
    open();
    fireEvent.click(within(await row("Bruno Lima")).getByRole("button", { name: "Remover Bruno Lima" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remover Bruno Lima da equipe?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remover da equipe" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(m.lastAdmin);
  });

  it("changes a member's role only once saved", async () => {
    const fetchMock = api({ write: { body: { message: m.roleChanged("Bruno Lima", "caixa") } } });
    open();
    await row("Bruno Lima");
    expect(screen.queryByRole("button", { name: "Salvar papel de Bruno Lima" })).toBeNull();
    form.fill("Papel de Bruno Lima", "caixa");
    expect(sentWrites(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Salvar papel de Bruno Lima" }));
    expect(await within(await toasts()).findByText("Bruno Lima agora é Atendente de caixa.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PATCH", url: "/api/company/team/members/u2", body: { role: "caixa" } },
    ]);
  });

  it("resends an invitation, and cancels one after asking", async () => {
    const fetchMock = api({ write: { body: { message: "ok" } } });
    open();
    const ana = await row("ana@logisticaforte.com.br");
    fireEvent.click(within(ana).getByRole("button", { name: "Reenviar convite para ana@logisticaforte.com.br" }));
    fireEvent.click(within(ana).getByRole("button", { name: "Cancelar convite para ana@logisticaforte.com.br" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancelar o convite?" });
    expect(dialog.textContent).toContain("O link enviado para ana@logisticaforte.com.br deixa de funcionar");
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/company/team/invitations/i1/resend", body: undefined },
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar convite" }));
    await screen.findByText("ok");
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/company/team/invitations/i1/resend", body: undefined },
      { method: "DELETE", url: "/api/company/team/invitations/i1", body: undefined },
    ]);
  });
});

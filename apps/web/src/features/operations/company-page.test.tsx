import { operationsMessages as m } from "@pm/shared/operations";
import { PAGES } from "@pm/shared/pages";
import { supportMessages } from "@pm/shared/support";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import {
  apiError,
  fireEvent,
  form,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  waitFor,
  within,
} from "@/test/render";
import { OperationsCompanyPage } from "./company-page";

const ID = "0b7e2c4a-1f3d-4c5e-8a9b-1234567890ab";

const TEAM = {
  members: [
    {
      userId: "u1",
      fullName: "Carla Mendes",
      email: "carla@logisticaforte.com.br",
      role: "administrador",
      joinedAt: "2026-01-05T12:00:00.000Z",
      lastSignInAt: "2026-11-20T18:30:00.000Z",
    },
    {
      userId: "u2",
      fullName: "Bruno Lima",
      email: "bruno@logisticaforte.com.br",
      role: "caixa",
      joinedAt: "2026-02-10T12:00:00.000Z",
      lastSignInAt: null,
    },
  ],
  invitations: [
    {
      id: "i1",
      email: "ana@logisticaforte.com.br",
      role: "recrutador",
      sentAt: "2026-11-10T15:00:00.000Z",
      expiresAt: "2026-11-17T15:00:00.000Z",
      expired: false,
    },
    {
      id: "i2",
      email: "davi@logisticaforte.com.br",
      role: "caixa",
      sentAt: "2026-10-01T15:00:00.000Z",
      expiresAt: "2026-10-08T15:00:00.000Z",
      expired: true,
    },
  ],
  seats: { used: 4, limit: 5 },
};

const CONTRACT = {
  jobLimit: 20,
  seatLimit: 8,
  priceNote: "R$ 4.500,00 por mês, faturado anualmente",
  startsOn: "2026-12-01",
  endsOn: "2027-11-30",
};

function detail({ team = TEAM, contract = null }: { team?: unknown; contract?: unknown } = {}) {
  return {
    company: {
      id: ID,
      name: "Logística Forte",
      cnpj: null,
      city: "Curitiba",
      state: "PR",
      plan: contract ? "enterprise" : "plus",
      jobLimit: contract ? 20 : 10,
      paymentStatus: "completed",
      suspendedAt: null,
      suspensionReason: null,
      createdAt: "2026-01-05T12:00:00.000Z",
    },
    owner: { email: "carla@logisticaforte.com.br", emailVerified: true, fullName: "Carla Mendes" },
    contract,
    usage: { activeJobs: 1, jobs: 3, applications: 7, offers: 0 },
    team,
    payments: [],
    subscriptions: [],
    audit: [],
  };
}

const OPERATORS = {
  operators: [
    { id: "op1", fullName: "Ana Operadora", email: "ana@proximamissao.com.br", twoFactorEnabled: true, createdAt: "" },
    {
      id: "op2",
      fullName: "Bruno Operador",
      email: "bruno@proximamissao.com.br",
      twoFactorEnabled: true,
      createdAt: "",
    },
  ],
};

/** The console's API: the company and the operators on reads, `write` for any change. */
function api({ body = detail(), write = {} }: { body?: unknown; write?: Reply } = {}) {
  return stubFetch((url, method) => {
    if (method !== "GET") return write;
    return url.startsWith("/api/operations/operators") ? { body: OPERATORS } : { body };
  });
}

function open() {
  return renderPage(
    <>
      <OperationsCompanyPage />
      <ToasterHost />
    </>,
    { path: PAGES.operationsCompany, url: `/operacao/empresas/${ID}` },
  );
}

const team = async () => (await screen.findByRole("region", { name: "Equipe" })) as HTMLElement;
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole("row")
    .find((r) => r.textContent?.includes(text)) as HTMLElement;

describe("OperationsCompanyPage", () => {
  it("lists the team with roles and last access, the pending invitations and the seats", async () => {
    api();
    open();
    const section = await team();
    expect(within(section).getByText("4 de 5 lugares em uso")).toBeTruthy();

    const members = within(section).getByRole("table", { name: "Membros da equipe" });
    const carla = rowOf(members, "Carla Mendes");
    for (const text of ["carla@logisticaforte.com.br", "Administrador", "20/11/2026"]) {
      expect(within(carla).getByText(text)).toBeTruthy();
    }
    const bruno = rowOf(members, "Bruno Lima");
    for (const text of ["bruno@logisticaforte.com.br", "Atendente de caixa", "Nunca entrou"]) {
      expect(within(bruno).getByText(text)).toBeTruthy();
    }
    expect(within(members).getByRole("columnheader", { name: "Último acesso" })).toBeTruthy();

    const invitations = within(section).getByRole("table", { name: "Convites pendentes" });
    const ana = rowOf(invitations, "ana@logisticaforte.com.br");
    expect(within(ana).getByText("Recrutador")).toBeTruthy();
    expect(within(ana).getByText("Expira em 17/11/2026")).toBeTruthy();
    expect(within(ana).queryByText("Expirado")).toBeNull();
    const davi = rowOf(invitations, "davi@logisticaforte.com.br");
    expect(within(davi).getByText("Atendente de caixa")).toBeTruthy();
    expect(within(davi).getByText("Expirado")).toBeTruthy();
  });

  it("says when nobody is invited and when the team has no limit", async () => {
    api({ body: detail({ team: { ...TEAM, invitations: [], seats: { used: 2, limit: null } } }) });
    open();
    const section = await team();
    expect(within(section).getByText("Membros ilimitados")).toBeTruthy();
    expect(within(section).queryByText(/lugares em uso/)).toBeNull();
    expect(within(section).getByText("Nenhum convite pendente.")).toBeTruthy();
    expect(within(section).queryByRole("table", { name: "Convites pendentes" })).toBeNull();
  });

  it("fills 'Membros da equipe' with the contract's seats and sends a blank one as no limit", async () => {
    const fetchMock = api({ body: detail({ contract: CONTRACT }), write: { body: { message: m.contractSaved } } });
    open();
    await screen.findByRole("button", { name: "Atualizar contrato" });
    expect((form.control("Membros da equipe") as HTMLInputElement).value).toBe("8");
    form.fill("Membros da equipe", "");
    form.click("Atualizar contrato");
    expect(await screen.findByText(m.contractSaved)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: `/api/operations/companies/${ID}/contract`,
        body: { ...CONTRACT, seatLimit: null, supportManagerId: null },
      },
    ]);
  });

  it("sends the seats typed in", async () => {
    const fetchMock = api({ body: detail({ contract: CONTRACT }), write: { body: { message: m.contractSaved } } });
    open();
    await screen.findByRole("button", { name: "Atualizar contrato" });
    form.fill("Membros da equipe", "12");
    form.click("Atualizar contrato");
    expect(await screen.findByText(m.contractSaved)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: `/api/operations/companies/${ID}/contract`,
        body: { ...CONTRACT, seatLimit: 12, supportManagerId: null },
      },
    ]);
  });

  it("shows the dedicated support manager and sends the one chosen", async () => {
    const fetchMock = api({
      body: detail({ contract: { ...CONTRACT, supportManagerId: "op2" } }),
      write: { body: { message: m.contractSaved } },
    });
    open();
    expect(await screen.findByText(/Gerente de atendimento dedicado: Bruno Operador\./)).toBeTruthy();
    const select = form.control("Gerente de atendimento dedicado") as HTMLSelectElement;
    expect(select.value).toBe("op2");
    expect([...select.options].map((o) => o.text)).toEqual(["Nenhum", "Ana Operadora", "Bruno Operador"]);

    form.fill("Gerente de atendimento dedicado", "op1");
    form.click("Atualizar contrato");
    expect(await screen.findByText(m.contractSaved)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: `/api/operations/companies/${ID}/contract`,
        body: { ...CONTRACT, supportManagerId: "op1" },
      },
    ]);
  });

  it("shows the API's refusal of the manager under the field", async () => {
    api({
      body: detail({ contract: CONTRACT }),
      write: apiError(422, "VALIDATION_FAILED", supportMessages.managerInvalid, [
        { path: "supportManagerId", message: supportMessages.managerInvalid },
      ]),
    });
    open();
    await screen.findByRole("button", { name: "Atualizar contrato" });
    await waitFor(() => expect(screen.getByRole("option", { name: "Ana Operadora" })).toBeTruthy());
    form.fill("Gerente de atendimento dedicado", "op1");
    form.click("Atualizar contrato");
    await form.expectError("Gerente de atendimento dedicado", supportMessages.managerInvalid);
  });

  it("refuses seats out of range under the field, and sends nothing", async () => {
    const fetchMock = api({ body: detail({ contract: CONTRACT }) });
    open();
    await screen.findByRole("button", { name: "Atualizar contrato" });
    for (const value of ["0", "10001"]) {
      form.fill("Membros da equipe", value);
      fireEvent.click(screen.getByRole("button", { name: "Atualizar contrato" }));
      await form.expectError("Membros da equipe", m.seatLimitInvalid);
    }
    expect(form.control("Membros da equipe").getAttribute("aria-describedby")).toContain("contract-seat-limit-hint");
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});

import { PAGES } from "@pm/shared/pages";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import type { Me } from "@/lib/session";
import { apiError, fireEvent, type Reply, renderPage, screen, sentWrites, stubFetch, within } from "@/test/render";
import type { BillingSummary, ChangePreview } from "./api";
import { PlansPage } from "./plans-page";

const ME = {
  id: "u1",
  email: "carla@logisticaforte.com.br",
  profile: { role: "empresa", fullName: "Carla Mendes" },
  company: { name: "Logística Forte", plan: "pro", paymentStatus: "completed" },
  companyRole: "administrador",
  militaryProfile: null,
} as unknown as Me;

function summary(extra: Partial<BillingSummary> = {}): BillingSummary {
  return {
    plan: "pro",
    jobLimit: 25,
    activeJobs: 4,
    seats: { used: 6, limit: 15 },
    activeSince: "2026-01-05T12:00:00.000Z",
    paymentStatus: "completed",
    subscription: {
      status: "active",
      currentPeriodStart: "2026-11-01T12:00:00.000Z",
      currentPeriodEnd: "2026-12-01T12:00:00.000Z",
      cancelAtPeriodEnd: false,
    },
    creditCents: 0,
    creditUse: "next_charges",
    companyName: "Logística Forte",
    contract: null,
    ...extra,
  } as BillingSummary;
}

/** Moving from Pro to Plus: an immediate change, with the team's seats against Plus's. */
function preview(extra: Partial<ChangePreview> = {}): ChangePreview {
  return {
    plan: "plus",
    kind: "immediate",
    amountDueCents: 0,
    creditCents: 1200,
    creditUse: "next_charges",
    activeJobs: 4,
    jobLimit: 10,
    overCap: false,
    seatsUsed: 4,
    seatLimit: 5,
    overSeats: false,
    ...extra,
  } as ChangePreview;
}

/**
 * The billing API: the summary, the previews of a change (one per asking, the last one repeated),
 * and `change` for the change itself; the session answers with the signed-in user.
 */
function api({
  current = summary(),
  previews = [preview()],
  change = { body: { kind: "changed", plan: "plus", amountDueCents: 0, creditCents: 1200 } },
}: {
  current?: BillingSummary;
  previews?: ChangePreview[];
  change?: Reply;
} = {}) {
  let asked = 0;
  return stubFetch((url, method) => {
    if (method !== "GET") return change;
    if (url.includes("/api/session")) return { body: { me: ME } };
    if (url.includes("/billing/change-preview")) {
      const body = previews[Math.min(asked, previews.length - 1)];
      asked += 1;
      return { body };
    }
    return { body: current };
  });
}

function open() {
  return renderPage(
    <>
      <PlansPage />
      <ToasterHost />
    </>,
    { path: PAGES.companyPlans, me: ME },
  );
}

const currentPlan = async () =>
  (await screen.findByRole("heading", { name: "Plano atual" })).closest("section") as HTMLElement;

async function openChangeTo(name: string) {
  fireEvent.click(await screen.findByRole("button", { name: `Mudar para ${name}` }));
  return (await screen.findByRole("alertdialog", { name: `Mudar para o plano ${name}?` })) as HTMLElement;
}

describe("PlansPage", () => {
  it("shows the team's seats in use, pending invitations included, and the way to the team", async () => {
    api({ current: summary({ plan: "plus", jobLimit: 10, seats: { used: 3, limit: 5 } }) });
    open();
    const card = await currentPlan();
    expect(await within(card).findByText("Equipe: 3 de 5 membros (contando convites pendentes)")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Gerenciar equipe" }).getAttribute("href")).toBe("/empresa/equipe");
  });

  it("shows each plan's team size on its card", async () => {
    api();
    open();
    const cards = await screen.findAllByRole("listitem", { name: /^(Parceiro|Plus|Pro|Enterprise)$/ });
    expect(cards.map((card) => within(card).getByText(/membros na equipe|Equipe do tamanho/).textContent)).toEqual([
      "Até 2 membros na equipe",
      "Até 5 membros na equipe",
      "Até 15 membros na equipe",
      "Equipe do tamanho do contrato",
    ]);
  });

  it("shows each plan's support and how soon it first answers on its card", async () => {
    api();
    open();
    const cards = await screen.findAllByRole("listitem", { name: /^(Parceiro|Plus|Pro|Enterprise)$/ });
    expect(cards.map((card) => within(card).getByText(/primeira resposta em até/).textContent)).toEqual([
      "Suporte por e-mail · primeira resposta em até 2 dias úteis",
      "Suporte por chat · primeira resposta em até 8 horas úteis",
      "Suporte prioritário · primeira resposta em até 4 horas úteis",
      "Suporte dedicado · primeira resposta em até 1 hora útil",
    ]);
  });

  it("links a charge that was not approved to the support page", async () => {
    api({ current: summary({ paymentStatus: "past_due" }) });
    open();
    const card = await currentPlan();
    const notice = (await within(card).findByText("Pagamento pendente")).parentElement as HTMLElement;
    expect(notice.textContent).toContain("se o problema continuar, entre em contato com o suporte.");
    expect(within(notice).getByRole("link", { name: "entre em contato com o suporte" }).getAttribute("href")).toBe(
      "/empresa/suporte",
    );
  });

  it("under an Enterprise contract, counts the seats against the contract's", async () => {
    api({
      current: summary({
        plan: "enterprise",
        jobLimit: null,
        seats: { used: 12, limit: 20 },
        subscription: null,
        contract: {
          jobLimit: null,
          seatLimit: 20,
          priceNote: "R$ 900,00 por mês, faturado anualmente",
          startsOn: "2026-01-01",
          endsOn: "2026-12-31",
        },
      } as Partial<BillingSummary>),
    });
    open();
    const card = await currentPlan();
    expect(await within(card).findByText("Equipe: 12 de 20 membros (contando convites pendentes)")).toBeTruthy();
    const contract = (await screen.findByRole("heading", { name: "Contrato Enterprise" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(contract).getByText("Membros da equipe").nextElementSibling?.textContent).toBe("Até 20");
  });

  it("says when the team has no limit", async () => {
    api({
      current: summary({ plan: "enterprise", jobLimit: null, seats: { used: 4, limit: null }, subscription: null }),
    });
    open();
    const card = await currentPlan();
    expect(
      await within(card).findByText("Equipe: 4 membros (contando convites pendentes), membros ilimitados"),
    ).toBeTruthy();
  });

  it("refuses a plan smaller than the team before the user confirms, with the way to the team", async () => {
    const fetchMock = api({ previews: [preview({ seatsUsed: 6, overSeats: true })] });
    open();
    const dialog = await openChangeTo("Plus");
    expect(within(dialog).getByText("R$ 29,90/mês · 10 vagas ativas · Até 5 membros na equipe")).toBeTruthy();
    expect(
      await within(dialog).findByText(
        "O plano Plus permite até 5 membros e sua equipe tem 6, contando os convites pendentes. Remova 1 antes de mudar de plano.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Gerenciar equipe" }).getAttribute("href")).toBe("/empresa/equipe");
    const confirm = within(dialog).getByRole("button", { name: "Confirmar mudança" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    fireEvent.click(confirm);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("lets a team that fits change plan", async () => {
    const fetchMock = api();
    open();
    const dialog = await openChangeTo("Plus");
    expect(await within(dialog).findByText(/A mudança vale na hora/)).toBeTruthy();
    expect(within(dialog).queryByText(/antes de mudar de plano/)).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmar mudança" }));
    expect(await within(await screen.findByLabelText(/^Avisos/)).findByText("Plano alterado para Plus!")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/billing/change-plan", body: { plan: "plus" } },
    ]);
  });

  it("shows the API's refusal when the team grew after the preview, and then refuses in the dialog", async () => {
    const refusal =
      "O plano Plus permite até 5 membros e sua equipe tem 6, contando os convites pendentes. Remova 1 antes de mudar de plano.";
    api({
      previews: [preview(), preview({ seatsUsed: 6, overSeats: true })],
      change: apiError(409, "CONFLICT", refusal),
    });
    open();
    const dialog = await openChangeTo("Plus");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Confirmar mudança" }));
    expect(await within(await screen.findByLabelText(/^Avisos/)).findByText(refusal)).toBeTruthy();
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Confirmar mudança" }).hasAttribute("disabled")).toBe(true);
  });
});

import { PARTNER_OFFER } from "@pm/shared/benefits.fixtures";
import { afterEach, describe, expect, it, vi } from "vitest";
import { form, militarMe, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { BenefitsPage } from "./catalogue-page";

const PATH = "/app/beneficios";

const OFFER = {
  ...PARTNER_OFFER,
  id: "o1",
  online: false,
  cities: [{ city: "Resende", state: "RJ" }],
  mode: "coupon",
  endsOn: "2026-11-27",
  monthlyLimit: 1,
  partner: { id: "c1", name: "Clínica Forte", logoUrl: null },
  rating: 4.5,
  ratingsCount: 2,
  soldOut: false,
  myDiscountPercent: 5,
  myCashbackPercent: 5,
  isNew: true,
  expiring: "Expira em 4 dias",
  redeemedThisMonth: 0,
  monthlyLimitReached: false,
};

const page = (plan: "FREE" | "PREMIUM", offers = [OFFER]) => ({
  body: { plan, myCity: "Resende/RJ", offers, nextCursor: null },
});

const me = militarMe({ city: "Resende", state: "RJ", plan: "FREE" });

afterEach(() => vi.unstubAllGlobals());

describe("BenefitsPage", () => {
  it("shows a FREE militar the subscription card and both plans' values, filtered by the militar's city", async () => {
    const fetchMock = stubFetch(page("FREE"));
    renderPage(<BenefitsPage />, { path: PATH, me });
    expect(await screen.findByRole("heading", { name: "Assinatura Necessária" })).toBeTruthy();
    expect(
      screen.getByText(/Para acessar os benefícios exclusivos, você precisa de uma assinatura ativa\./),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver planos disponíveis" }).getAttribute("href")).toBe("/app/pagamentos");
    const card = screen.getByRole("heading", { name: "20% em consultas" }).closest("li") as HTMLElement;
    // The partner's title names 20%; the card's own figure says it is the militar's 5%.
    const figure = within(card).getByText("5%").closest("p") as HTMLElement;
    expect(within(figure).getByText("de desconto para você")).toBeTruthy();
    expect(within(card).getByText("5% no FREE · 20% no PREMIUM")).toBeTruthy();
    expect(within(card).getByText("Novo")).toBeTruthy();
    expect(within(card).getByText("Expira em 4 dias")).toBeTruthy();
    expect(within(card).getByText("Resende/RJ")).toBeTruthy();
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(decodeURIComponent(url)).toContain("city=Resende/RJ");
  });

  it("hides the subscription card from a PREMIUM militar", async () => {
    stubFetch(page("PREMIUM", [{ ...OFFER, myDiscountPercent: 20 }]));
    renderPage(<BenefitsPage />, { path: PATH, me: militarMe({ city: "Resende", state: "RJ", plan: "PREMIUM" }) });
    expect(await screen.findByText("20%")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Assinatura Necessária" })).toBeNull();
  });

  it("says 'Nenhum parceiro encontrado' and 'Limpar filtros' shows every city", async () => {
    const fetchMock = stubFetch(page("FREE", []));
    renderPage(<BenefitsPage />, { path: PATH, url: `${PATH}?categoria=Educação`, me });
    expect(await screen.findByText("Nenhum parceiro encontrado")).toBeTruthy();
    screen.getByRole("button", { name: "Limpar filtros" }).click();
    await waitFor(() => {
      const last = decodeURIComponent(String(fetchMock.mock.calls.at(-1)?.[0]));
      expect(last).not.toContain("category=");
      expect(last).not.toContain("city=");
    });
  });

  it("redeems an offer and shows its code for the till", async () => {
    stubFetch((url, method) =>
      method === "POST"
        ? {
            status: 201,
            body: {
              id: "r1",
              code: "SAUDE-7KQ2M9XH",
              qrToken: null,
              mode: "coupon",
              offerTitle: "20% em consultas",
              partnerName: "Clínica Forte",
              discountPercent: 5,
              cashbackPercent: 5,
              expiresAt: "2026-12-23T12:00:00.000Z",
              status: "ativo",
            },
          }
        : url.includes("/api/military/benefits")
          ? page("FREE")
          : {},
    );
    renderPage(<BenefitsPage />, { path: PATH, me });
    (await screen.findByRole("button", { name: "Resgatar 20% em consultas de Clínica Forte" })).click();
    expect(await screen.findByRole("heading", { name: "Benefício resgatado!" })).toBeTruthy();
    expect(screen.getByText("SAUDE-7KQ2M9XH")).toBeTruthy();
    expect(screen.getByText("Informe este código no caixa de Clínica Forte.")).toBeTruthy();
  });

  it("disables 'Resgatar' once the month's limit is reached", async () => {
    stubFetch(page("FREE", [{ ...OFFER, monthlyLimitReached: true, redeemedThisMonth: 1 }]));
    renderPage(<BenefitsPage />, { path: PATH, me });
    const button = await screen.findByRole("button", { name: "Resgatar 20% em consultas de Clínica Forte" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Limite do mês atingido")).toBeTruthy();
  });

  it("reports an offer to the team with the militar's reason, asking for one first", async () => {
    const fetchMock = stubFetch((_url, method) =>
      method === "POST"
        ? { status: 201, body: { message: "Denúncia enviada. A equipe da Próxima Missão vai analisar a oferta." } }
        : page("PREMIUM"),
    );
    renderPage(<BenefitsPage />, { path: PATH, me });
    const card = (await screen.findByRole("heading", { name: "20% em consultas" })).closest("li") as HTMLElement;
    within(card).getByRole("button", { name: "Denunciar a oferta 20% em consultas" }).click();
    const dialog = await screen.findByRole("alertdialog", { name: "Denunciar oferta" });
    within(dialog).getByRole("button", { name: "Enviar denúncia" }).click();
    expect(
      await within(dialog).findByText("Conte o que há de errado com a oferta (ao menos 10 caracteres)"),
    ).toBeTruthy();
    form.fill("O que aconteceu?", "Cobraram uma taxa que não estava nas regras.");
    within(dialog).getByRole("button", { name: "Enviar denúncia" }).click();
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        {
          method: "POST",
          url: "/api/military/benefits/offers/o1/report",
          body: { reason: "Cobraram uma taxa que não estava nas regras." },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});

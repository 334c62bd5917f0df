import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, form, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { BenefitsHistoryPage } from "./history-page";

const PATH = "/app/beneficios/historico";

const ACTIVE = {
  id: "r1",
  code: "SAUDE-7KQ2M9XH",
  qrToken: null,
  mode: "coupon",
  offerId: "o1",
  offerTitle: "20% em consultas",
  category: "Saúde e Bem-estar",
  terms: "Apresente o código.",
  partnerName: "Clínica Forte",
  partnerLogoUrl: null,
  plan: "FREE",
  discountPercent: 5,
  cashbackPercent: 5,
  redeemedAt: "2026-11-20T12:00:00.000Z",
  expiresAt: "2026-12-20T12:00:00.000Z",
  usedAt: null,
  purchaseCents: null,
  cashbackCents: null,
  cashbackAvailableAt: null,
  rating: null,
  status: "ativo",
  cashbackStatus: null,
};

const USED = {
  ...ACTIVE,
  id: "r2",
  code: "PAO-ABCDEFGH",
  partnerName: "Padaria Quartel",
  usedAt: "2026-11-21T12:00:00.000Z",
  purchaseCents: 15_090,
  cashbackCents: 755,
  cashbackAvailableAt: "2026-12-21T12:00:00.000Z",
  status: "usado",
  cashbackStatus: "pendente",
};

const CASHBACK = { pendingCents: 755, availableCents: 2500, withdrawnCents: 0, withdrawals: [] };

function api(redemptions: unknown[], write: { status?: number; body?: unknown } = { status: 204 }) {
  return stubFetch((url, method) => {
    if (method !== "GET") return write;
    if (url.includes("/cashback")) return { body: CASHBACK };
    return { body: { redemptions, nextCursor: null } };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("BenefitsHistoryPage", () => {
  it("says 'Nenhum benefício resgatado' with nothing redeemed", async () => {
    api([]);
    renderPage(<BenefitsHistoryPage />, { path: PATH });
    expect(await screen.findByText("Nenhum benefício resgatado")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver benefícios" }).getAttribute("href")).toBe("/app/beneficios");
  });

  it("lists statuses and cashback, and 'Usar' opens the code for the till", async () => {
    api([ACTIVE, USED]);
    renderPage(<BenefitsHistoryPage />, { path: PATH });
    const used = (await screen.findByRole("heading", { name: "Padaria Quartel" })).closest("li") as HTMLElement;
    expect(within(used).getByText("Usado")).toBeTruthy();
    expect(within(used).getByText(/Cashback de/).textContent).toMatch(/R\$\s7,55 · Pendente até 21\/12\/2026/);
    expect(await screen.findByText("R$ 25,00")).toBeTruthy();

    screen.getByRole("button", { name: "Usar benefício de Clínica Forte" }).click();
    expect(await screen.findByRole("heading", { name: "Use seu benefício" })).toBeTruthy();
    expect(screen.getAllByText("SAUDE-7KQ2M9XH").length).toBeGreaterThan(0);
  });

  it("rates a used redemption's partner: stars first, then 'Enviar avaliação'", async () => {
    const fetchMock = api([USED]);
    renderPage(<BenefitsHistoryPage />, { path: PATH });
    const group = await screen.findByRole("group", { name: "Avalie Padaria Quartel" });
    const send = screen.getByRole("button", { name: "Enviar avaliação" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    // Choosing stars sends nothing: the militar may still change his mind.
    fireEvent.click(within(group).getByRole("radio", { name: "2 estrelas" }));
    fireEvent.click(within(group).getByRole("radio", { name: "4 estrelas" }));
    expect((within(group).getByRole("radio", { name: "4 estrelas" }) as HTMLInputElement).checked).toBe(true);
    expect(sentWrites(fetchMock)).toEqual([]);
    fireEvent.click(send);
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "POST", url: "/api/military/benefits/redemptions/r2/rating", body: { rating: 4 } },
      ]),
    );
  });

  it("keeps the stars one radio group in a form, so arrows choose and Enter sends", async () => {
    const fetchMock = api([USED]);
    renderPage(<BenefitsHistoryPage />, { path: PATH });
    const three = await screen.findByRole("radio", { name: "3 estrelas" });
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.getAttribute("aria-label") ?? r.labels?.[0]?.textContent)).toEqual([
      "1 estrela",
      "2 estrelas",
      "3 estrelas",
      "4 estrelas",
      "5 estrelas",
    ]);
    // One name: the browser moves the choice with the arrow keys and tabs into the group once.
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    const sheet = three.closest("form") as HTMLFormElement;
    expect(within(sheet).getByRole("button", { name: "Enviar avaliação" }).getAttribute("type")).toBe("submit");
    fireEvent.click(three);
    fireEvent.submit(sheet);
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "POST", url: "/api/military/benefits/redemptions/r2/rating", body: { rating: 3 } },
      ]),
    );
  });

  it("shows the rating given and lets the militar change it, or keep it with 'Cancelar'", async () => {
    const fetchMock = api([{ ...USED, rating: 2 }]);
    renderPage(<BenefitsHistoryPage />, { path: PATH });
    expect(await screen.findByText("2 estrelas de 5")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Alterar sua avaliação de Padaria Quartel" }));
    expect((screen.getByRole("radio", { name: "2 estrelas" }) as HTMLInputElement).checked).toBe(true);
    // Sending the same stars again would change nothing.
    expect((screen.getByRole("button", { name: "Enviar avaliação" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.getByText("2 estrelas de 5")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Alterar sua avaliação de Padaria Quartel" }));
    fireEvent.click(screen.getByRole("radio", { name: "5 estrelas" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "POST", url: "/api/military/benefits/redemptions/r2/rating", body: { rating: 5 } },
      ]),
    );
  });

  it("asks a withdrawal's Pix key and shows the shared messages", async () => {
    const fetchMock = api([USED], { status: 201, body: { id: "w1" } });
    renderPage(<BenefitsHistoryPage />, { path: PATH });
    (await screen.findByRole("button", { name: "Solicitar saque" })).click();
    await screen.findByRole("heading", { name: "Solicitar saque por Pix" });
    form.fill("Chave Pix", "123");
    form.fill("Valor (R$)", "10,00");
    screen.getAllByRole("button", { name: "Solicitar saque" }).at(-1)?.click();
    expect(await screen.findByText("Informe uma chave Pix válida para o tipo escolhido")).toBeTruthy();
    expect(screen.getByText("O valor mínimo para saque é R$ 20,00")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Chave Pix", "529.982.247-25");
    form.fill("Valor (R$)", "20,00");
    screen.getAllByRole("button", { name: "Solicitar saque" }).at(-1)?.click();
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        {
          method: "POST",
          url: "/api/military/benefits/cashback/withdrawals",
          body: { pixKeyType: "cpf", pixKey: "529.982.247-25", amount: "20,00" },
        },
      ]),
    );
  });
});

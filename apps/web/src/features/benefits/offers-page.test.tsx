import { benefitMessages as m } from "@pm/shared/benefits";
import { COUPON_OFFER_INPUT } from "@pm/shared/benefits.fixtures";
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
  within,
} from "@/test/render";
import { OffersPage } from "./offers-page";

const COUPON_OFFER = {
  ...COUPON_OFFER_INPUT,
  id: "o1",
  cities: [
    { city: "Recife", state: "PE" },
    { city: "Olinda", state: "PE" },
  ],
  paused: false,
  createdAt: "2026-10-20T12:00:00.000Z",
  updatedAt: "2026-10-20T12:00:00.000Z",
  redemptionsCount: 3,
  usesCount: 1,
  lastEditedBy: "Carla Mendes",
  status: "ativa",
};

const QR_OFFER = {
  ...COUPON_OFFER,
  id: "o2",
  title: "Curso de inglês",
  category: "Educação",
  discountPercent: 10,
  cashbackPercent: 0,
  online: true,
  cities: [],
  mode: "qr",
  codePrefix: null,
  paused: true,
  redemptionsCount: 0,
  usesCount: 0,
  lastEditedBy: null,
  status: "pausada",
};

const USE = {
  id: "u1",
  code: "SAUDE-7KQ2M9XH",
  offerTitle: "Consulta com desconto",
  militarFirstName: "Ana",
  plan: "PREMIUM",
  discountPercent: 20,
  usedAt: "2026-11-06T15:00:00.000Z",
  purchaseCents: 15090,
  cashbackCents: 755,
  cashbackAvailableAt: "2026-12-06T15:00:00.000Z",
  cashbackContestReason: null,
  cashbackStatus: "pendente",
};

const LIST = {
  offers: [COUPON_OFFER, QR_OFFER],
  cashbackByMonth: [{ month: "2026-11", uses: 3, purchaseCents: 45000, cashbackCents: 2250 }],
};

/** The partner's API: the list, the uses, and `write` for any change. */
function api({ list = LIST, uses = [USE], write = {} }: { list?: unknown; uses?: unknown[]; write?: Reply } = {}) {
  return stubFetch((url, method) => {
    if (method !== "GET") return write;
    if (url.includes("/uses")) return { body: { uses, nextCursor: null, contestDays: 30 } };
    return { body: list };
  });
}

function open() {
  return renderPage(
    <>
      <OffersPage />
      <ToasterHost />
    </>,
    { path: "/empresa/beneficios" },
  );
}

const card = async (title: string) => (await screen.findByRole("article", { name: title })) as HTMLElement;
const toasts = () => screen.findByLabelText(/^Avisos/);

describe("OffersPage", () => {
  it("lists each offer with what it gives, where, when, its status and its numbers", async () => {
    api();
    open();
    const coupon = await card("Consulta com desconto");
    for (const text of [
      "Saúde e Bem-estar",
      "20% de desconto",
      "5% de cashback",
      "Cupom · SAUDE-XXXXXXXX",
      "Recife/PE, Olinda/PE",
      "De 01/11/2026 a 31/12/2026",
      "Ativa",
      "3 resgates",
      "1 uso",
      "Alterado por Carla Mendes em 20/10/2026",
    ]) {
      expect(within(coupon).getByText(text)).toBeTruthy();
    }
    expect(within(coupon).getByRole("link", { name: "Editar benefício Consulta com desconto" })).toBeTruthy();

    const qr = await card("Curso de inglês");
    for (const text of ["QR Code", "Online — todo o Brasil", "Pausada", "0 resgates", "0 usos"]) {
      expect(within(qr).getByText(text)).toBeTruthy();
    }
    expect(within(qr).queryByText(/de cashback/)).toBeNull();
    expect(within(qr).queryByText(/Alterado por/)).toBeNull();
    expect(within(qr).getByRole("button", { name: "Reativar benefício Curso de inglês" })).toBeTruthy();

    const owed = screen.getByRole("region", { name: "Cashback a repassar" });
    expect(within(owed).getByText("novembro de 2026")).toBeTruthy();
    expect(within(owed).getByText("3 usos")).toBeTruthy();
    expect(within(owed).getByText("R$ 450,00")).toBeTruthy();
    expect(within(owed).getByText("R$ 22,50")).toBeTruthy();
  });

  it("pauses an offer", async () => {
    const fetchMock = api({ write: { body: { ...COUPON_OFFER, paused: true, status: "pausada" } } });
    open();
    await card("Consulta com desconto");
    form.click("Pausar benefício Consulta com desconto");
    expect(await within(await toasts()).findByText("Benefício pausado.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/company/benefits/o1/pause", body: { paused: true } },
    ]);
  });

  it("asks before deleting, and says why an offer with redemptions stays", async () => {
    const fetchMock = api({ write: apiError(409, "CONFLICT", m.deleteRedeemed) });
    open();
    await card("Consulta com desconto");
    form.click("Excluir benefício Consulta com desconto");
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir benefício?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir benefício" }));
    expect(await within(await toasts()).findByText(m.deleteRedeemed)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "DELETE", url: "/api/company/benefits/o1", body: undefined }]);
  });

  it("invites to create the first offer when there is none", async () => {
    api({ list: { offers: [], cashbackByMonth: [] }, uses: [] });
    open();
    expect(await screen.findByRole("heading", { name: "Nenhum benefício cadastrado" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Criar primeiro benefício" }).getAttribute("href")).toBe(
      "/empresa/beneficios/novo",
    );
    expect(screen.getByText("Nenhum uso com cashback ainda.")).toBeTruthy();
    expect(await screen.findByText("Nenhum uso confirmado ainda.")).toBeTruthy();
  });

  it("lists the confirmed uses and contests a pending cashback with a reason", async () => {
    const fetchMock = api({ write: { status: 204 } });
    open();
    const uses = await screen.findByRole("list", { name: "Usos confirmados" });
    for (const text of ["SAUDE-7KQ2M9XH", "Ana", "PREMIUM", "06/11/2026", "R$ 150,90", "R$ 7,55", "Pendente"]) {
      expect(within(uses).getByText(text)).toBeTruthy();
    }

    form.click("Contestar cashback do código SAUDE-7KQ2M9XH");
    const dialog = await screen.findByRole("alertdialog", { name: "Contestar cashback?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Contestar cashback" }));
    await form.expectError("Motivo", m.contestReasonRequired);
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Motivo", "Compra cancelada e valor devolvido.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Contestar cashback" }));
    expect(await within(await toasts()).findByText("Cashback contestado.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/company/benefits/uses/u1/contest",
        body: { reason: "Compra cancelada e valor devolvido." },
      },
    ]);
  });
});

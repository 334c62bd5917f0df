import { codeUsedMessage, benefitMessages as m } from "@pm/shared/benefits";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fireEvent, form, type Reply, renderPage, screen, sentWrites, stubFetch } from "@/test/render";
import { ValidatePage } from "./validate-page";

const PATH = "/empresa/beneficios/validar";
const LOOKUP_URL = "/api/company/benefits/validate/lookup";
const CONFIRM_URL = "/api/company/benefits/validate/confirm";

const TILL = {
  id: "r1",
  code: "SAUDE-7KQ2M9XH",
  mode: "coupon",
  offerTitle: "Consulta com desconto",
  category: "Saúde e Bem-estar",
  militarFirstName: "Ana",
  plan: "PREMIUM",
  discountPercent: 20,
  cashbackPercent: 5,
  redeemedAt: "2026-11-05T15:00:00.000Z",
  expiresAt: "2026-12-05T15:00:00.000Z",
};

const CONFIRMED = {
  ...TILL,
  usedAt: "2026-11-06T15:00:00.000Z",
  purchaseCents: 15090,
  cashbackCents: 755,
  cashbackAvailableAt: "2026-12-06T15:00:00.000Z",
};

/** The API at the till: `lookup` and `confirm` answer their routes. */
function till({ lookup = { body: TILL }, confirm = { body: CONFIRMED } }: { lookup?: Reply; confirm?: Reply } = {}) {
  return stubFetch((url) => (url.endsWith("/confirm") ? confirm : lookup));
}

function verify(code: string) {
  form.fill("Código", code);
  form.click("Verificar");
}

const ownMediaDevices = Object.getOwnPropertyDescriptor(navigator, "mediaDevices");

afterEach(() => {
  vi.unstubAllGlobals();
  if (ownMediaDevices) Object.defineProperty(navigator, "mediaDevices", ownMediaDevices);
  else Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("ValidatePage", () => {
  it("shows the militar's first name, plan and the percentages of the code", async () => {
    const fetchMock = till();
    renderPage(<ValidatePage />, { path: PATH });
    verify("  saude-7kq2m9xh ");

    expect(await screen.findByText("Militar: Ana")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Consulta com desconto" })).toBeTruthy();
    expect(screen.getByText("PREMIUM")).toBeTruthy();
    expect(screen.getByText("Desconto a aplicar: 20%")).toBeTruthy();
    expect(screen.getByText("Cashback: 5%")).toBeTruthy();
    expect(screen.getByText("05/11/2026")).toBeTruthy();
    expect(screen.getByText("05/12/2026")).toBeTruthy();
    expect(screen.getByText("Informe para creditar o cashback do militar.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([{ method: "POST", url: LOOKUP_URL, body: { code: "saude-7kq2m9xh" } }]);
  });

  it("asks for a code before verifying", async () => {
    const fetchMock = till();
    renderPage(<ValidatePage />, { path: PATH });
    form.click("Verificar");
    await form.expectError("Código", m.codeRequired);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("says 'Código inválido' in the alert under the form", async () => {
    till({ lookup: apiError(404, "NOT_FOUND", m.codeInvalid) });
    renderPage(<ValidatePage />, { path: PATH });
    verify("XPTO-12345678");
    expect((await screen.findByRole("alert")).textContent).toBe("Código inválido");
    expect(screen.queryByText(/Desconto a aplicar/)).toBeNull();
  });

  it("says when the code was already used", async () => {
    till({ lookup: apiError(409, "CONFLICT", codeUsedMessage(new Date("2026-11-12T17:32:00Z"))) });
    renderPage(<ValidatePage />, { path: PATH });
    verify("SAUDE-7KQ2M9XH");
    expect((await screen.findByRole("alert")).textContent).toBe("Este código já foi usado em 12/11/2026 às 14:32.");
    expect(screen.queryByText(/Desconto a aplicar/)).toBeNull();
  });

  it("confirms the use with the purchase amount and tells the cashback credited", async () => {
    const fetchMock = till();
    renderPage(<ValidatePage />, { path: PATH });
    verify("SAUDE-7KQ2M9XH");
    await screen.findByText("Militar: Ana");

    form.fill("Valor da compra (R$)", "150,90");
    form.click("Confirmar uso");

    expect(await screen.findByRole("heading", { name: "Uso confirmado!" })).toBeTruthy();
    expect(screen.getByText("Aplique 20% de desconto para Ana em Consulta com desconto.")).toBeTruthy();
    // The page prints R$ with a no-break space; the query reads it as a plain one.
    expect(screen.getByText("Cashback de R$ 7,55 creditado ao militar (pendente por 30 dias).")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: LOOKUP_URL, body: { code: "SAUDE-7KQ2M9XH" } },
      { method: "POST", url: CONFIRM_URL, body: { code: "SAUDE-7KQ2M9XH", purchaseAmount: "150,90" } },
    ]);

    form.click("Validar outro código");
    expect(screen.queryByText("Uso confirmado!")).toBeNull();
    expect((form.control("Código") as HTMLInputElement).value).toBe("");
  });

  it("refuses a purchase amount that is not in reais, and sends nothing", async () => {
    const fetchMock = till();
    renderPage(<ValidatePage />, { path: PATH });
    verify("SAUDE-7KQ2M9XH");
    await screen.findByText("Militar: Ana");

    form.fill("Valor da compra (R$)", "12.5");
    form.click("Confirmar uso");
    await form.expectError("Valor da compra (R$)", m.purchaseInvalid);
    expect(sentWrites(fetchMock)).toHaveLength(1);
  });

  it("hides the purchase field when the code gives no cashback", async () => {
    const fetchMock = till({
      lookup: { body: { ...TILL, plan: "FREE", discountPercent: 5, cashbackPercent: 0 } },
      confirm: { body: { ...CONFIRMED, plan: "FREE", discountPercent: 5, cashbackPercent: 0, cashbackCents: 0 } },
    });
    renderPage(<ValidatePage />, { path: PATH });
    verify("SAUDE-7KQ2M9XH");

    expect(await screen.findByText("Desconto a aplicar: 5%")).toBeTruthy();
    expect(screen.getByText("FREE")).toBeTruthy();
    expect(screen.queryByLabelText("Valor da compra (R$)")).toBeNull();
    expect(screen.queryByText(/Cashback:/)).toBeNull();

    form.click("Confirmar uso");
    expect(await screen.findByText("Uso confirmado!")).toBeTruthy();
    expect(screen.queryByText(/creditado ao militar/)).toBeNull();
    expect(sentWrites(fetchMock)[1]).toEqual({
      method: "POST",
      url: CONFIRM_URL,
      body: { code: "SAUDE-7KQ2M9XH", purchaseAmount: "" },
    });
  });

  it("a confirmation refused because the code was used meanwhile shows the alert", async () => {
    till({ confirm: apiError(409, "CONFLICT", codeUsedMessage(new Date("2026-11-12T17:32:00Z"))) });
    renderPage(<ValidatePage />, { path: PATH });
    verify("SAUDE-7KQ2M9XH");
    await screen.findByText("Militar: Ana");
    form.click("Confirmar uso");
    expect((await screen.findByRole("alert")).textContent).toBe("Este código já foi usado em 12/11/2026 às 14:32.");
    expect(screen.queryByText("Militar: Ana")).toBeNull();
  });

  it("verifies the code of the QR's link at once, with its signed token", async () => {
    const fetchMock = till({ lookup: { body: { ...TILL, mode: "qr", code: "QR-7KQ2M9XH" } } });
    const { router } = renderPage(<ValidatePage />, {
      path: PATH,
      url: `${PATH}?codigo=${encodeURIComponent("QR-7KQ2M9XH.c2lnbmF0dXJl")}`,
    });
    expect(await screen.findByText("Militar: Ana")).toBeTruthy();
    expect((form.control("Código") as HTMLInputElement).value).toBe("QR-7KQ2M9XH.c2lnbmF0dXJl");
    expect(router.state.location.search).toBe("");

    form.click("Confirmar uso");
    expect(await screen.findByText("Uso confirmado!")).toBeTruthy();
    expect(sentWrites(fetchMock).map((r) => r.body)).toEqual([
      { code: "QR-7KQ2M9XH.c2lnbmF0dXJl" },
      { code: "QR-7KQ2M9XH.c2lnbmF0dXJl", purchaseAmount: "" },
    ]);
  });

  it("asks to type the code when the camera cannot be opened", async () => {
    till();
    const denied = new DOMException("Permission denied", "NotAllowedError");
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => Promise.reject(denied)) },
    });
    renderPage(<ValidatePage />, { path: PATH });
    fireEvent.click(screen.getByRole("button", { name: "Escanear QR Code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Não foi possível acessar a câmera. Digite o código.");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

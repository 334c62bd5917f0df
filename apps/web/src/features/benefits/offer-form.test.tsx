import { benefitMessages as m } from "@pm/shared/benefits";
import type { OfferInput } from "@pm/shared/benefits.company";
import { COUPON_OFFER_INPUT as VALID_INPUT } from "@pm/shared/benefits.fixtures";
import { describe, expect, it, vi } from "vitest";
import { apiError, fireEvent, form, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { EditOfferPage } from "./edit-offer-page";
import { NewOfferPage } from "./new-offer-page";
import { OfferForm } from "./offer-form";

function open(onSubmit = vi.fn(async (_input: OfferInput) => {})) {
  renderPage(<OfferForm mode="create" onSubmit={onSubmit} />, { path: "/empresa/beneficios/novo" });
  return onSubmit;
}

const choose = (name: string) => fireEvent.click(screen.getByRole("radio", { name }));

function fillValidOffer() {
  form.fill("Título", "  Consulta com desconto ");
  form.fill("Categoria", "Saúde e Bem-estar");
  form.fill("Desconto (%)", "20");
  form.fill("Cashback (%)", "5");
  form.fill("Descrição", "Consultas com clínico geral.");
  form.fill("Regras de uso", "Agende pelo telefone.");
  form.click("Adicionar cidade");
  form.fill("Cidade", "Recife");
  form.fill("UF", "PE");
  form.fill("Prefixo do cupom", "saude");
  form.fill("Início", "2026-11-01");
  form.fill("Término", "2026-12-31");
}

describe("OfferForm validation", () => {
  it("names each required field left blank, in pt-BR, and does not submit", async () => {
    const onSubmit = open();
    form.click("Publicar benefício");
    await form.expectError("Título", m.titleRequired);
    await form.expectError("Categoria", m.categoryRequired);
    await form.expectError("Desconto (%)", m.discountInvalid);
    await form.expectError("Descrição", m.descriptionRequired);
    await form.expectError("Regras de uso", m.termsRequired);
    await form.expectError("Início", m.startRequired);
    await form.expectError("Término", m.endRequired);
    await form.expectNoError("Cashback (%)");
    await form.expectNoError("Limite por militar por mês");
    await form.expectNoError("Quantidade total");
    // The discount keeps its hint next to the error.
    expect(form.control("Desconto (%)").getAttribute("aria-describedby")).toBe(
      "offer-discount-error offer-discount-hint",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a discount out of range, a 2-letter prefix and a bad cashback", async () => {
    const onSubmit = open();
    fillValidOffer();
    form.fill("Desconto (%)", "150");
    form.fill("Cashback (%)", "31");
    form.fill("Prefixo do cupom", "ab");
    form.click("Publicar benefício");
    await form.expectError("Desconto (%)", m.discountInvalid);
    await form.expectError("Cashback (%)", m.cashbackInvalid);
    await form.expectError("Prefixo do cupom", m.prefixInvalid);
    await form.expectNoError("Título");
    expect(onSubmit).not.toHaveBeenCalled();

    form.fill("Desconto (%)", "0");
    await form.expectError("Desconto (%)", m.discountInvalid);
  });

  it("asks where the offer is valid, a city's UF, and an end after the start", async () => {
    const onSubmit = open();
    fillValidOffer();
    fireEvent.click(screen.getByRole("button", { name: "Remover cidade 1" }));
    form.fill("Término", "2026-10-01");
    form.click("Publicar benefício");
    expect(await screen.findByText(m.locationRequired)).toBeTruthy();
    await form.expectError("Término", m.endBeforeStart);
    expect(onSubmit).not.toHaveBeenCalled();

    form.click("Adicionar cidade");
    form.fill("Cidade", "Olinda");
    form.click("Publicar benefício");
    await form.expectError("UF", m.stateInvalid);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the coupon prefix only for Cupom, and a QR offer sends no prefix", async () => {
    const onSubmit = open();
    fillValidOffer();
    expect(screen.getByText("De 3 a 10 letras ou números. Os códigos ficam como PREFIXO-XXXXXXXX.")).toBeTruthy();

    choose("QR Code");
    expect(screen.queryByLabelText("Prefixo do cupom")).toBeNull();
    choose("Cupom");
    expect((form.control("Prefixo do cupom") as HTMLInputElement).value).toBe("saude");

    choose("QR Code");
    form.click("Publicar benefício");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...VALID_INPUT, mode: "qr", codePrefix: null });
  });

  it("an online offer needs no city", async () => {
    const onSubmit = open();
    fillValidOffer();
    fireEvent.click(screen.getByRole("button", { name: "Remover cidade 1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Online — todo o Brasil" }));
    form.fill("Quantidade total", "500");
    form.fill("Limite por militar por mês", "2");
    form.click("Publicar benefício");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ...VALID_INPUT,
      online: true,
      cities: [],
      totalQuantity: 500,
      monthlyLimit: 2,
    });
  });
});

describe("NewOfferPage (OfferForm publishing through the API)", () => {
  it("posts nothing while invalid, then the parsed offer once, and goes back to the list", async () => {
    const fetchMock = stubFetch({ status: 201, body: { id: "o1" } });
    renderPage(<NewOfferPage />, { path: "/empresa/beneficios/novo" });
    form.click("Publicar benefício");
    await form.expectError("Título", m.titleRequired);
    expect(sentWrites(fetchMock)).toEqual([]);

    fillValidOffer();
    const submit = screen.getByRole("button", { name: "Publicar benefício" }) as HTMLButtonElement;
    fireEvent.click(submit);
    // A second submit before the first is answered: the button is disabled and nothing more is sent.
    fireEvent.submit(submit.closest("form") as HTMLFormElement);
    // Both read in the same instant: once the answer is in, the button is enabled and relabelled again.
    await waitFor(() => expect([submit.disabled, submit.textContent]).toEqual([true, "Publicando..."]));
    expect(await screen.findByText("landed /empresa/beneficios")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "POST", url: "/api/company/benefits", body: VALID_INPUT }]);
  });

  it("puts the API's field messages under their fields", async () => {
    stubFetch(
      apiError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
        { path: "title", message: "O texto contém caracteres inválidos." },
        { path: "cities.0.city", message: m.cityTooLong },
      ]),
    );
    renderPage(<NewOfferPage />, { path: "/empresa/beneficios/novo" });
    fillValidOffer();
    form.click("Publicar benefício");
    await form.expectError("Título", "O texto contém caracteres inválidos.");
    await form.expectError("Cidade", m.cityTooLong);
    await form.expectNoError("Descrição");
    expect(screen.getByRole("button", { name: "Publicar benefício" })).toBeTruthy();
  });
});

describe("EditOfferPage", () => {
  it("fills the form with the offer and saves the changes with PUT", async () => {
    const offer = {
      ...VALID_INPUT,
      id: "o1",
      mode: "qr",
      codePrefix: null,
      online: true,
      cities: [],
      totalQuantity: 50,
      paused: false,
      status: "ativa",
      redemptionsCount: 3,
      usesCount: 1,
    };
    const fetchMock = stubFetch((_url, method) => (method === "GET" ? { body: offer } : { body: offer }));
    renderPage(<EditOfferPage />, { path: "/empresa/beneficios/:id/editar", url: "/empresa/beneficios/o1/editar" });
    const title = (await screen.findByLabelText("Título")) as HTMLInputElement;
    expect(title.value).toBe("Consulta com desconto");
    expect((screen.getByRole("radio", { name: "QR Code" }) as HTMLInputElement).checked).toBe(true);
    expect((form.control("Quantidade total") as HTMLInputElement).value).toBe("50");

    form.fill("Título", "Consulta e retorno");
    form.click("Salvar alterações");
    expect(await screen.findByText("landed /empresa/beneficios")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: "/api/company/benefits/o1",
        body: {
          ...VALID_INPUT,
          title: "Consulta e retorno",
          mode: "qr",
          codePrefix: null,
          online: true,
          cities: [],
          totalQuantity: 50,
        },
      },
    ]);
  });
});

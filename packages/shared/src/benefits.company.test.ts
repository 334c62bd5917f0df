import { describe, expect, it } from "vitest";
import { shownMessages } from "../test/shown-messages";
import { confirmUseSchema, contestCashbackSchema, lookupCodeSchema, offerInputSchema } from "./benefits.company";
import { COUPON_OFFER_INPUT } from "./benefits.fixtures";

/** The fixture's offer as the form sends it: text untrimmed, numbers as typed, blanks for the defaults. */
const couponOffer = {
  ...COUPON_OFFER_INPUT,
  title: ` ${COUPON_OFFER_INPUT.title} `,
  discountPercent: "20",
  cashbackPercent: "",
  cities: [{ city: " Recife ", state: "PE" }],
  codePrefix: " saude ",
  monthlyLimit: "",
  totalQuantity: "",
};

describe("the offer form", () => {
  it("keeps trimmed text, whole numbers, the prefix in capitals and the defaults", () => {
    expect(offerInputSchema.parse(couponOffer)).toEqual({ ...COUPON_OFFER_INPUT, cashbackPercent: 0 });
  });

  it("takes numbers as numbers and drops a QR offer's prefix", () => {
    const parsed = offerInputSchema.parse({
      ...couponOffer,
      discountPercent: 100,
      cashbackPercent: 30,
      monthlyLimit: 100,
      totalQuantity: 1_000_000,
      mode: "qr",
      codePrefix: "IGNORED",
      online: true,
      cities: [],
    });
    expect(parsed).toMatchObject({
      discountPercent: 100,
      cashbackPercent: 30,
      monthlyLimit: 100,
      totalQuantity: 1_000_000,
      mode: "qr",
      codePrefix: null,
      online: true,
      cities: [],
    });
    expect(offerInputSchema.parse({ ...couponOffer, mode: "qr", codePrefix: "" }).codePrefix).toBeNull();
  });

  it("asks for every required field in pt-BR", () => {
    expect(shownMessages(offerInputSchema.safeParse({}))).toEqual({
      title: "Informe o título do benefício",
      category: "Selecione a categoria",
      discountPercent: "O desconto deve ser um número inteiro de 1 a 100%",
      description: "Informe a descrição do benefício",
      terms: "Informe as regras de uso",
      mode: "Selecione como o benefício é usado: cupom ou QR Code",
      startsOn: "Informe a data de início",
      endsOn: "Informe a data de término",
    });
  });

  it("refuses every bad value with its message", () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{ title: "x".repeat(121) }, "title", "O título deve ter no máximo 120 caracteres"],
      [{ category: "Outros" }, "category", "Selecione a categoria"],
      [{ discountPercent: 0 }, "discountPercent", "O desconto deve ser um número inteiro de 1 a 100%"],
      [{ discountPercent: 101 }, "discountPercent", "O desconto deve ser um número inteiro de 1 a 100%"],
      [{ discountPercent: 12.5 }, "discountPercent", "O desconto deve ser um número inteiro de 1 a 100%"],
      [{ discountPercent: "12,5" }, "discountPercent", "O desconto deve ser um número inteiro de 1 a 100%"],
      [{ cashbackPercent: 31 }, "cashbackPercent", "O cashback deve ser um número inteiro de 0 a 30%"],
      [{ cashbackPercent: -1 }, "cashbackPercent", "O cashback deve ser um número inteiro de 0 a 30%"],
      [{ description: "x".repeat(2001) }, "description", "A descrição deve ter no máximo 2.000 caracteres"],
      [{ terms: "x".repeat(2001) }, "terms", "As regras de uso devem ter no máximo 2.000 caracteres"],
      [{ cities: [{ city: "", state: "RJ" }] }, "cities.0.city", "Informe a cidade"],
      [
        { cities: [{ city: "x".repeat(121), state: "RJ" }] },
        "cities.0.city",
        "A cidade deve ter no máximo 120 caracteres",
      ],
      [{ cities: [{ city: "Niterói", state: "XX" }] }, "cities.0.state", "Selecione a UF"],
      [{ cities: "Niterói" }, "cities", "Informe ao menos uma cidade ou marque 'Online — todo o Brasil'"],
      [
        { cities: Array.from({ length: 51 }, (_, i) => ({ city: `Cidade ${i}`, state: "SP" })) },
        "cities",
        "Informe no máximo 50 cidades",
      ],
      [
        {
          cities: [
            { city: "Niterói", state: "RJ" },
            { city: "niteroi", state: "RJ" },
          ],
        },
        "cities",
        "Cada cidade deve aparecer uma vez",
      ],
      [{ online: "sim" }, "online", "Informe se o benefício vale online"],
      [{ mode: "pix" }, "mode", "Selecione como o benefício é usado: cupom ou QR Code"],
      [{ codePrefix: "AB" }, "codePrefix", "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos"],
      [
        { codePrefix: "ABCDEFGHIJK" },
        "codePrefix",
        "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos",
      ],
      [{ codePrefix: "SAÚDE" }, "codePrefix", "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos"],
      [{ codePrefix: "SA-UDE" }, "codePrefix", "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos"],
      [{ startsOn: "01/11/2026" }, "startsOn", "Informe a data de início"],
      [{ endsOn: "2026-02-30" }, "endsOn", "Informe a data de término"],
      [{ monthlyLimit: 0 }, "monthlyLimit", "O limite por militar deve ser um número inteiro de 1 a 100 por mês"],
      [{ monthlyLimit: 101 }, "monthlyLimit", "O limite por militar deve ser um número inteiro de 1 a 100 por mês"],
      [{ totalQuantity: 0 }, "totalQuantity", "A quantidade total deve ser um número inteiro de 1 a 1.000.000"],
      [{ totalQuantity: "dez" }, "totalQuantity", "A quantidade total deve ser um número inteiro de 1 a 1.000.000"],
      [{ title: "a\u0000b" }, "title", "O texto contém caracteres inválidos."],
    ];
    for (const [change, path, message] of bad) {
      expect(shownMessages(offerInputSchema.safeParse({ ...couponOffer, ...change })), path).toEqual({
        [path]: message,
      });
    }
  });

  it("needs a place, a coupon prefix for coupons and an end on or after the start", () => {
    expect(shownMessages(offerInputSchema.safeParse({ ...couponOffer, cities: [], online: false }))).toEqual({
      cities: "Informe ao menos uma cidade ou marque 'Online — todo o Brasil'",
    });
    expect(shownMessages(offerInputSchema.safeParse({ ...couponOffer, codePrefix: "  " }))).toEqual({
      codePrefix: "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos",
    });
    expect(shownMessages(offerInputSchema.safeParse({ ...couponOffer, endsOn: "2026-10-31" }))).toEqual({
      endsOn: "A data de término deve ser igual ou posterior à data de início",
    });
    expect(offerInputSchema.safeParse({ ...couponOffer, endsOn: couponOffer.startsOn }).success).toBe(true);
  });

  it("refuses fields the partner may not set", () => {
    for (const field of ["companyId", "paused", "id", "createdAt"]) {
      expect(offerInputSchema.safeParse({ ...couponOffer, [field]: "x" }).success, field).toBe(false);
    }
  });
});

describe("validation at the till", () => {
  it("takes a trimmed code and an optional purchase amount in reais", () => {
    expect(lookupCodeSchema.parse({ code: "  saude-7kq2m9xh " })).toEqual({ code: "saude-7kq2m9xh" });
    expect(confirmUseSchema.parse({ code: "X", purchaseAmount: "150,90" })).toEqual({
      code: "X",
      purchaseAmount: 15_090,
    });
    expect(confirmUseSchema.parse({ code: "X", purchaseAmount: "" }).purchaseAmount).toBeNull();
    expect(confirmUseSchema.parse({ code: "X" }).purchaseAmount).toBeNull();
  });

  it("words a missing code and a bad amount", () => {
    expect(shownMessages(lookupCodeSchema.safeParse({ code: "  " }))).toEqual({ code: "Informe o código" });
    expect(shownMessages(lookupCodeSchema.safeParse({}))).toEqual({ code: "Informe o código" });
    for (const purchaseAmount of ["abc", "0", "0,00", "1.000.000,01", "-5"]) {
      expect(shownMessages(confirmUseSchema.safeParse({ code: "X", purchaseAmount })), purchaseAmount).toEqual({
        purchaseAmount: "Informe o valor da compra em reais, até R$ 1.000.000,00",
      });
    }
    expect(confirmUseSchema.parse({ code: "X", purchaseAmount: "1.000.000,00" }).purchaseAmount).toBe(100_000_000);
  });

  it("asks the reason of a contest", () => {
    expect(shownMessages(contestCashbackSchema.safeParse({ reason: " " }))).toEqual({
      reason: "Informe o motivo da contestação",
    });
    expect(shownMessages(contestCashbackSchema.safeParse({ reason: "x".repeat(501) }))).toEqual({
      reason: "O motivo deve ter no máximo 500 caracteres",
    });
  });
});

import { describe, expect, it } from "vitest";
import { shownMessages } from "../test/shown-messages";
import { catalogueQuerySchema, normalizePixKey, rateRedemptionSchema, withdrawalSchema } from "./benefits.military";

describe("the catalogue's filters", () => {
  it("reads a search, a category and a city as Cidade/UF; blanks mean no filter", () => {
    expect(catalogueQuerySchema.parse({ q: " óculos ", category: "Educação", city: "Rio de Janeiro/rj" })).toEqual({
      q: "óculos",
      category: "Educação",
      city: { city: "Rio de Janeiro", state: "RJ" },
      cursor: undefined,
    });
    expect(catalogueQuerySchema.parse({ q: "", category: "", city: "" })).toEqual({
      q: undefined,
      category: undefined,
      city: undefined,
      cursor: undefined,
    });
  });

  it("refuses an unknown category, a city without its UF and unknown parameters", () => {
    expect(shownMessages(catalogueQuerySchema.safeParse({ category: "Todos" }))).toEqual({
      category: "Categoria inválida",
    });
    for (const city of ["Rio de Janeiro", "Rio de Janeiro/XX", "/RJ", `${"x".repeat(121)}/RJ`]) {
      expect(shownMessages(catalogueQuerySchema.safeParse({ city })), city).toEqual({
        city: "Informe a cidade como Cidade/UF",
      });
    }
    expect(shownMessages(catalogueQuerySchema.safeParse({ q: "x".repeat(121) }))).toEqual({
      q: "A busca deve ter no máximo 120 caracteres",
    });
    expect(catalogueQuerySchema.safeParse({ plan: "PREMIUM" }).success).toBe(false);
  });
});

describe("a rating", () => {
  it("is 1 to 5 whole stars", () => {
    expect(rateRedemptionSchema.parse({ rating: 5 })).toEqual({ rating: 5 });
    expect(rateRedemptionSchema.parse({ rating: "1" })).toEqual({ rating: 1 });
    for (const rating of [0, 6, 4.5, "cinco", null]) {
      expect(shownMessages(rateRedemptionSchema.safeParse({ rating })), String(rating)).toEqual({
        rating: "Escolha de 1 a 5 estrelas",
      });
    }
  });
});

describe("Pix keys", () => {
  it("normalizes each type the way the Pix directory holds it", () => {
    expect(normalizePixKey("cpf", "529.982.247-25")).toBe("52998224725");
    expect(normalizePixKey("cnpj", "11.222.333/0001-81")).toBe("11222333000181");
    expect(normalizePixKey("email", " Sgt.Silva@Exemplo.com.br ")).toBe("sgt.silva@exemplo.com.br");
    expect(normalizePixKey("telefone", "(21) 98765-4321")).toBe("+5521987654321");
    expect(normalizePixKey("telefone", "+55 21 98765-4321")).toBe("+5521987654321");
    expect(normalizePixKey("telefone", "(21) 3456-7890")).toBe("+552134567890");
    expect(normalizePixKey("aleatoria", "123E4567-E89B-12D3-A456-426614174000")).toBe(
      "123e4567-e89b-12d3-a456-426614174000",
    );
  });

  it("refuses a key that does not fit its type", () => {
    expect(normalizePixKey("cpf", "529.982.247-24")).toBeNull();
    expect(normalizePixKey("cpf", "sgt@exemplo.com")).toBeNull();
    expect(normalizePixKey("cnpj", "11.222.333/0001-80")).toBeNull();
    expect(normalizePixKey("email", "sem-arroba")).toBeNull();
    expect(normalizePixKey("email", `${"x".repeat(70)}@exemplo.com`)).toBeNull();
    expect(normalizePixKey("telefone", "98765-4321")).toBeNull();
    expect(normalizePixKey("telefone", "(01) 98765-4321")).toBeNull();
    expect(normalizePixKey("telefone", "sgt@exemplo.com")).toBeNull();
    expect(normalizePixKey("aleatoria", "123e4567e89b12d3a456426614174000")).toBeNull();
  });
});

describe("a withdrawal", () => {
  const withdrawal = { pixKeyType: "cpf", pixKey: "529.982.247-25", amount: "20,00" };

  it("keeps the normalized key and the amount in centavos", () => {
    expect(withdrawalSchema.parse(withdrawal)).toEqual({ pixKeyType: "cpf", pixKey: "52998224725", amountCents: 2000 });
  });

  it("refuses less than R$ 20,00, a bad amount, a bad key and an unknown type", () => {
    expect(shownMessages(withdrawalSchema.safeParse({ ...withdrawal, amount: "19,99" }))).toEqual({
      amount: "O valor mínimo para saque é R$ 20,00",
    });
    expect(shownMessages(withdrawalSchema.safeParse({ ...withdrawal, amount: "vinte" }))).toEqual({
      amount: "Informe o valor do saque em reais",
    });
    expect(shownMessages(withdrawalSchema.safeParse({ ...withdrawal, amount: "" }))).toEqual({
      amount: "Informe o valor do saque em reais",
    });
    expect(shownMessages(withdrawalSchema.safeParse({ ...withdrawal, pixKey: "123" }))).toEqual({
      pixKey: "Informe uma chave Pix válida para o tipo escolhido",
    });
    expect(shownMessages(withdrawalSchema.safeParse({ ...withdrawal, pixKeyType: "boleto" }))).toEqual({
      pixKeyType: "Selecione o tipo da chave Pix",
    });
    expect(withdrawalSchema.safeParse({ ...withdrawal, userId: "x" }).success).toBe(false);
    // A body that is not an object is refused, never read.
    for (const body of [null, [], "chave", 20]) expect(withdrawalSchema.safeParse(body).success).toBe(false);
    // Both at once, as the form shows them.
    expect(shownMessages(withdrawalSchema.safeParse({ ...withdrawal, pixKey: "123", amount: "10,00" }))).toEqual({
      pixKey: "Informe uma chave Pix válida para o tipo escolhido",
      amount: "O valor mínimo para saque é R$ 20,00",
    });
  });
});

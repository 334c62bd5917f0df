import { describe, expect, it } from "vitest";
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from "./cnpj";

describe("isValidCnpj", () => {
  it.each([
    "11.222.333/0001-81",
    "11222333000181",
    "04.252.011/0001-10",
    // The Receita Federal's own example of the alphanumeric format.
    "12.ABC.345/01DE-35",
    "12ABC34501DE35",
    "12.abc.345/01de-35",
  ])("accepts %s", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ["a wrong first check digit", "11.222.333/0001-91"],
    ["a wrong second check digit", "11.222.333/0001-82"],
    ["a wrong alphanumeric check digit", "12.ABC.345/01DE-36"],
    ["a letter in a check digit", "12.ABC.345/01DE-3A"],
    ["too few characters", "11.222.333/0001-8"],
    ["too many characters", "11.222.333/0001-811"],
    // Its check digits add up, but no such number is ever issued.
    ["zeros only", "00.000.000/0000-00"],
    ["blank", ""],
  ])("refuses %s", (_label, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it("counts each letter as its ASCII code minus 48", () => {
    // A = 17, B = 18, C = 19, D = 20, E = 21: the body 12ABC34501DE gives 3 then 5.
    expect(cnpjCheckDigits("12ABC34501DE")).toBe("35");
    expect(cnpjCheckDigits("112223330001")).toBe("81");
  });
});

describe("normalizeCnpj and formatCnpj", () => {
  it("strip the mask and uppercase", () => {
    expect(normalizeCnpj(" 12.abc.345/01de-35 ")).toBe("12ABC34501DE35");
  });

  it("mask a complete number", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
  });

  it("mask a number as it is typed, and drop what goes past 14 characters", () => {
    expect(formatCnpj("1")).toBe("1");
    expect(formatCnpj("112")).toBe("11.2");
    expect(formatCnpj("11222333")).toBe("11.222.333");
    expect(formatCnpj("112223330")).toBe("11.222.333/0");
    expect(formatCnpj("1122233300018")).toBe("11.222.333/0001-8");
    expect(formatCnpj("11.222.333/0001-8199")).toBe("11.222.333/0001-81");
  });
});

describe("check digit edge cases", () => {
  it("a remainder of 2 gives 9, not 0", () => {
    // 100000000004 leaves 2 for the first digit: 11 − 2 = 9.
    expect(cnpjCheckDigits("100000000004")).toBe("98");
    expect(isValidCnpj("10.000.000/0004-98")).toBe(true);
    expect(isValidCnpj("10.000.000/0004-08")).toBe(false);
  });

  it("accepts a valid number whose two check digits are equal", () => {
    expect(isValidCnpj("10.000.000/0008-11")).toBe(true);
    expect(isValidCnpj("10000000000811")).toBe(true);
  });
});

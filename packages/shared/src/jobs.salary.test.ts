import { describe, expect, it } from "vitest";
import { jobSalaryText, parseAmountInput, parseSalaryText, salaryRangeText } from "./jobs.salary";

describe("a salary text read as a monthly amount or range", () => {
  it.each([
    ["R$ 6.000", { min: 6000, max: null }],
    ["R$ 2.800,00", { min: 2800, max: null }],
    ["R$ 3.500 a R$ 4.200", { min: 3500, max: 4200 }],
    ["R$1.412", { min: 1412, max: null }],
    ["R$ 6500", { min: 6500, max: null }],
    ["  R$ 3.500,00 - R$ 4.200,00  ", { min: 3500, max: 4200 }],
    ["R$ 3.500 – 4.200", { min: 3500, max: 4200 }],
    ["De R$ 3.000 até R$ 4.000 por mês (bruto)", { min: 3000, max: 4000 }],
    ["DE R$ 3.000 ATÉ R$ 4.000 POR MÊS", { min: 3000, max: 4000 }],
    ["A partir de R$ 5.000", { min: 5000, max: null }],
    ["R$ 2.500/mês", { min: 2500, max: null }],
    ["R$ 2.500 mensais", { min: 2500, max: null }],
    ["R$ 2.500 brutos.", { min: 2500, max: null }],
    // A no-break space, as a copied amount often carries.
    ["R$\u00a06.000", { min: 6000, max: null }],
    // Cents: the lower end rounds down and the upper one up, so a filter on whole reais never misses it.
    ["R$ 1.412,50 a R$ 1.800,10", { min: 1412, max: 1801 }],
    // The same amount twice is one amount.
    ["R$ 3.000 a R$ 3.000", { min: 3000, max: null }],
  ])("reads %s", (text, expected) => {
    expect(parseSalaryText(text)).toEqual(expected);
  });

  it.each([
    ["A combinar"],
    ["Compatível com o mercado"],
    ["R$ 50/hora"],
    ["R$ 120.000,00 por ano"],
    ["R$ 3 mil"],
    ["R$ 3.000 + comissões"],
    ["Até R$ 5.000"],
    ["6.000"],
    ["R$ 1,500"],
    ["R$ 1.500.00"],
    ["R$ 4.500 - R$ 3.000"],
    ["R$ 0"],
    ["R$ 1.000.000"],
    ["R$ 2.000 a R$ 1.000.000"],
    [""],
    [null],
  ])("leaves %s out", (text) => {
    expect(parseSalaryText(text)).toBeNull();
  });
});

describe("an amount typed in the salary range", () => {
  it("reads Brazilian amounts with or without thousands dots, cents and the currency", () => {
    expect(parseAmountInput("3.500")).toBe(3500);
    expect(parseAmountInput(" 3500 ")).toBe(3500);
    expect(parseAmountInput("R$ 3.500,00")).toBe(3500);
    expect(parseAmountInput("3.500,50")).toBe(3500.5);
    for (const text of ["3500.00", "três mil", "3,5", "-3500", "3.50"]) expect(parseAmountInput(text)).toBeNull();
  });
});

describe("the salary a job shows", () => {
  it("is the company's own words first, then its range, then 'A combinar'", () => {
    expect(jobSalaryText({ salary: "R$ 4.000 + comissões", salaryMin: 4000, salaryMax: null })).toBe(
      "R$ 4.000 + comissões",
    );
    expect(jobSalaryText({ salary: null, salaryMin: 3500, salaryMax: 4200 })).toBe("R$\u00a03.500 a R$\u00a04.200");
    expect(jobSalaryText({ salary: null, salaryMin: 6000, salaryMax: null })).toBe("R$\u00a06.000");
    expect(jobSalaryText({ salary: null, salaryMin: null, salaryMax: null })).toBe("A combinar");
    expect(salaryRangeText(3000, 3000)).toBe("R$\u00a03.000");
    expect(salaryRangeText(null, null)).toBeNull();
  });
});

// The one CSV writer: text that starts like a formula is made inert, numbers are left as numbers.
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../test/csv";
import { inertCsvText, toCsv } from "./csv";

const FORMULA_STARTS = [
  ["=", '=HYPERLINK("http://exemplo.com";"Clique")'],
  ["+", "+55 21 99999-0000"],
  ["-", "-2+3+cmd|' /C calc'!A0"],
  ["@", "@SOMA(A1:A9)"],
  ["tab", "\t=1+1"],
  ["carriage return", "\r=1+1"],
] as const;

describe("inertCsvText", () => {
  it.each(FORMULA_STARTS)("puts a quote before text starting with %s", (_, text) => {
    expect(inertCsvText(text)).toBe(`'${text}`);
  });

  it("leaves other text alone, a formula character further in included", () => {
    for (const text of ["Conferente", "Vigilante - noturno", "a=b", " =1", "", "'já citado"]) {
      expect(inertCsvText(text)).toBe(text);
    }
  });
});

describe("toCsv", () => {
  it.each(FORMULA_STARTS)("writes a cell starting with %s as text", (_, text) => {
    const csv = toCsv(
      [
        ["Vaga", "Vagas abertas"],
        [text, 3],
      ],
      { delimiter: ";" },
    );
    expect(parseCsv(csv, ";")).toEqual([
      ["Vaga", "Vagas abertas"],
      [`'${text}`, "3"],
    ]);
  });

  it("writes numbers as numbers, a negative one unquoted, but text that looks like one as text", () => {
    const csv = toCsv([[-3.5, -12, 0, "-5", null, undefined]], {
      delimiter: ";",
      formatNumber: (n) => String(n).replace(".", ","),
    });
    expect(csv).toBe("-3,5;-12;0;'-5;;\r\n");
  });

  it("starts with a byte-order mark when asked, and quotes what needs quoting", () => {
    const csv = toCsv([["a;b", 'diz "oi"']], { delimiter: ";", bom: true });
    expect(csv).toBe('\uFEFF"a;b";"diz ""oi"""\r\n');
  });
});

import { describe, expect, it } from "vitest";
import { alertSearchParams, alertSearchSchema, alertSearchSummary, defaultAlertName, searchIsEmpty } from "./alerts";

const parse = (raw: Record<string, unknown>) => alertSearchSchema.parse(raw);

describe("an alert's search", () => {
  it("reads the board's filters as the board does, área included, and refuses what it does not know", () => {
    expect(parse({ q: " motorista sp ", area: "logistica", pcd: "true", salaryFrom: "3000", state: "rj" })).toEqual({
      q: "motorista sp",
      area: "logistica",
      pcd: true,
      salaryFrom: 3000,
      state: "RJ",
    });
    expect(alertSearchSchema.safeParse({ area: "marketing" }).success).toBe(false);
    expect(alertSearchSchema.safeParse({ sort: "salario" }).success).toBe(false);
  });

  it("is empty with no filter at all; an área alone is a search", () => {
    expect(searchIsEmpty(parse({}))).toBe(true);
    expect(searchIsEmpty(parse({ q: "", pcd: "false" }))).toBe(true);
    expect(searchIsEmpty(parse({ area: "seguranca" }))).toBe(false);
  });

  it("reads in one line, in pt-BR, with the place taken from the words", () => {
    expect(
      alertSearchSummary(
        parse({ q: "motorista campinas sp", regime: "CLT", area: "logistica", salaryFrom: 3000, pcd: true }),
      ),
    ).toBe("“motorista” · Campinas - SP · CLT · Logística · a partir de R$\u00a03.000 · Vagas para PcD");
    expect(alertSearchSummary(parse({}), "Guardiã Segurança")).toBe("Vagas de Guardiã Segurança");
    expect(alertSearchSummary(parse({}))).toBe("Todas as vagas");
  });

  it("offers a name from the words and place, else the área, else 'Minhas vagas'", () => {
    expect(defaultAlertName(parse({ q: "vigilante rj" }))).toBe("vigilante em RJ");
    expect(defaultAlertName(parse({ area: "seguranca", regime: "CLT" }))).toBe("Segurança");
    expect(defaultAlertName(parse({ pcd: true }))).toBe("Minhas vagas");
  });

  it("links back to the board with the same filters", () => {
    expect(alertSearchParams(parse({ q: "motorista", area: "logistica", pcd: true })).toString()).toBe(
      "q=motorista&area=logistica&pcd=true",
    );
  });
});

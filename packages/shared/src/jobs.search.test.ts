import { describe, expect, it } from "vitest";
import { BRAZIL_CITIES } from "./brazil-cities";
import {
  boardSearchOf,
  jobCountText,
  jobSearchLocationLabel,
  parseJobSearch,
  sortChoice,
  withoutLocation,
} from "./jobs.search";

describe("a place at the end of a job search", () => {
  it.each([
    ["seguranca patrimonial rj", "seguranca patrimonial", { state: "RJ", city: null }],
    ["motorista sp", "motorista", { state: "SP", city: null }],
    ["motorista SP", "motorista", { state: "SP", city: null }],
    ["rj", "", { state: "RJ", city: null }],
    ["RJ", "", { state: "RJ", city: null }],
    ["Campinas SP", "", { state: "SP", city: "Campinas" }],
    ["campinas", "", { state: "SP", city: "Campinas" }],
    ["CAMPINAS - sp", "", { state: "SP", city: "Campinas" }],
    ["vigilante campinas/sp", "vigilante", { state: "SP", city: "Campinas" }],
    ["Rio", "", { state: "RJ", city: "Rio de Janeiro" }],
    ["rio de janeiro", "", { state: "RJ", city: "Rio de Janeiro" }],
    ["técnico em eletrônica no Rio de Janeiro", "técnico em eletrônica", { state: "RJ", city: "Rio de Janeiro" }],
    ["são paulo", "", { state: "SP", city: "São Paulo" }],
    ["logística em sao paulo", "logística", { state: "SP", city: "São Paulo" }],
    ["analista minas gerais", "analista", { state: "MG", city: null }],
    ["ANALISTA MINAS GERAIS", "ANALISTA", { state: "MG", city: null }],
    ["motorista rio grande do sul", "motorista", { state: "RS", city: null }],
    ["operador espirito santo", "operador", { state: "ES", city: null }],
    ["Vigilante Goiânia", "Vigilante", { state: "GO", city: "Goiânia" }],
    ["vigilante goiania go", "vigilante", { state: "GO", city: "Goiânia" }],
    ["segurança joão pessoa", "segurança", { state: "PB", city: "João Pessoa" }],
    ["bombeiro civil são josé dos campos", "bombeiro civil", { state: "SP", city: "São José dos Campos" }],
    ["porteiro rio branco", "porteiro", { state: "AC", city: "Rio Branco" }],
    ["pará", "", { state: "PA", city: null }],
    ["motorista pará", "motorista", { state: "PA", city: null }],
    ["motorista PE", "motorista", { state: "PE", city: null }],
    ["se", "", { state: "SE", city: null }],
    ["aracaju se", "", { state: "SE", city: "Aracaju" }],
    ["Natal", "", { state: "RN", city: "Natal" }],
    ["vendedor natal rn", "vendedor", { state: "RN", city: "Natal" }],
    ["técnico bh", "técnico", { state: "MG", city: "Belo Horizonte" }],
  ])("reads %j", (text, words, location) => {
    expect(parseJobSearch(text)).toEqual({ words, location });
  });

  it.each([
    // Words that look like UFs, or a city's name that is an everyday word, are words of the search.
    ["vagas para"],
    ["professor de"],
    ["auxiliar de pé"],
    ["técnico em to"],
    ["vendedor se"],
    ["operador pa"],
    ["temporário natal"],
    ["operador de serra"],
    ["contagem de estoque"],
    // A place in the middle of the text is not read.
    ["sp motorista"],
    ["motorista rj zona sul"],
    ["segurança patrimonial"],
    [""],
  ])("leaves %j as words", (text) => {
    expect(parseJobSearch(text)).toEqual({ words: text.trim(), location: null });
  });

  it("keeps only the UF when the city belongs to another state", () => {
    expect(parseJobSearch("campinas rj")).toEqual({ words: "campinas", location: { state: "RJ", city: null } });
  });

  it("labels the chip and drops the place from the text", () => {
    expect(jobSearchLocationLabel({ state: "RJ", city: null })).toBe("RJ");
    expect(jobSearchLocationLabel({ state: "SP", city: "Campinas" })).toBe("Campinas - SP");
    expect(withoutLocation("seguranca patrimonial rj")).toBe("seguranca patrimonial");
    expect(withoutLocation("motorista")).toBe("motorista");
  });

  it("lists each city once, with a known UF", () => {
    const names = BRAZIL_CITIES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(120);
  });
});

describe("the result count", () => {
  it.each([
    [1, false, "1 vaga"],
    [2, false, "2 vagas"],
    [128, false, "128 vagas"],
    [1000, true, "1.000+ vagas"],
  ])("%d (capped %s) reads %j", (n, capped, text) => {
    expect(jobCountText(n, capped)).toBe(text);
  });
});

describe("the 'Ordenar por' select", () => {
  it("names its default for the words and never offers a sort twice", () => {
    const labels = (choice: ReturnType<typeof sortChoice>) => choice.options.map((o) => o.label);
    expect(labels(sortChoice(undefined, "motorista"))).toEqual(["Mais relevantes", "Mais recentes", "Maior salário"]);
    expect(labels(sortChoice(undefined, ""))).toEqual(["Mais recentes", "Maior salário"]);
    expect(sortChoice("salario", "").value).toBe("salario");
    expect(sortChoice("recentes", "").value).toBe("");
    expect(sortChoice("relevancia", "motorista").value).toBe("");
    expect(sortChoice("qualquer", "motorista").value).toBe("");
  });

  it("lets a filter set apart win over the place in the text", () => {
    expect(boardSearchOf({ q: "seguranca rj", state: "SP" })).toMatchObject({
      words: "seguranca",
      state: "SP",
      city: null,
    });
    expect(boardSearchOf({ q: "campinas", city: "Sumaré" })).toMatchObject({ words: "", city: null, state: undefined });
    expect(boardSearchOf({ q: "motorista campinas" })).toMatchObject({
      words: "motorista",
      city: "Campinas",
      state: undefined,
      sort: "relevancia",
    });
  });
});

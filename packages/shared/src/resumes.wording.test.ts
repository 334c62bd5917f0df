import { describe, expect, it } from "vitest";
import { unexplainedAcronyms } from "./resumes.wording";

describe("unexplainedAcronyms", () => {
  it("finds military acronyms a recruiter would not know", () => {
    expect(unexplainedAcronyms("Sargento QMS de Intendência na OM, com curso no CFS")).toEqual(["QMS", "OM", "CFS"]);
    expect(unexplainedAcronyms("Apoio a operações de GLO e PEF")).toEqual(["GLO", "PEF"]);
  });

  it("accepts the ones every recruiter knows, and plain capitalized words", () => {
    expect(unexplainedAcronyms("Condução de caminhões com CNH categoria E, seguindo a NR-11 e usando EPIs")).toEqual(
      [],
    );
    expect(unexplainedAcronyms("Exército Brasileiro, Rio de Janeiro, RJ é uma UF")).toEqual(["RJ", "UF"]);
    expect(unexplainedAcronyms("Operação de CFTV e controle de acesso")).toEqual([]);
  });

  it("accepts an acronym explained in parentheses after its meaning", () => {
    expect(unexplainedAcronyms("Curso de Formação de Sargentos (CFS); depois, o CFS me deu")).toEqual([]);
    expect(unexplainedAcronyms("Atendimento pré-hospitalar (APH) em ocorrências")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { shownMessages } from "../test/shown-messages";
import { addDays, brazilToday, MODALITIES, REGIMES } from "./jobs";
import { jobInputSchema, jobStatusSchema } from "./jobs.company";

const job = {
  title: " Coordenador de Logística ",
  city: "Campinas, SP",
  regime: "CLT",
  modality: "Híbrido",
  salary: " R$ 6.000 ",
  description: "Coordenar o armazém.",
  requirements: "Experiência com estoque\r\n\n  Liderança  \n",
  benefits: ["Vale-refeição", "  ", "Plano de saúde\nSeguro de vida"],
};

describe("the job form", () => {
  it("keeps trimmed text and lists one item a line, blanks dropped", () => {
    expect(jobInputSchema.safeParse(job).data).toEqual({
      title: "Coordenador de Logística",
      city: "Campinas, SP",
      regime: "CLT",
      modality: "Híbrido",
      salary: "R$ 6.000",
      description: "Coordenar o armazém.",
      requirements: ["Experiência com estoque", "Liderança"],
      benefits: ["Vale-refeição", "Plano de saúde", "Seguro de vida"],
      closesOn: null,
    });
  });

  it("takes a closing date from today to 180 days ahead in Brazil; blank or null is none", () => {
    const today = brazilToday();
    for (const closesOn of [today, addDays(today, 180)]) {
      expect(jobInputSchema.safeParse({ ...job, closesOn }).data?.closesOn).toBe(closesOn);
    }
    for (const closesOn of [undefined, null, "", "  "]) {
      expect(jobInputSchema.safeParse({ ...job, closesOn }).data?.closesOn).toBeNull();
    }
    expect(shownMessages(jobInputSchema.safeParse({ ...job, closesOn: addDays(today, -1) }))).toEqual({
      closesOn: "A data de encerramento não pode ser anterior a hoje",
    });
    expect(shownMessages(jobInputSchema.safeParse({ ...job, closesOn: addDays(today, 181) }))).toEqual({
      closesOn: "A data de encerramento deve ser no máximo 180 dias a partir de hoje",
    });
    for (const closesOn of ["10/12/2030", "2030-02-30", "amanhã", 20301210, true]) {
      expect(shownMessages(jobInputSchema.safeParse({ ...job, closesOn }))).toEqual({
        closesOn: "Informe uma data de encerramento válida",
      });
    }
  });

  it("clears blank optional fields and empty lists", () => {
    const result = jobInputSchema.safeParse({
      ...job,
      modality: "",
      salary: "  ",
      requirements: undefined,
      benefits: "",
    });
    expect(result.data).toMatchObject({ modality: null, salary: null, requirements: [], benefits: [] });
    expect(jobInputSchema.safeParse({ ...job, modality: null, salary: null }).data).toMatchObject({
      modality: null,
      salary: null,
    });
  });

  it("asks for title, location, regime and description", () => {
    expect(shownMessages(jobInputSchema.safeParse({}))).toEqual({
      title: "Informe o título da vaga",
      city: "Informe a localização da vaga",
      regime: "Selecione o regime de contratação",
      description: "Informe a descrição da vaga",
    });
    expect(shownMessages(jobInputSchema.safeParse({ ...job, title: "  ", city: "", description: " \n " }))).toEqual({
      title: "Informe o título da vaga",
      city: "Informe a localização da vaga",
      description: "Informe a descrição da vaga",
    });
  });

  it("refuses unknown regimes, modalities, list shapes and fields", () => {
    expect(
      shownMessages(jobInputSchema.safeParse({ ...job, regime: "Bolsa", modality: "Lunar", benefits: 3 })),
    ).toEqual({
      regime: "Selecione o regime de contratação",
      modality: "Selecione uma modalidade válida",
      benefits: "Informe um item por linha",
    });
    expect(jobInputSchema.safeParse({ ...job, active: true }).success).toBe(false);
    expect(REGIMES).toEqual(["CLT", "PJ", "Estágio", "Freelancer", "Temporário"]);
    expect(MODALITIES).toEqual(["Remoto", "Híbrido", "Presencial"]);
  });

  it("names each limit, and takes each field at its limit", () => {
    const over = jobInputSchema.safeParse({
      ...job,
      title: "t".repeat(121),
      city: "c".repeat(121),
      salary: "s".repeat(121),
      description: "d".repeat(10_001),
      requirements: Array.from({ length: 51 }, (_, i) => `Requisito ${i}`),
      benefits: ["b".repeat(301)],
    });
    expect(shownMessages(over)).toEqual({
      title: "O título deve ter no máximo 120 caracteres",
      city: "A localização deve ter no máximo 120 caracteres",
      salary: "O salário deve ter no máximo 120 caracteres",
      description: "A descrição deve ter no máximo 10.000 caracteres",
      requirements: "Informe no máximo 50 requisitos",
      "benefits.0": "Cada benefício deve ter no máximo 300 caracteres",
    });
    expect(
      shownMessages(
        jobInputSchema.safeParse({ ...job, requirements: ["r".repeat(301)], benefits: Array(51).fill("b") }),
      ),
    ).toEqual({
      "requirements.0": "Cada requisito deve ter no máximo 300 caracteres",
      benefits: "Informe no máximo 50 benefícios",
    });
    const at = jobInputSchema.safeParse({
      ...job,
      title: "t".repeat(120),
      city: "c".repeat(120),
      salary: "s".repeat(120),
      description: "d".repeat(10_000),
      requirements: Array(50).fill("r".repeat(300)),
    });
    expect(at.success).toBe(true);
  });

  it("activating or pausing needs a yes or no", () => {
    expect(jobStatusSchema.safeParse({ active: false }).data).toEqual({ active: false });
    expect(shownMessages(jobStatusSchema.safeParse({ active: "sim" }))).toEqual({
      active: "Informe se a vaga deve ficar ativa",
    });
  });
});

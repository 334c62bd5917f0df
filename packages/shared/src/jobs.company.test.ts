import { describe, expect, it } from "vitest";
import { shownMessages } from "../test/shown-messages";
import { addDays, brazilToday, MODALITIES, PCD_LABELS, PCD_OPTIONS, REGIMES } from "./jobs";
import { jobInputSchema, jobStatusSchema } from "./jobs.company";

const job = {
  title: " Coordenador de Logística ",
  city: "Campinas, SP",
  regime: "CLT",
  modality: "Híbrido",
  area: "logistica",
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
      area: "logistica",
      salary: "R$ 6.000",
      description: "Coordenar o armazém.",
      requirements: ["Experiência com estoque", "Liderança"],
      benefits: ["Vale-refeição", "Plano de saúde", "Seguro de vida"],
      closesOn: null,
      openings: 1,
      pcd: null,
      salaryMin: null,
      salaryMax: null,
      screeningQuestions: [],
      cboFamily: null,
    });
  });

  it("takes an área from the militares' list; left out it is 'outros', blank or unknown is refused", () => {
    expect(jobInputSchema.safeParse({ ...job, area: "seguranca" }).data?.area).toBe("seguranca");
    expect(jobInputSchema.safeParse({ ...job, area: undefined }).data?.area).toBe("outros");
    for (const area of ["", "marketing", "Logística", null, 3]) {
      expect(shownMessages(jobInputSchema.safeParse({ ...job, area }))).toEqual({ area: "Selecione a área da vaga" });
    }
  });

  it("takes the number of openings from 1 to 999, as typed in the form or as a number; blank is 1", () => {
    for (const [openings, expected] of [
      ["3", 3],
      [" 12 ", 12],
      [999, 999],
      [1, 1],
      ["", 1],
      [null, 1],
      [undefined, 1],
    ] as const) {
      expect(jobInputSchema.safeParse({ ...job, openings }).data?.openings).toBe(expected);
    }
    for (const openings of [0, 1000, -2, 2.5, "dois", "3 vagas", true, "1e3"]) {
      expect(shownMessages(jobInputSchema.safeParse({ ...job, openings }))).toEqual({
        openings: "Informe um número de vagas entre 1 e 999",
      });
    }
  });

  it("says a job is also or only for people with disabilities, or neither", () => {
    expect(jobInputSchema.safeParse({ ...job, pcd: "tambem" }).data?.pcd).toBe("tambem");
    expect(jobInputSchema.safeParse({ ...job, pcd: "exclusiva" }).data?.pcd).toBe("exclusiva");
    for (const pcd of ["", null, undefined]) expect(jobInputSchema.safeParse({ ...job, pcd }).data?.pcd).toBeNull();
    for (const pcd of ["sim", "Exclusiva para PcD", true]) {
      expect(shownMessages(jobInputSchema.safeParse({ ...job, pcd }))).toEqual({
        pcd: "Selecione uma opção válida para PcD",
      });
    }
    expect(PCD_OPTIONS.map((o) => PCD_LABELS[o])).toEqual(["Também para PcD", "Exclusiva para PcD"]);
  });

  it("takes a monthly salary range in whole reais: one amount is the start only, blank is none", () => {
    const range = (salaryMin: unknown, salaryMax: unknown) => {
      const parsed = jobInputSchema.safeParse({ ...job, salaryMin, salaryMax }).data;
      return parsed && { min: parsed.salaryMin, max: parsed.salaryMax };
    };
    expect(range("3.500", "4.200")).toEqual({ min: 3500, max: 4200 });
    expect(range("R$ 3.500,00", "")).toEqual({ min: 3500, max: null });
    expect(range(6000, null)).toEqual({ min: 6000, max: null });
    expect(range(4000, 4000)).toEqual({ min: 4000, max: 4000 });
    expect(range("", "  ")).toEqual({ min: null, max: null });
    expect(range(undefined, undefined)).toEqual({ min: null, max: null });
    expect(range(999_999, 999_999)).toEqual({ min: 999_999, max: 999_999 });
  });

  it("refuses a salary range it cannot read, with cents, out of bounds, backwards or without its start", () => {
    const messages = (salaryMin: unknown, salaryMax: unknown) =>
      shownMessages(jobInputSchema.safeParse({ ...job, salaryMin, salaryMax }));
    for (const bad of ["três mil", "3.500,50", 3500.5, "3500.00", true, "-1"]) {
      expect(messages(bad, null)).toEqual({ salaryMin: "Informe um valor em reais, sem centavos (ex.: 3.500)" });
    }
    expect(messages(0, null)).toEqual({ salaryMin: "Informe um valor maior que zero" });
    expect(messages(3000, 1_000_000)).toEqual({ salaryMax: "Informe um valor de até R$ 999.999 por mês" });
    expect(messages(null, 4000)).toEqual({ salaryMin: "Informe o valor inicial da faixa salarial" });
    expect(messages("4.200", "3.500")).toEqual({
      salaryMax: "O valor final da faixa salarial deve ser maior ou igual ao inicial",
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

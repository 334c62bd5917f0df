import { addDays, brazilToday } from "@pm/shared/jobs";
import type { JobInput } from "@pm/shared/jobs.company";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import type { Me } from "@/lib/session";
import { fireEvent, form, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { NewJobPage } from "../new-job-page";
import { JobForm, type JobFormDefaults } from "./job-form";

function open(props: { job?: JobFormDefaults; onSubmit?: (input: JobInput) => Promise<void> } = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (async (_input: JobInput) => {}));
  renderPage(<JobForm mode={props.job ? "edit" : "create"} job={props.job} onSubmit={onSubmit} />, {
    path: "/empresa/vagas/nova",
  });
  return onSubmit;
}

function fillValidJob() {
  form.fill("Título da Vaga", "  Analista de Logística ");
  form.fill("Localização", "Recife, PE");
  form.fill("Regime", "CLT");
  form.fill("Modalidade", "Híbrido");
  form.fill("Área", "logistica");
  form.fill("Salário", " R$ 4.000 a R$ 5.000 ");
  form.fill("Descrição da Vaga", "Coordenar a expedição.");
  form.fill("Requisitos", "CNH categoria B\n\n  Experiência com equipes  \n");
}

const VALID_INPUT = {
  title: "Analista de Logística",
  city: "Recife, PE",
  regime: "CLT",
  modality: "Híbrido",
  area: "logistica",
  salary: "R$ 4.000 a R$ 5.000",
  description: "Coordenar a expedição.",
  requirements: ["CNH categoria B", "Experiência com equipes"],
  benefits: [],
  closesOn: null,
  openings: 1,
  pcd: null,
  salaryMin: null,
  salaryMax: null,
  screeningQuestions: [],
};

/** A saved job as the edit form loads it. */
const SAVED_JOB: JobFormDefaults = {
  title: "Motorista",
  city: "Natal, RN",
  regime: "PJ",
  modality: null,
  area: "logistica",
  salary: null,
  description: "Entregas na região.",
  requirements: ["CNH D"],
  benefits: [],
  openings: 2,
  pcd: "tambem",
  salaryMin: 3500,
  salaryMax: null,
  screeningQuestions: [],
};

describe("JobForm validation", () => {
  it("names each required field left blank and does not submit", async () => {
    const onSubmit = open();
    form.click("Publicar Vaga");
    await form.expectError("Título da Vaga", "Informe o título da vaga");
    await form.expectError("Localização", "Informe a localização da vaga");
    await form.expectError("Regime", "Selecione o regime de contratação");
    await form.expectError("Área", "Selecione a área da vaga");
    await form.expectError("Descrição da Vaga", "Informe a descrição da vaga");
    await form.expectNoError("Salário");
    await form.expectNoError("Modalidade");
    await form.expectNoError("Requisitos");
    await form.expectNoError("Benefícios");
    // The description keeps its hint next to the error.
    expect(form.control("Descrição da Vaga").getAttribute("aria-describedby")).toBe(
      "job-description-error job-description-hint",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses blank text, overlong fields and too many or too long lines", async () => {
    const onSubmit = open();
    fillValidJob();
    form.fill("Título da Vaga", "t".repeat(121));
    form.fill("Localização", "   ");
    form.fill("Salário", "s".repeat(121));
    form.fill("Descrição da Vaga", "d".repeat(10_001));
    form.fill("Requisitos", `CNH categoria B\n${"r".repeat(301)}`);
    form.fill("Benefícios", Array.from({ length: 51 }, (_, i) => `Benefício ${i + 1}`).join("\n"));
    form.click("Publicar Vaga");
    await form.expectError("Título da Vaga", "O título deve ter no máximo 120 caracteres");
    await form.expectError("Localização", "Informe a localização da vaga");
    await form.expectError("Salário", "O salário deve ter no máximo 120 caracteres");
    await form.expectError("Descrição da Vaga", "A descrição deve ter no máximo 10.000 caracteres");
    await form.expectError("Requisitos", "Cada requisito deve ter no máximo 300 caracteres");
    await form.expectError("Benefícios", "Informe no máximo 50 benefícios");
    await form.expectNoError("Regime");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears the messages once fixed and submits the parsed job", async () => {
    const onSubmit = open();
    form.click("Publicar Vaga");
    await form.expectError("Título da Vaga", "Informe o título da vaga");

    fillValidJob();
    form.fill("Benefícios", "Vale-refeição\nPlano de saúde");
    await form.expectNoError("Título da Vaga");
    await form.expectNoError("Localização");
    await form.expectNoError("Regime");
    await form.expectNoError("Descrição da Vaga");
    expect(screen.queryByText("Informe o título da vaga")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...VALID_INPUT, benefits: ["Vale-refeição", "Plano de saúde"] });
  });

  it("shows the API's field messages under the fields", async () => {
    open({
      onSubmit: async () => {
        throw new ApiRequestError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
          { path: "title", message: "O texto contém caracteres inválidos." },
        ]);
      },
    });
    fillValidJob();
    form.click("Publicar Vaga");
    await form.expectError("Título da Vaga", "O texto contém caracteres inválidos.");
    await form.expectNoError("Localização");
  });

  it("in edit mode, validates the loaded job the same way", async () => {
    const onSubmit = open({ job: SAVED_JOB });
    form.fill("Título da Vaga", "");
    form.click("Salvar Alterações");
    await form.expectError("Título da Vaga", "Informe o título da vaga");
    expect(onSubmit).not.toHaveBeenCalled();

    form.fill("Título da Vaga", "Motorista de entregas");
    form.click("Salvar Alterações");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...SAVED_JOB, title: "Motorista de entregas", closesOn: null });
  });
});

describe("JobForm 'Número de vagas', PcD and 'Faixa salarial'", () => {
  const radio = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;

  it("starts at one opening, no PcD stance and no range, and sends what the company picks", async () => {
    const onSubmit = open();
    expect((form.control("Número de vagas") as HTMLInputElement).value).toBe("1");
    expect(radio(/^Sem indicação/).checked).toBe(true);
    expect((form.control("De") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("group", { name: "Faixa salarial (R$ por mês)" })).toBeTruthy();
    fillValidJob();
    form.fill("Número de vagas", "3");
    fireEvent.click(radio(/^Exclusiva para PcD/));
    form.fill("De", "3.500");
    form.fill("Até", "R$ 4.200,00");
    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ...VALID_INPUT,
      openings: 3,
      pcd: "exclusiva",
      salaryMin: 3500,
      salaryMax: 4200,
    });
  });

  it("refuses openings out of 1 to 999 and a range that cannot be read, with cents, backwards or without its start", async () => {
    const onSubmit = open();
    fillValidJob();
    form.fill("Número de vagas", "0");
    form.fill("De", "3.500,50");
    form.click("Publicar Vaga");
    await form.expectError("Número de vagas", "Informe um número de vagas entre 1 e 999");
    await form.expectError("De", "Informe um valor em reais, sem centavos (ex.: 3.500)");

    form.fill("Número de vagas", "1000");
    form.fill("De", "");
    form.fill("Até", "4.000");
    await form.expectError("Número de vagas", "Informe um número de vagas entre 1 e 999");
    await form.expectError("De", "Informe o valor inicial da faixa salarial");

    form.fill("Número de vagas", "2");
    form.fill("De", "5.000");
    await form.expectNoError("Número de vagas");
    await form.expectError("Até", "O valor final da faixa salarial deve ser maior ou igual ao inicial");
    await form.expectNoError("De");
    expect(onSubmit).not.toHaveBeenCalled();

    form.fill("Até", "");
    await form.expectNoError("Até");
    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ openings: 2, salaryMin: 5000, salaryMax: null });
  });

  it("fills an empty range from a salary written as text, and never replaces one already given", async () => {
    open();
    form.fill("Salário", "R$ 3.500 a R$ 4.200");
    fireEvent.blur(form.control("Salário"));
    await waitFor(() => expect((form.control("De") as HTMLInputElement).value).toBe("3.500"));
    expect((form.control("Até") as HTMLInputElement).value).toBe("4.200");

    form.fill("De", "3.800");
    form.fill("Até", "");
    form.fill("Salário", "R$ 9.000");
    fireEvent.blur(form.control("Salário"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((form.control("De") as HTMLInputElement).value).toBe("3.800");
    expect((form.control("Até") as HTMLInputElement).value).toBe("");

    // Words the range cannot take leave it empty: the job then shows the text.
    form.fill("De", "");
    form.fill("Salário", "A combinar");
    fireEvent.blur(form.control("Salário"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((form.control("De") as HTMLInputElement).value).toBe("");
  });

  it("in edit mode, starts from the job's openings, PcD and range", async () => {
    const onSubmit = open({ job: SAVED_JOB });
    expect((form.control("Número de vagas") as HTMLInputElement).value).toBe("2");
    expect(radio(/^Também para PcD/).checked).toBe(true);
    expect((form.control("De") as HTMLInputElement).value).toBe("3.500");
    expect((form.control("Até") as HTMLInputElement).value).toBe("");
    fireEvent.click(radio(/^Sem indicação/));
    form.click("Salvar Alterações");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ openings: 2, pcd: null, salaryMin: 3500, salaryMax: null });
  });

  it("shows the API's refusal of the range under its field", async () => {
    open({
      onSubmit: async () => {
        throw new ApiRequestError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
          { path: "salaryMax", message: "O valor final da faixa salarial deve ser maior ou igual ao inicial" },
        ]);
      },
    });
    fillValidJob();
    form.click("Publicar Vaga");
    await form.expectError("Até", "O valor final da faixa salarial deve ser maior ou igual ao inicial");
  });
});

describe("JobForm 'Data de encerramento'", () => {
  it("is optional, offers today to 180 days ahead, and says so", async () => {
    const onSubmit = open();
    const field = form.control("Data de encerramento") as HTMLInputElement;
    expect(field.type).toBe("date");
    expect(field.min).toBe(brazilToday());
    expect(field.max).toBe(addDays(brazilToday(), 180));
    expect(screen.getByText(/Sem data, ela fica publicada por 60 dias/)).toBeTruthy();
    fillValidJob();
    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ closesOn: null });
  });

  it("refuses a day before today or beyond 180 days, in pt-BR, and sends a valid one", async () => {
    const onSubmit = open();
    fillValidJob();
    form.fill("Data de encerramento", addDays(brazilToday(), -1));
    form.click("Publicar Vaga");
    await form.expectError("Data de encerramento", "A data de encerramento não pode ser anterior a hoje");
    form.fill("Data de encerramento", addDays(brazilToday(), 181));
    await form.expectError(
      "Data de encerramento",
      "A data de encerramento deve ser no máximo 180 dias a partir de hoje",
    );
    expect(onSubmit).not.toHaveBeenCalled();

    const closesOn = addDays(brazilToday(), 180);
    form.fill("Data de encerramento", closesOn);
    await form.expectNoError("Data de encerramento");
    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...VALID_INPUT, closesOn });
  });

  it("in edit mode, starts from the job's closing date and may clear it", async () => {
    const closesOn = addDays(brazilToday(), 20);
    const onSubmit = open({ job: { ...SAVED_JOB, closesOn } });
    expect((form.control("Data de encerramento") as HTMLInputElement).value).toBe(closesOn);
    form.fill("Data de encerramento", "");
    form.click("Salvar Alterações");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ closesOn: null });
  });

  it("shows the API's refusal of the date under the field", async () => {
    open({
      onSubmit: async () => {
        throw new ApiRequestError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
          { path: "closesOn", message: "A data de encerramento não pode ser anterior a hoje" },
        ]);
      },
    });
    fillValidJob();
    form.fill("Data de encerramento", brazilToday());
    form.click("Publicar Vaga");
    await form.expectError("Data de encerramento", "A data de encerramento não pode ser anterior a hoje");
  });
});

describe("NewJobPage (JobForm publishing through the API)", () => {
  const me = { id: "u1", profile: { role: "empresa", fullName: "Acme" }, company: { plan: "plus" } } as unknown as Me;

  function reply(activeCount: number) {
    return (_url: string, method: string) =>
      method === "GET" ? { body: { items: [], activeCount, jobLimit: 10 } } : { status: 201, body: { id: "j1" } };
  }

  it("posts nothing while invalid, then the parsed job", async () => {
    const fetchMock = stubFetch(reply(2));
    renderPage(<NewJobPage />, { path: "/empresa/vagas/nova", me });
    expect(await screen.findByText("2/10 vagas")).toBeTruthy();
    form.click("Publicar Vaga");
    await form.expectError("Título da Vaga", "Informe o título da vaga");
    expect(sentWrites(fetchMock)).toEqual([]);

    fillValidJob();
    form.click("Publicar Vaga");
    expect(await screen.findByText("landed /empresa/vagas")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "POST", url: "/api/company/jobs", body: VALID_INPUT }]);
  });

  it("cannot publish at the plan's cap", async () => {
    const fetchMock = stubFetch(reply(10));
    renderPage(<NewJobPage />, { path: "/empresa/vagas/nova", me });
    expect(await screen.findByText("Limite de vagas do plano atingido")).toBeTruthy();
    fillValidJob();
    const submit = screen.getByRole("button", { name: "Publicar Vaga" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest("form") as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});

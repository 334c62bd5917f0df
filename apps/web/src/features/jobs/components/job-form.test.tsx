import { addDays, brazilToday, jobMessages } from "@pm/shared/jobs";
import type { JobInput } from "@pm/shared/jobs.company";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import type { Me } from "@/lib/session";
import { apiError, fireEvent, form, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { EditJobPage } from "../edit-job-page";
import { NewJobPage } from "../new-job-page";
import { JobForm, type JobFormDefaults } from "./job-form";

/** A few CBO famílias, as GET /api/company/jobs/cbo-families finds them. */
const FAMILIES = [
  { code: "7825", title: "Motoristas de veículos de cargas em geral" },
  { code: "7824", title: "Motoristas de ônibus urbanos, metropolitanos e rodoviários" },
  { code: "4141", title: "Almoxarifes e armazenistas" },
];
const TRUCK_DRIVERS = "7825 — Motoristas de veículos de cargas em geral";

/** The famílias endpoint: matches for `q` (code prefix or a piece of the title); a driver's title suggests 7825. */
function cboReply(url: string) {
  const params = new URL(url, "http://localhost").searchParams;
  const q = (params.get("q") ?? "").toLowerCase();
  const title = params.get("title") ?? "";
  return {
    body: {
      families: q ? FAMILIES.filter((f) => f.code.startsWith(q) || f.title.toLowerCase().includes(q)) : [],
      suggestion: /motorista/i.test(title) ? FAMILIES[0] : null,
    },
  };
}

const isCboSearch = (url: string) => url.includes("/api/company/jobs/cbo-families");

function open(props: { job?: JobFormDefaults; onSubmit?: (input: JobInput) => Promise<void> } = {}) {
  const fetchMock = stubFetch(cboReply);
  const onSubmit = vi.fn(props.onSubmit ?? (async (_input: JobInput) => {}));
  renderPage(<JobForm mode={props.job ? "edit" : "create"} job={props.job} onSubmit={onSubmit} />, {
    path: "/empresa/vagas/nova",
  });
  return Object.assign(onSubmit, { fetchMock });
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
  cboFamily: null,
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
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ...SAVED_JOB,
      title: "Motorista de entregas",
      closesOn: null,
      cboFamily: null,
    });
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
    return (url: string, method: string) =>
      isCboSearch(url)
        ? cboReply(url)
        : method === "GET"
          ? { body: { items: [], activeCount, jobLimit: 10 } }
          : { status: 201, body: { id: "j1" } };
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

describe("JobForm 'Família de ocupação (CBO)'", () => {
  const LABEL = "Família de ocupação (CBO)";
  const combobox = () => form.control(LABEL) as HTMLInputElement;
  /** A paragraph reading exactly `text` (its parts may be in spans). */
  const paragraph = (text: string) => (_: string, el: Element | null) => el?.tagName === "P" && el.textContent === text;
  const me = { id: "u1", profile: { role: "empresa", fullName: "Acme" }, company: { plan: "plus" } } as unknown as Me;

  it("is optional, labelled, explained, and sends null when none is chosen", async () => {
    const onSubmit = open();
    const field = combobox();
    expect(field.getAttribute("role")).toBe("combobox");
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(field.placeholder).toBe("Buscar família por nome ou código");
    expect(field.getAttribute("aria-describedby")).toBe("job-cbo-family-hint");
    expect(
      screen.getByText(/^Opcional\. Sem escolha, a plataforma deduz a família pelo título da vaga\./),
    ).toBeTruthy();
    fillValidJob();
    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cboFamily: null });
  });

  it("searches as the company types, moves through the matches with the arrows and chooses with Enter", async () => {
    const onSubmit = open();
    fillValidJob();
    form.fill(LABEL, "motor");
    expect(await screen.findByRole("option", { name: TRUCK_DRIVERS })).toBeTruthy();
    const field = combobox();
    expect(field.getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox", { name: "Famílias de ocupação encontradas" });
    expect(field.getAttribute("aria-controls")).toBe(listbox.id);
    const options = within(listbox).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      TRUCK_DRIVERS,
      "7824 — Motoristas de ônibus urbanos, metropolitanos e rodoviários",
    ]);
    expect(field.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    // Debounced: one search for what was typed, not one per key.
    expect(onSubmit.fetchMock.mock.calls.filter(([url]) => String(url).includes("q=motor"))).toHaveLength(1);

    fireEvent.keyDown(field, { key: "ArrowDown" });
    await waitFor(() => expect(field.getAttribute("aria-activedescendant")).toBe(options[1]?.id));
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(field, { key: "ArrowDown" });
    await waitFor(() => expect(field.getAttribute("aria-activedescendant")).toBe(options[0]?.id));
    fireEvent.keyDown(field, { key: "Enter" });

    expect(await screen.findByText(paragraph(`Família escolhida: ${TRUCK_DRIVERS}`))).toBeTruthy();
    expect(field.value).toBe("");
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...VALID_INPUT, cboFamily: "7825" });
  });

  it("chooses a match by pointer, by its code, and says when nothing matches", async () => {
    const onSubmit = open();
    fillValidJob();
    form.fill(LABEL, "xyz");
    expect(await screen.findByText("Nenhuma família encontrada para “xyz”.")).toBeTruthy();
    expect(combobox().getAttribute("aria-expanded")).toBe("false");

    form.fill(LABEL, "4141");
    const option = await screen.findByRole("option", { name: "4141 — Almoxarifes e armazenistas" });
    fireEvent.mouseDown(option);
    expect(await screen.findByText(paragraph("Família escolhida: 4141 — Almoxarifes e armazenistas"))).toBeTruthy();
    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cboFamily: "4141" });
  });

  it("offers the family the title suggests, fills it with 'Usar esta família', and 'Remover' sends none again", async () => {
    const onSubmit = open();
    fillValidJob();
    form.fill("Título da Vaga", "Motorista de caminhão");
    const suggestion = `Sugerida pelo título: ${TRUCK_DRIVERS}`;
    expect(await screen.findByText(paragraph(suggestion))).toBeTruthy();

    form.click("Usar esta família");
    expect(await screen.findByText(paragraph(`Família escolhida: ${TRUCK_DRIVERS}`))).toBeTruthy();
    expect(screen.queryByText(paragraph(suggestion))).toBeNull();
    // The button pressed went away: the focus lands on the one that replaced it.
    const remove = screen.getByRole("button", { name: "Remover família de ocupação" });
    await waitFor(() => expect(document.activeElement).toBe(remove));
    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ title: "Motorista de caminhão", cboFamily: "7825" });

    fireEvent.click(remove);
    expect(await screen.findByText(paragraph(suggestion))).toBeTruthy();
    expect(document.activeElement).toBe(combobox());
    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ cboFamily: null });
  });

  it("shows the API's refusal of the família under the field, in pt-BR", async () => {
    const fetchMock = stubFetch((url, method) =>
      isCboSearch(url)
        ? cboReply(url)
        : method === "GET"
          ? { body: { items: [], activeCount: 0, jobLimit: 10 } }
          : apiError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
              { path: "cboFamily", message: jobMessages.cboFamilyUnknown },
            ]),
    );
    renderPage(<NewJobPage />, { path: "/empresa/vagas/nova", me });
    expect(await screen.findByText("0/10 vagas")).toBeTruthy();
    fillValidJob();
    form.fill(LABEL, "7825");
    fireEvent.mouseDown(await screen.findByRole("option", { name: TRUCK_DRIVERS }));
    form.click("Publicar Vaga");

    await form.expectError(LABEL, "Família de ocupação não encontrada na CBO");
    // The hint stays with the message.
    expect(combobox().getAttribute("aria-describedby")).toBe("job-cbo-family-error job-cbo-family-hint");
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/company/jobs", body: { ...VALID_INPUT, cboFamily: "7825" } },
    ]);

    // Another choice (here: none) clears it.
    form.click("Remover família de ocupação");
    await form.expectNoError(LABEL);
  });

  it("in edit mode, starts from the família the company chose, its title read by its code", async () => {
    const onSubmit = open({ job: { ...SAVED_JOB, cboFamily: "7825", cboFamilySource: "empresa" } });
    expect(await screen.findByText(paragraph(`Família escolhida: ${TRUCK_DRIVERS}`))).toBeTruthy();
    expect(onSubmit.fetchMock.mock.calls.some(([url]) => String(url).includes("q=7825"))).toBe(true);
    form.click("Salvar Alterações");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cboFamily: "7825" });
  });

  it("in edit mode, leaves an inferred família unchosen and shows it as the title's suggestion", async () => {
    const onSubmit = open({ job: { ...SAVED_JOB, cboFamily: "7825", cboFamilySource: "inferida" } });
    expect(await screen.findByText(paragraph(`Sugerida pelo título: ${TRUCK_DRIVERS}`))).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remover família de ocupação" })).toBeNull();
    form.click("Salvar Alterações");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cboFamily: null });
  });

  it("EditJobPage shows the job's chosen família and saves it unchanged", async () => {
    const job = {
      id: "j1",
      ...VALID_INPUT,
      title: "Motorista",
      active: true,
      cboFamily: "4141",
      cboFamilySource: "empresa",
      lastEdit: null,
    };
    const fetchMock = stubFetch((url) => (isCboSearch(url) ? cboReply(url) : { body: job }));
    renderPage(<EditJobPage />, { path: "/empresa/vagas/:id/editar", url: "/empresa/vagas/j1/editar" });
    expect(await screen.findByText(paragraph("Família escolhida: 4141 — Almoxarifes e armazenistas"))).toBeTruthy();
    // The title's suggestion waits for 'Remover'.
    expect(screen.queryByText(/^Sugerida pelo título/)).toBeNull();
    form.click("Salvar Alterações");
    expect(await screen.findByText("landed /empresa/vagas")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: "/api/company/jobs/j1", body: { ...VALID_INPUT, title: "Motorista", cboFamily: "4141" } },
    ]);
  });
});

import type { JobInput } from "@pm/shared/jobs.company";
import { screeningMessages as m, SCREENING_LIMITS, type ScreeningQuestion } from "@pm/shared/screening";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import type { Me } from "@/lib/session";
import { fireEvent, form, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { EditJobPage } from "../edit-job-page";
import { NewJobPage } from "../new-job-page";
import { JobForm } from "./job-form";

const me = { id: "u1", profile: { role: "empresa", fullName: "Acme" }, company: { plan: "plus" } } as unknown as Me;

/**
 * The ids the schema gives new questions: uuid(1), uuid(2)… in the questions' order, counted from
 * the submit (field arrays draw ids of their own before it).
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}` as const;
let made = 0;
beforeEach(() => {
  vi.spyOn(crypto, "randomUUID").mockImplementation(() => uuid(++made));
  return () => vi.restoreAllMocks();
});

/** Submits the form, the schema's ids counted from here. */
function submit(name: string) {
  made = 0;
  form.click(name);
}

async function openNewJob() {
  const fetchMock = stubFetch((_url, method) =>
    method === "GET" ? { body: { items: [], activeCount: 0, jobLimit: 10 } } : { status: 201, body: { id: "j1" } },
  );
  renderPage(<NewJobPage />, { path: "/empresa/vagas/nova", me });
  expect(await screen.findByText("0/10 vagas")).toBeTruthy();
  return fetchMock;
}

function openForm(save: (input: JobInput) => Promise<void>) {
  // The form asks which CBO família the title suggests: none here.
  stubFetch({ body: { families: [], suggestion: null } });
  const onSubmit = vi.fn(save);
  renderPage(<JobForm mode="create" onSubmit={onSubmit} />, { path: "/empresa/vagas/nova" });
  return onSubmit;
}

function fillValidJob() {
  form.fill("Título da Vaga", "Analista de Logística");
  form.fill("Localização", "Recife, PE");
  form.fill("Regime", "CLT");
  form.fill("Área", "logistica");
  form.fill("Descrição da Vaga", "Coordenar a expedição.");
}

const JOB_BODY = {
  title: "Analista de Logística",
  city: "Recife, PE",
  regime: "CLT",
  modality: null,
  area: "logistica",
  salary: null,
  description: "Coordenar a expedição.",
  requirements: [],
  benefits: [],
  closesOn: null,
  openings: 1,
  pcd: null,
  salaryMin: null,
  salaryMax: null,
  cboFamily: null,
};

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const group = (name: string) => screen.getByRole("group", { name });
const value = (label: string) => (form.control(label) as HTMLInputElement).value;
const check = (label: string) => fireEvent.click(form.control(label));

/** Adds a question and writes it: its type ('sim_nao' to start with) and its text. */
function addQuestion(n: number, type: string, text: string) {
  form.click("Adicionar pergunta");
  if (type !== "sim_nao") form.fill(`Tipo da pergunta ${n}`, type);
  form.fill(`Texto da pergunta ${n}`, text);
}

describe("ScreeningBuilder ('Perguntas de triagem')", () => {
  it("explains the questions, and starts with none", async () => {
    await openNewJob();
    const section = screen.getByRole("region", { name: "Perguntas de triagem" });
    expect(within(section).getByText(/O militar responde a estas perguntas ao se candidatar/)).toBeTruthy();
    expect(within(section).getByText(/aparece como "Não atende" na lista de candidatos/)).toBeTruthy();
    expect(within(section).getByText(/ninguém é recusado automaticamente/)).toBeTruthy();
    expect(within(section).getByText("Nenhuma pergunta de triagem.")).toBeTruthy();
    expect(within(section).getByText("0 de 10 perguntas")).toBeTruthy();
  });

  it("adds a question of each type, with the eliminatory ones' accepted answers, and posts them", async () => {
    const fetchMock = await openNewJob();
    fillValidJob();

    addQuestion(1, "sim_nao", " Você tem CNH categoria D? ");
    // The new question's text is where the keyboard lands.
    await waitFor(() => expect(document.activeElement).toBe(form.control("Texto da pergunta 1")));
    expect((form.control("Tipo da pergunta 1") as HTMLSelectElement).value).toBe("sim_nao");
    expect(screen.queryByRole("group", { name: "Resposta aceita (pergunta 1)" })).toBeNull();
    check("Eliminatória (pergunta 1)");
    fireEvent.click(within(group("Resposta aceita (pergunta 1)")).getByRole("radio", { name: "Sim" }));

    addQuestion(2, "multipla_escolha", "Qual turno você prefere?");
    form.fill("Opção 1 da pergunta 2", "Manhã");
    form.fill("Opção 2 da pergunta 2", "Tarde");
    form.click("Adicionar opção à pergunta 2");
    form.fill("Opção 3 da pergunta 2", " Noite ");
    check("Eliminatória (pergunta 2)");
    const accepted = within(group("Respostas aceitas (pergunta 2)"));
    fireEvent.click(accepted.getByRole("checkbox", { name: "Noite" }));
    fireEvent.click(accepted.getByRole("checkbox", { name: "Manhã" }));

    addQuestion(3, "numero", "Quantos anos de experiência em logística você tem?");
    check("Eliminatória (pergunta 3)");
    form.fill("Valor mínimo aceito (pergunta 3)", "2");

    addQuestion(4, "texto_curto", "Em que bairro você mora?");
    const textual = form.control("Eliminatória (pergunta 4)") as HTMLInputElement;
    expect(textual.disabled).toBe(true);
    expect(textual.getAttribute("aria-describedby")).toBe("job-sq-3-eliminatory-hint");
    expect(document.getElementById("job-sq-3-eliminatory-hint")?.textContent).toBe(m.textNotEliminatory);

    // One more, not eliminatory: it keeps no rule.
    addQuestion(5, "sim_nao", "Tem disponibilidade para viagens?");
    expect(screen.getByText("5 de 10 perguntas")).toBeTruthy();

    submit("Publicar Vaga");
    expect(await screen.findByText("landed /empresa/vagas")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/company/jobs",
        body: {
          ...JOB_BODY,
          screeningQuestions: [
            { id: uuid(1), type: "sim_nao", text: "Você tem CNH categoria D?", eliminatory: true, accepted: true },
            {
              id: uuid(2),
              type: "multipla_escolha",
              text: "Qual turno você prefere?",
              options: ["Manhã", "Tarde", "Noite"],
              eliminatory: true,
              accepted: ["Manhã", "Noite"],
            },
            {
              id: uuid(3),
              type: "numero",
              text: "Quantos anos de experiência em logística você tem?",
              eliminatory: true,
              minimum: 2,
            },
            { id: uuid(4), type: "texto_curto", text: "Em que bairro você mora?", eliminatory: false },
            {
              id: uuid(5),
              type: "sim_nao",
              text: "Tem disponibilidade para viagens?",
              eliminatory: false,
              accepted: null,
            },
          ],
        },
      },
    ]);
  });

  it("moves questions up and down and removes them, each button naming its question", async () => {
    const fetchMock = await openNewJob();
    fillValidJob();
    addQuestion(1, "sim_nao", "Primeira?");
    addQuestion(2, "numero", "Segunda?");
    addQuestion(3, "texto_curto", "Terceira?");
    expect(button("Mover pergunta 1 para cima").disabled).toBe(true);
    expect(button("Mover pergunta 3 para baixo").disabled).toBe(true);

    form.click("Mover pergunta 3 para cima");
    await waitFor(() => expect(value("Texto da pergunta 2")).toBe("Terceira?"));
    expect(value("Texto da pergunta 3")).toBe("Segunda?");
    expect((form.control("Tipo da pergunta 2") as HTMLSelectElement).value).toBe("texto_curto");

    // Reaching the top, the keyboard stays on the question, on the button that still moves it.
    form.click("Mover pergunta 2 para cima");
    await waitFor(() => expect(value("Texto da pergunta 1")).toBe("Terceira?"));
    await waitFor(() => expect(document.activeElement).toBe(button("Mover pergunta 1 para baixo")));
    expect(value("Texto da pergunta 2")).toBe("Primeira?");

    form.click("Mover pergunta 1 para baixo");
    await waitFor(() => expect(value("Texto da pergunta 1")).toBe("Primeira?"));
    expect(value("Texto da pergunta 2")).toBe("Terceira?");

    form.click("Remover pergunta 1");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remover pergunta 3" })).toBeNull());
    expect(value("Texto da pergunta 1")).toBe("Terceira?");
    expect(value("Texto da pergunta 2")).toBe("Segunda?");
    await waitFor(() => expect(document.activeElement).toBe(button("Adicionar pergunta")));

    submit("Publicar Vaga");
    expect(await screen.findByText("landed /empresa/vagas")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/company/jobs",
        body: {
          ...JOB_BODY,
          screeningQuestions: [
            { id: uuid(1), type: "texto_curto", text: "Terceira?", eliminatory: false },
            { id: uuid(2), type: "numero", text: "Segunda?", eliminatory: false, minimum: null },
          ],
        },
      },
    ]);
  });

  it(`stops at ${SCREENING_LIMITS.questions} questions and says why`, async () => {
    await openNewJob();
    for (let i = 0; i < SCREENING_LIMITS.questions - 1; i++) form.click("Adicionar pergunta");
    expect(screen.getByText("9 de 10 perguntas")).toBeTruthy();
    expect(button("Adicionar pergunta").disabled).toBe(false);

    form.click("Adicionar pergunta");
    expect(screen.getAllByRole("button", { name: /^Remover pergunta \d+$/ })).toHaveLength(10);
    const add = button("Adicionar pergunta");
    expect(add.disabled).toBe(true);
    expect(add.getAttribute("aria-describedby")).toBe("job-sq-count");
    expect(document.getElementById("job-sq-count")?.textContent).toBe(m.tooMany);

    form.click("Remover pergunta 4");
    await waitFor(() => expect(button("Adicionar pergunta").disabled).toBe(false));
    expect(screen.getByText("9 de 10 perguntas")).toBeTruthy();
  });

  it("refuses a repeated option under it, sends nothing, and sends once it is fixed", async () => {
    const fetchMock = await openNewJob();
    fillValidJob();
    addQuestion(1, "multipla_escolha", "Qual turno você prefere?");
    form.fill("Opção 1 da pergunta 1", "Manhã");
    form.fill("Opção 2 da pergunta 1", " manhã ");
    form.click("Publicar Vaga");
    await form.expectError("Opção 2 da pergunta 1", m.optionDuplicated);
    await form.expectNoError("Opção 1 da pergunta 1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentWrites(fetchMock)).toEqual([]);

    // Changing the first of the two clears the message on the second.
    form.fill("Opção 1 da pergunta 1", "Tarde");
    await form.expectNoError("Opção 2 da pergunta 1");
    submit("Publicar Vaga");
    expect(await screen.findByText("landed /empresa/vagas")).toBeTruthy();
    expect(sentWrites(fetchMock)[0]?.body).toMatchObject({
      screeningQuestions: [{ type: "multipla_escolha", options: ["Tarde", "manhã"], eliminatory: false, accepted: [] }],
    });
  });

  it("keeps 2 to 8 options, and an accepted option stays accepted when renamed or goes when removed", async () => {
    const onSubmit = openForm(async () => {});
    fillValidJob();
    addQuestion(1, "multipla_escolha", "Qual a sua escolaridade?");
    expect(button("Remover opção 1 da pergunta 1").disabled).toBe(true);
    expect(document.getElementById("job-sq-0-options-hint")?.textContent).toBe("De 2 a 8 opções.");
    for (let i = 3; i <= SCREENING_LIMITS.maxOptions; i++) form.click("Adicionar opção à pergunta 1");
    await waitFor(() => expect(document.activeElement).toBe(form.control("Opção 8 da pergunta 1")));
    expect(button("Adicionar opção à pergunta 1").disabled).toBe(true);
    expect(document.getElementById("job-sq-0-options-hint")?.textContent).toBe(m.optionsTooMany);
    for (let i = 8; i > 3; i--) form.click(`Remover opção ${i} da pergunta 1`);
    await waitFor(() => expect(screen.queryByLabelText("Opção 4 da pergunta 1")).toBeNull());
    expect(button("Adicionar opção à pergunta 1").disabled).toBe(false);

    form.fill("Opção 1 da pergunta 1", "Médio");
    form.fill("Opção 2 da pergunta 1", "Superior");
    form.fill("Opção 3 da pergunta 1", "Fundamental");
    check("Eliminatória (pergunta 1)");
    const accepted = () => within(group("Respostas aceitas (pergunta 1)"));
    fireEvent.click(accepted().getByRole("checkbox", { name: "Superior" }));
    fireEvent.click(accepted().getByRole("checkbox", { name: "Fundamental" }));
    form.fill("Opção 2 da pergunta 1", "Superior completo");
    await waitFor(() =>
      expect((accepted().getByRole("checkbox", { name: "Superior completo" }) as HTMLInputElement).checked).toBe(true),
    );
    form.click("Remover opção 3 da pergunta 1");
    await waitFor(() => expect(screen.queryByLabelText("Opção 3 da pergunta 1")).toBeNull());
    expect((accepted().getByRole("checkbox", { name: "Médio" }) as HTMLInputElement).checked).toBe(false);

    submit("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].screeningQuestions).toEqual([
      {
        id: uuid(1),
        type: "multipla_escolha",
        text: "Qual a sua escolaridade?",
        options: ["Médio", "Superior completo"],
        eliminatory: true,
        accepted: ["Superior completo"],
      },
    ]);
  });

  it("names what an eliminatory question lacks under its field, and forgets the rule once it no longer eliminates", async () => {
    const onSubmit = openForm(async () => {});
    fillValidJob();
    form.click("Adicionar pergunta");
    check("Eliminatória (pergunta 1)");
    addQuestion(2, "numero", "Quantos anos de serviço você tem?");
    check("Eliminatória (pergunta 2)");
    addQuestion(3, "multipla_escolha", "Qual turno?");
    form.fill("Opção 1 da pergunta 3", "Manhã");
    check("Eliminatória (pergunta 3)");
    form.click("Publicar Vaga");

    await form.expectError("Texto da pergunta 1", m.textRequired);
    const yesNo = group("Resposta aceita (pergunta 1)");
    await waitFor(() => expect(yesNo.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(yesNo.getAttribute("aria-describedby") ?? "")?.textContent).toBe(m.acceptedRequired);
    await form.expectError("Valor mínimo aceito (pergunta 2)", m.minimumRequired);
    await form.expectError("Opção 2 da pergunta 3", m.optionBlank);
    await form.expectNoError("Opção 1 da pergunta 3");
    expect(group("Respostas aceitas (pergunta 3)").getAttribute("aria-invalid")).toBe("true");
    expect(within(group("Respostas aceitas (pergunta 3)")).getByText(m.acceptedRequired)).toBeTruthy();

    form.fill("Valor mínimo aceito (pergunta 2)", "-1");
    await form.expectError("Valor mínimo aceito (pergunta 2)", m.numberInvalid);

    form.fill("Texto da pergunta 1", "Você tem CNH D?");
    await form.expectNoError("Texto da pergunta 1");
    fireEvent.click(within(yesNo).getByRole("radio", { name: "Não" }));
    await waitFor(() => expect(yesNo.getAttribute("aria-invalid")).toBeNull());
    check("Eliminatória (pergunta 2)");
    await waitFor(() => expect(screen.queryByLabelText("Valor mínimo aceito (pergunta 2)")).toBeNull());
    form.fill("Opção 2 da pergunta 3", "Tarde");
    await form.expectNoError("Opção 2 da pergunta 3");
    check("Eliminatória (pergunta 3)");
    expect(onSubmit).not.toHaveBeenCalled();

    form.click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].screeningQuestions).toMatchObject([
      { type: "sim_nao", eliminatory: true, accepted: false },
      { type: "numero", eliminatory: false, minimum: null },
      { type: "multipla_escolha", options: ["Manhã", "Tarde"], eliminatory: false, accepted: [] },
    ]);
  });

  it("shows the API's messages under the question's fields", async () => {
    openForm(async () => {
      throw new ApiRequestError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
        { path: "screeningQuestions.0.text", message: m.textTooLong },
        { path: "screeningQuestions.0.options.1", message: m.optionDuplicated },
        { path: "screeningQuestions.0.options", message: m.optionsTooMany },
        { path: "screeningQuestions.0.accepted", message: m.acceptedNotAnOption },
        { path: "screeningQuestions.1.minimum", message: m.numberInvalid },
        { path: "screeningQuestions.1.id", message: m.duplicatedId },
        { path: "screeningQuestions", message: m.tooMany },
      ]);
    });
    fillValidJob();
    addQuestion(1, "multipla_escolha", "Qual turno?");
    form.fill("Opção 1 da pergunta 1", "Manhã");
    form.fill("Opção 2 da pergunta 1", "Tarde");
    check("Eliminatória (pergunta 1)");
    fireEvent.click(within(group("Respostas aceitas (pergunta 1)")).getByRole("checkbox", { name: "Tarde" }));
    addQuestion(2, "numero", "Quantos anos?");
    check("Eliminatória (pergunta 2)");
    form.fill("Valor mínimo aceito (pergunta 2)", "3");
    form.click("Publicar Vaga");

    await form.expectError("Texto da pergunta 1", m.textTooLong);
    await form.expectError("Opção 2 da pergunta 1", m.optionDuplicated);
    await form.expectNoError("Opção 1 da pergunta 1");
    await form.expectError("Valor mínimo aceito (pergunta 2)", m.numberInvalid);
    expect(within(group("Opções (pergunta 1)")).getByText(m.optionsTooMany)).toBeTruthy();
    expect(within(group("Respostas aceitas (pergunta 1)")).getByText(m.acceptedNotAnOption)).toBeTruthy();
    expect(within(group("Pergunta 2")).getByText(m.duplicatedId)).toBeTruthy();
    expect(document.getElementById("job-sq-error")?.textContent).toBe(m.tooMany);
    await form.expectNoError("Texto da pergunta 2");

    // A message goes once its field is changed.
    form.fill("Opção 2 da pergunta 1", "Noite");
    await form.expectNoError("Opção 2 da pergunta 1");
  });
});

describe("EditJobPage's screening questions", () => {
  const QUESTIONS: ScreeningQuestion[] = [
    {
      id: "3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c",
      type: "multipla_escolha",
      text: "Qual turno você prefere?",
      options: ["Manhã", "Tarde"],
      eliminatory: true,
      accepted: ["Tarde"],
    },
    {
      id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
      type: "numero",
      text: "Quantos anos de experiência?",
      eliminatory: true,
      minimum: 3,
    },
  ];
  const JOB = { id: "j1", ...JOB_BODY, active: true, screeningQuestions: QUESTIONS };

  it("starts from the job's questions and keeps their ids when they are edited, moved or change type", async () => {
    const fetchMock = stubFetch((_url, method) =>
      method === "GET" ? { body: JOB } : { body: { ...JOB, lastEdit: null } },
    );
    renderPage(<EditJobPage />, { path: "/empresa/vagas/:id/editar", url: "/empresa/vagas/j1/editar" });
    expect(await screen.findByDisplayValue("Qual turno você prefere?")).toBeTruthy();
    expect(value("Opção 2 da pergunta 1")).toBe("Tarde");
    const accepted = within(group("Respostas aceitas (pergunta 1)"));
    expect((accepted.getByRole("checkbox", { name: "Tarde" }) as HTMLInputElement).checked).toBe(true);
    expect((accepted.getByRole("checkbox", { name: "Manhã" }) as HTMLInputElement).checked).toBe(false);
    expect(value("Valor mínimo aceito (pergunta 2)")).toBe("3");

    // Another type drops the options; coming back brings them back.
    form.fill("Tipo da pergunta 1", "sim_nao");
    await waitFor(() => expect(screen.queryByLabelText("Opção 1 da pergunta 1")).toBeNull());
    form.fill("Tipo da pergunta 1", "multipla_escolha");
    await waitFor(() => expect(value("Opção 2 da pergunta 1")).toBe("Tarde"));
    form.fill("Tipo da pergunta 1", "sim_nao");
    fireEvent.click(within(group("Resposta aceita (pergunta 1)")).getByRole("radio", { name: "Sim" }));
    form.fill("Texto da pergunta 1", "Aceita trabalhar à noite?");
    form.click("Mover pergunta 2 para cima");
    await waitFor(() => expect(value("Texto da pergunta 1")).toBe("Quantos anos de experiência?"));
    form.fill("Valor mínimo aceito (pergunta 1)", "5");

    form.click("Salvar Alterações");
    expect(await screen.findByText("landed /empresa/vagas")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: "/api/company/jobs/j1",
        body: {
          ...JOB_BODY,
          screeningQuestions: [
            { ...QUESTIONS[1], minimum: 5 },
            {
              id: QUESTIONS[0]?.id,
              type: "sim_nao",
              text: "Aceita trabalhar à noite?",
              eliminatory: true,
              accepted: true,
            },
          ],
        },
      },
    ]);
  });
});

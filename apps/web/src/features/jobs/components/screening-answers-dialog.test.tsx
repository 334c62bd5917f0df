// 'Perguntas da vaga' on the board: 'Candidatar-se' reads the job's screening questions and asks
// them before applying; a job without questions applies at once, as before.
import type { AskedQuestion } from "@pm/shared/screening";
import { screeningMessages } from "@pm/shared/screening";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import {
  apiError,
  fireEvent,
  form,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  waitFor,
  within,
} from "@/test/render";
import type { BoardJob } from "../api";
import { ApplicationActions } from "./application-actions";

const CNH: AskedQuestion = {
  id: "0b7c7a4e-1c1f-4d7e-9a51-5f0f0d3b1a01",
  type: "sim_nao",
  text: "Você possui CNH categoria D?",
  options: [],
};
const TURNO: AskedQuestion = {
  id: "0b7c7a4e-1c1f-4d7e-9a51-5f0f0d3b1a02",
  type: "multipla_escolha",
  text: "Qual turno você prefere?",
  options: ["Manhã", "Tarde", "Noite"],
};
const ANOS: AskedQuestion = {
  id: "0b7c7a4e-1c1f-4d7e-9a51-5f0f0d3b1a03",
  type: "numero",
  text: "Quantos anos de experiência com empilhadeira?",
  options: [],
};
const RELATO: AskedQuestion = {
  id: "0b7c7a4e-1c1f-4d7e-9a51-5f0f0d3b1a04",
  type: "texto_curto",
  text: "Conte uma situação em que você liderou uma equipe.",
  options: [],
};
const QUESTIONS = [CNH, TURNO, ANOS, RELATO];

const company = { id: "empresa-1", name: "Armazéns Jundiaí", slug: "armazens-jundiai", logoUrl: null };

const JOB = {
  id: "j1",
  title: "Operador de Empilhadeira",
  city: "Jundiaí, SP",
  regime: "CLT",
  modality: "Presencial",
  salary: null,
  salaryMin: null,
  salaryMax: null,
  openings: 1,
  pcd: null,
  closesOn: null,
  description: "Movimentação de cargas.",
  requirements: [],
  benefits: [],
  createdAt: "2026-11-20T12:00:00.000Z",
  company,
  bookmarked: false,
  application: null,
} as unknown as BoardJob;

const detail = (screeningQuestions: AskedQuestion[]) => ({
  ...JOB,
  company: {
    ...company,
    city: null,
    state: null,
    sector: null,
    employeesCount: null,
    website: null,
    description: null,
  },
  screeningQuestions,
});

const applied: Reply = { status: 201, body: { id: "a1", status: "pendente" } };

function open(questions: AskedQuestion[], applyReply: Reply = applied, activeCount = 0) {
  const fetchMock = stubFetch((url, method) => {
    if (method === "POST" && url.includes("/api/military/jobs/j1/apply")) return applyReply;
    if (url.includes("/api/military/jobs/j1")) return { body: detail(questions) };
    if (url.includes("/api/military/applications"))
      return { body: { applications: [], activeCount, activeLimit: 2, plan: "FREE" } };
    return { body: {} };
  });
  renderPage(<ApplicationActions job={JOB} />, { path: "/app/vagas" });
  return fetchMock;
}

/** Clicks 'Candidatar-se' and waits for 'Perguntas da vaga'. */
async function askQuestions() {
  fireEvent.click(screen.getByRole("button", { name: "Candidatar-se" }));
  return within(await screen.findByRole("alertdialog", { name: "Perguntas da vaga" }));
}

/** The radio group of a question, by its legend. */
const group = (dialog: ReturnType<typeof within>, question: AskedQuestion) =>
  within(dialog.getByRole("group", { name: question.text }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("'Candidatar-se' on a job with screening questions", () => {
  it("says the plan's cap is reached before asking anything, and sends nothing", async () => {
    const fetchMock = open(QUESTIONS, applied, 2);
    await screen.findByText(/Candidatar-se/);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/military/applications"))).toBe(true),
    );
    fireEvent.click(screen.getByRole("button", { name: "Candidatar-se" }));
    const limit = await screen.findByRole("alertdialog", { name: "Limite de candidaturas ativas atingido" });
    expect(
      within(limit).getByText("O plano FREE permite 2 candidaturas ativas por vez.", { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByRole("alertdialog", { name: "Perguntas da vaga" })).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("asks each question with its own field, the first one focused", async () => {
    open(QUESTIONS);
    const dialog = await askQuestions();
    expect(dialog.getByText("Responda para concluir sua candidatura.", { exact: false })).toBeTruthy();
    expect(dialog.getByText(JOB.title)).toBeTruthy();

    const cnh = group(dialog, CNH);
    expect(cnh.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["sim", "nao"]);
    expect(cnh.getByRole("radio", { name: "Sim" })).toBeTruthy();
    expect(cnh.getByRole("radio", { name: "Não" })).toBeTruthy();
    expect(
      group(dialog, TURNO)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["Manhã", "Tarde", "Noite"]);
    expect(form.control(ANOS.text).getAttribute("inputmode")).toBe("decimal");
    const relato = form.control(RELATO.text);
    expect(relato.tagName).toBe("TEXTAREA");
    expect(relato.getAttribute("maxlength")).toBe("500");
    fireEvent.change(relato, { target: { value: "Doze letras" } });
    expect(dialog.getByText("11 de 500 caracteres")).toBeTruthy();

    await waitFor(() => expect(document.activeElement).toBe(cnh.getByRole("radio", { name: "Sim" })));
  });

  it("sends nothing while a question is unanswered or a number is not one, and focuses the first", async () => {
    const fetchMock = open(QUESTIONS);
    const dialog = await askQuestions();
    fireEvent.click(group(dialog, CNH).getByRole("radio", { name: "Sim" }));
    form.fill(ANOS.text, "dois anos");
    fireEvent.click(dialog.getByRole("button", { name: "Enviar candidatura" }));

    const turno = dialog.getByRole("group", { name: TURNO.text });
    await waitFor(() => expect(turno.getAttribute("aria-invalid")).toBe("true"));
    expect(within(turno).getByText(screeningMessages.answerRequired)).toBeTruthy();
    await form.expectError(ANOS.text, screeningMessages.answerNumber);
    await form.expectError(RELATO.text, screeningMessages.answerRequired);
    expect(dialog.getByRole("group", { name: CNH.text }).getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(within(turno).getByRole("radio", { name: "Manhã" }));
    expect(sentWrites(fetchMock)).toEqual([]);

    // Fixing an answer clears its message at once.
    form.fill(ANOS.text, "3");
    await form.expectNoError(ANOS.text);
  });

  it("sends every answer as the API takes it, then says the application went", async () => {
    const success = vi.spyOn(toast, "success");
    const fetchMock = open(QUESTIONS);
    const dialog = await askQuestions();
    fireEvent.click(group(dialog, CNH).getByRole("radio", { name: "Não" }));
    fireEvent.click(group(dialog, TURNO).getByRole("radio", { name: "Noite" }));
    form.fill(ANOS.text, "2,5");
    form.fill(RELATO.text, "  Comandei o pelotão de manutenção por dois anos.  ");
    fireEvent.click(dialog.getByRole("button", { name: "Enviar candidatura" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const writes = sentWrites(fetchMock);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.method).toBe("POST");
    expect(writes[0]?.url).toContain("/api/military/jobs/j1/apply");
    expect(writes[0]?.body).toEqual({
      answers: [
        { questionId: CNH.id, value: false },
        { questionId: TURNO.id, value: "Noite" },
        { questionId: ANOS.id, value: 2.5 },
        { questionId: RELATO.id, value: "Comandei o pelotão de manutenção por dois anos." },
      ],
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith("Candidatura enviada!"));
  });

  it("shows the API's refusal under its question, and keeps the dialog open", async () => {
    const fetchMock = open(
      [CNH, ANOS],
      apiError(422, "VALIDATION_FAILED", screeningMessages.answersInvalid, [
        { path: `answers.${ANOS.id}`, message: screeningMessages.answerNumber },
      ]),
    );
    const dialog = await askQuestions();
    fireEvent.click(group(dialog, CNH).getByRole("radio", { name: "Sim" }));
    form.fill(ANOS.text, "1.500");
    fireEvent.click(dialog.getByRole("button", { name: "Enviar candidatura" }));

    await form.expectError(ANOS.text, screeningMessages.answerNumber);
    expect(document.activeElement).toBe(form.control(ANOS.text));
    expect(sentWrites(fetchMock).map((w) => w.body)).toEqual([
      {
        answers: [
          { questionId: CNH.id, value: true },
          { questionId: ANOS.id, value: 1500 },
        ],
      },
    ]);
    expect(screen.getByRole("alertdialog", { name: "Perguntas da vaga" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Enviar candidatura" })).toHaveProperty("disabled", false);
  });

  it("'Cancelar' closes without applying", async () => {
    const fetchMock = open([CNH]);
    const dialog = await askQuestions();
    fireEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentWrites(fetchMock)).toEqual([]);
    expect(screen.getByRole("button", { name: "Candidatar-se" })).toBeTruthy();
  });
});

describe("'Candidatar-se' on a job without screening questions", () => {
  it("applies at once, with no dialog and no body", async () => {
    const success = vi.spyOn(toast, "success");
    const fetchMock = open([]);
    fireEvent.click(screen.getByRole("button", { name: "Candidatar-se" }));

    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    const [write] = sentWrites(fetchMock);
    expect(write?.url).toContain("/api/military/jobs/j1/apply");
    expect(write?.body).toBeUndefined();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await waitFor(() => expect(success).toHaveBeenCalledWith("Candidatura enviada!"));
  });

  it("asks the questions the company added since the job was read, when the API asks for them", async () => {
    let reads = 0;
    const fetchMock = stubFetch((url, method) => {
      if (method === "POST" && url.includes("/api/military/jobs/j1/apply"))
        return apiError(422, "VALIDATION_FAILED", screeningMessages.answersInvalid, [
          { path: `answers.${CNH.id}`, message: screeningMessages.answerRequired },
        ]);
      if (url.includes("/api/military/jobs/j1")) {
        reads += 1;
        return { body: detail(reads === 1 ? [] : [CNH]) };
      }
      return { body: { applications: [], activeCount: 0, activeLimit: 2, plan: "FREE" } };
    });
    renderPage(<ApplicationActions job={JOB} />, { path: "/app/vagas" });
    fireEvent.click(screen.getByRole("button", { name: "Candidatar-se" }));

    const dialog = within(await screen.findByRole("alertdialog", { name: "Perguntas da vaga" }));
    expect(dialog.getByRole("group", { name: CNH.text })).toBeTruthy();
    expect(sentWrites(fetchMock).map((w) => w.body)).toEqual([undefined]);
  });
});

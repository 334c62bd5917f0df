// 'Perguntas de triagem': the company writes them on the job (the server refuses what the form
// refuses), the militar answers them when he applies (never seeing the rules), the answers stay
// with the question as it was asked, and the company filters and, when it confirms, moves those
// who do not meet the requirements to 'Não selecionado'.
import { candidatesMessages } from "@pm/shared/applications.company";
import { type ScreeningQuestion, screeningMessages } from "@pm/shared/screening";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { applicationEvents, jobApplications, jobs } from "../../db/schema/jobs";
import { talentInvitations } from "../../db/schema/talent";

let t: TestApp;
let company: TestUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const c = await paidCompany(t, { plan: "pro", name: "Logística Forte" });
  company = c.user;
  companyId = c.company.id;
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
type Issue = { path: string; message: string };

const BASE_JOB = {
  title: "Motorista de Caminhão",
  city: "Jundiaí, SP",
  regime: "CLT",
  area: "logistica",
  description: "Transporte de cargas entre os centros de distribuição.",
  requirements: ["CNH categoria E"],
  benefits: [],
};

const QUESTIONS = [
  { type: "sim_nao", text: "Você possui CNH categoria E?", eliminatory: true, accepted: true },
  {
    type: "multipla_escolha",
    text: "Qual turno você prefere?",
    options: ["Manhã", "Tarde", "Noite"],
    eliminatory: false,
  },
  { type: "numero", text: "Quantos anos de experiência como motorista?", eliminatory: true, minimum: 2 },
  { type: "texto_curto", text: "Conte uma viagem difícil que você fez." },
];

async function createJob(questions: unknown = QUESTIONS) {
  return company.client.post("/api/company/jobs", { ...BASE_JOB, screeningQuestions: questions });
}

async function jobWithQuestions(): Promise<{ id: string; questions: ScreeningQuestion[] }> {
  const res = await createJob();
  expect(res.status).toBe(201);
  const body = res.body as { id: string; screeningQuestions: ScreeningQuestion[] };
  return { id: body.id, questions: body.screeningQuestions };
}

const apply = (who: TestUser, jobId: string, answers?: unknown) =>
  who.client.post(`/api/military/jobs/${jobId}/apply`, answers === undefined ? undefined : { answers });

/** Answers to QUESTIONS: CNH yes/no and years of experience as given. */
function answersTo(questions: ScreeningQuestion[], cnh: boolean, years: number) {
  const [yesNo, choice, number, text] = questions;
  return [
    { questionId: yesNo?.id, value: cnh },
    { questionId: choice?.id, value: "Noite" },
    { questionId: number?.id, value: years },
    { questionId: text?.id, value: "Serra do Mar com chuva forte, carga de 20 toneladas." },
  ];
}

const applicationsOf = (jobId: string) =>
  t.db
    .select({ id: jobApplications.id, meets: jobApplications.meetsRequirements, status: jobApplications.status })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId));

describe("the job's questions", () => {
  it("are saved with ids, in order, and come back on the company's job", async () => {
    const { id, questions } = await jobWithQuestions();
    expect(questions.map((q) => [q.type, q.text])).toEqual(QUESTIONS.map((q) => [q.type, q.text]));
    expect(new Set(questions.map((q) => q.id)).size).toBe(4);
    const again = await company.client.get(`/api/company/jobs/${id}`);
    expect((again.body as Body).screeningQuestions).toEqual(questions);
  });

  it("refuses what the form refuses, with a clear message, writing nothing", async () => {
    const before = (await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId))).length;
    const cases: [unknown, string, string][] = [
      [
        Array.from({ length: 11 }, (_, i) => ({ type: "texto_curto", text: `Pergunta ${i + 1}` })),
        "screeningQuestions",
        screeningMessages.tooMany,
      ],
      [
        [{ type: "multipla_escolha", text: "Turno?", options: ["Manhã"] }],
        "screeningQuestions.0.options",
        screeningMessages.optionsTooFew,
      ],
      [
        [{ type: "multipla_escolha", text: "Turno?", options: ["Manhã", "manhã"] }],
        "screeningQuestions.0.options.1",
        screeningMessages.optionDuplicated,
      ],
      [
        [{ type: "sim_nao", text: "Tem CNH?", eliminatory: true }],
        "screeningQuestions.0.accepted",
        screeningMessages.acceptedRequired,
      ],
      [
        [{ type: "numero", text: "Anos?", eliminatory: true }],
        "screeningQuestions.0.minimum",
        screeningMessages.minimumRequired,
      ],
      [
        [{ type: "texto_curto", text: "Conte algo", eliminatory: true }],
        "screeningQuestions.0.eliminatory",
        screeningMessages.textNotEliminatory,
      ],
      [[{ type: "texto_curto", text: "   " }], "screeningQuestions.0.text", screeningMessages.textRequired],
      [[{ type: "desenho", text: "Desenhe" }], "screeningQuestions.0.type", screeningMessages.typeInvalid],
    ];
    for (const [questions, path, message] of cases) {
      const res = await createJob(questions);
      expect(res.status, path).toBe(422);
      expect((res.body as { error: { issues: Issue[] } }).error.issues, path).toContainEqual({ path, message });
    }
    const after = (await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId))).length;
    expect(after).toBe(before);
  });

  it("are shown to the militar without the rules that eliminate", async () => {
    const { id, questions } = await jobWithQuestions();
    const militar = await completedMilitar(t);
    const res = await militar.client.get(`/api/military/jobs/${id}`);
    expect((res.body as Body).screeningQuestions).toEqual(
      questions.map((q) => ({
        id: q.id,
        type: q.type,
        text: q.text,
        options: q.type === "multipla_escolha" ? q.options : [],
      })),
    );
    expect(JSON.stringify(res.body)).not.toContain("eliminatory");
  });
});

describe("applying with answers", () => {
  it("refuses a missing answer, a wrong type and another job's question, writing nothing", async () => {
    const { id, questions } = await jobWithQuestions();
    const other = await jobWithQuestions();
    const militar = await completedMilitar(t);
    const [yesNo, choice, number, text] = questions;

    const none = await apply(militar, id);
    expect(none.status).toBe(422);
    expect((none.body as { error: { message: string; issues: Issue[] } }).error).toMatchObject({
      message: screeningMessages.answersInvalid,
    });
    expect((none.body as { error: { issues: Issue[] } }).error.issues).toHaveLength(4);

    const wrong = await apply(militar, id, [
      { questionId: yesNo?.id, value: "sim" },
      { questionId: choice?.id, value: "Madrugada" },
      { questionId: number?.id, value: -1 },
      { questionId: text?.id, value: "x".repeat(501) },
      { questionId: other.questions[0]?.id, value: true },
    ]);
    expect(wrong.status).toBe(422);
    expect((wrong.body as { error: { issues: Issue[] } }).error.issues).toEqual(
      expect.arrayContaining([
        { path: `answers.${yesNo?.id}`, message: screeningMessages.answerYesNo },
        { path: `answers.${choice?.id}`, message: screeningMessages.answerChoice },
        { path: `answers.${number?.id}`, message: screeningMessages.answerNumber },
        { path: `answers.${text?.id}`, message: screeningMessages.answerTextTooLong },
        { path: `answers.${other.questions[0]?.id}`, message: screeningMessages.answerUnknownQuestion },
      ]),
    );
    expect(await applicationsOf(id)).toEqual([]);
  });

  it("marks who does not meet an eliminatory question, and keeps each answer with the question as asked", async () => {
    const { id, questions } = await jobWithQuestions();
    const fits = await completedMilitar(t, { fullName: "Ana Souza" });
    const short = await completedMilitar(t, { fullName: "João Batista" });
    expect((await apply(fits, id, answersTo(questions, true, 8))).status).toBe(201);
    expect((await apply(short, id, answersTo(questions, true, 1))).status).toBe(201);

    // The company rewrites the questions afterwards: what was answered stays as it was asked.
    const edited = questions.map((q) => (q.type === "numero" ? { ...q, text: "Anos de estrada?", minimum: 5 } : q));
    const put = await company.client.put(`/api/company/jobs/${id}`, { ...BASE_JOB, screeningQuestions: edited });
    expect(put.status).toBe(200);

    const list = await company.client.get(`/api/company/applications?job=${id}`);
    const rows = (list.body as { applications: { candidate: { name: string }; meetsRequirements: boolean }[] })
      .applications;
    expect(rows.map((r) => [r.candidate.name, r.meetsRequirements]).sort()).toEqual([
      ["Ana Souza", true],
      ["João Batista", false],
    ]);
    const [shortApplication] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, id), eq(jobApplications.userId, short.userId)));
    const sheet = await company.client.get(`/api/company/applications/${shortApplication?.id}`);
    const answers = (
      sheet.body as { screeningAnswers: { question: { text: string }; value: unknown; meets: unknown }[] }
    ).screeningAnswers;
    expect(answers.map((a) => [a.question.text, a.value, a.meets])).toEqual([
      ["Você possui CNH categoria E?", true, true],
      ["Qual turno você prefere?", "Noite", null],
      ["Quantos anos de experiência como motorista?", 1, false],
      ["Conte uma viagem difícil que você fez.", "Serra do Mar com chuva forte, carga de 20 toneladas.", null],
    ]);
  });

  it("applies to a job without questions with no body at all", async () => {
    const plain = await job(t, companyId, { title: "Porteiro" });
    const militar = await completedMilitar(t);
    expect((await apply(militar, plain.id)).status).toBe(201);
    expect(await applicationsOf(plain.id)).toMatchObject([{ meets: true, status: "pendente" }]);
  });

  it("asks the questions when an invitation is accepted too", async () => {
    const { id, questions } = await jobWithQuestions();
    const militar = await completedMilitar(t);
    const [invitation] = await t.db
      .insert(talentInvitations)
      .values({ companyId, jobId: id, userId: militar.userId, message: "Venha conversar conosco!" })
      .returning({ id: talentInvitations.id });
    const bare = await militar.client.post(`/api/military/invitations/${invitation?.id}/accept`);
    expect(bare.status).toBe(422);
    expect(await applicationsOf(id)).toEqual([]);
    const answered = await militar.client.post(`/api/military/invitations/${invitation?.id}/accept`, {
      answers: answersTo(questions, false, 3),
    });
    expect(answered.status).toBe(200);
    expect(await applicationsOf(id)).toMatchObject([{ meets: false }]);
  });
});

describe("the company's filter and confirmation", () => {
  it("filters by 'Atende aos requisitos', and moves those who do not to 'Não selecionado' only when asked", async () => {
    const { id, questions } = await jobWithQuestions();
    const people = await Promise.all(
      ["Ana Souza", "Bruno Reis", "Carlos Lima"].map((n) => completedMilitar(t, { fullName: n })),
    );
    const [ana, bruno, carlos] = people as [TestUser, TestUser, TestUser];
    await apply(ana, id, answersTo(questions, true, 10));
    await apply(bruno, id, answersTo(questions, false, 10));
    await apply(carlos, id, answersTo(questions, true, 0));
    const names = async (filter: string) =>
      (
        (await company.client.get(`/api/company/applications?job=${id}&requirements=${filter}`)).body as {
          applications: { candidate: { name: string } }[];
        }
      ).applications
        .map((a) => a.candidate.name)
        .sort();
    expect(await names("atende")).toEqual(["Ana Souza"]);
    expect(await names("nao_atende")).toEqual(["Bruno Reis", "Carlos Lima"]);
    // Nothing moved by itself.
    expect((await applicationsOf(id)).map((a) => a.status)).toEqual(["pendente", "pendente", "pendente"]);
    const bad = await company.client.get(`/api/company/applications?requirements=talvez`);
    expect(bad.status).toBe(422);

    const rival = await paidCompany(t, { plan: "pro" });
    const foreign = await rival.user.client.post("/api/company/applications/reject-unmet", { job: id });
    expect(foreign.status).toBe(404);
    expect((await applicationsOf(id)).every((a) => a.status === "pendente")).toBe(true);

    const moved = await company.client.post("/api/company/applications/reject-unmet", { job: id });
    expect(moved.body).toEqual({ updated: 2, message: candidatesMessages.rejectUnmetDone(2) });
    const statuses = await applicationsOf(id);
    expect(statuses.filter((a) => a.status === "rejeitado").map((a) => a.meets)).toEqual([false, false]);
    expect(statuses.filter((a) => a.status === "pendente").map((a) => a.meets)).toEqual([true]);
    // The history names the member who confirmed.
    const steps = await t.db
      .select({ actor: applicationEvents.actorId })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.jobId, id), eq(applicationEvents.toStatus, "rejeitado")));
    expect(steps.map((s) => s.actor)).toEqual([company.userId, company.userId]);

    const again = await company.client.post("/api/company/applications/reject-unmet", { job: id });
    expect(again.body).toEqual({ updated: 0, message: candidatesMessages.rejectUnmetNone });
  });
});

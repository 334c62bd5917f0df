// 'Plano de transição': the occupation page's figures against the raw jobs, the 5-job floor, what
// the militar has and lacks, the goal, the plan's dates and steps done by what the product sees,
// the monthly e-mail and its one-click way out, the LGPD export and erasure, the console's counts,
// and what a company sees of a candidate's fit.
import { brazilDay } from "@pm/shared/brazil";
import { transitionMessages as m, PAY_MIN_JOBS } from "@pm/shared/transition";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, operator, paidCompany } from "../../../test/factories";
import { createTestApp, DEFAULT_PASSWORD, type TestApp, type TestUser } from "../../../test/harness";
import { jobs } from "../../db/schema/jobs";
import { learningCertificates } from "../../db/schema/learning";
import { resumes } from "../../db/schema/resumes";
import { militaryOccupations } from "../../db/schema/skills";
import { emailOutbox } from "../../db/schema/system";
import { transitionPlanSteps, transitionPlans } from "../../db/schema/transition";
import { syncShippedLearningContent } from "../learning/learning.service";
import { requirementTermsOf } from "../skills/skills.public";
import { windowStart } from "./transition.service";
import { sendTransitionReminders } from "./transition.worker";

let t: TestApp;
let companyId: string;
let recruiter: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await syncShippedLearningContent(t.db);
  const paid = await paidCompany(t, { plan: "pro" });
  companyId = paid.company.id;
  recruiter = paid.user;
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const DAY = 24 * 3600 * 1000;
const errorOf = (body: unknown) =>
  (body as { error: { message: string; issues?: { path: string; message: string }[] } }).error;

/** A job of the família, published `daysAgo`, with its requirement terms as a saved job gets them. */
function marketJob(
  family: string,
  fields: { salaryMin?: number; salaryMax?: number; daysAgo?: number; requirements?: string[]; active?: boolean },
) {
  const requirements = fields.requirements ?? [];
  const at = new Date(Date.now() - (fields.daysAgo ?? 1) * DAY);
  return job(t, companyId, {
    title: "Motorista de caminhão",
    cboFamily: family,
    cboFamilySource: "empresa",
    salaryMin: fields.salaryMin ?? null,
    salaryMax: fields.salaryMax ?? null,
    requirements,
    requirementTerms: requirementTermsOf(requirements),
    active: fields.active ?? true,
    createdAt: at,
  });
}

/** The figures computed from the jobs themselves, as the roll-ups must answer them. */
async function rawFigures(family: string) {
  const result = await t.db.execute(sql`
    SELECT count(*)::int AS jobs, count(salary_min)::int AS paid, min(salary_min) AS min,
      max(coalesce(salary_max, salary_min)) AS max,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY (salary_min + coalesce(salary_max, salary_min)) / 2.0) AS median
    FROM jobs
    WHERE cbo_family = ${family}
      AND (created_at AT TIME ZONE 'America/Sao_Paulo')::date >= ${windowStart()}::date`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const terms = await t.db.execute(sql`
    SELECT term, count(*)::int AS n FROM jobs, unnest(requirement_terms) AS term
    WHERE cbo_family = ${family}
      AND (created_at AT TIME ZONE 'America/Sao_Paulo')::date >= ${windowStart()}::date
    GROUP BY term`);
  return {
    jobs: Number(row?.jobs),
    paid: Number(row?.paid),
    min: row?.min === null ? null : Number(row?.min),
    max: row?.max === null ? null : Number(row?.max),
    median: row?.median === null ? null : Math.round(Number(row?.median)),
    terms: new Map(
      (terms as unknown as { rows: { term: string; n: number }[] }).rows.map((r) => [r.term, Number(r.n)]),
    ),
  };
}

const occupation = async (user: TestUser, code: string) =>
  (await user.client.request("GET", `/api/military/transition/occupations/${code}`)).body as Body;

describe("an occupation's page", () => {
  it("answers 404 'Ocupação não encontrada' for a code outside the CBO or the armed forces', and only to a militar", async () => {
    const militar = await completedMilitar(t);
    for (const code of ["999999", "010105", "abc", "78251"]) {
      const res = await militar.client.request("GET", `/api/military/transition/occupations/${code}`);
      expect([code, res.status, errorOf(res.body).message]).toEqual([code, 404, m.occupationNotFound]);
    }
    const routes = [
      ["GET", "/api/military/transition/occupations?q=motorista"],
      ["GET", "/api/military/transition/occupations/782510"],
      ["POST", "/api/military/transition/occupations/782510/goal"],
      ["GET", "/api/military/transition/plan"],
      ["PUT", "/api/military/transition/plan"],
      ["GET", "/api/military/transition/next"],
    ] as const;
    const body = { dischargeDate: null, occupationCode: null, reminders: true };
    for (const [method, path] of routes) {
      const sent = method === "PUT" ? body : undefined;
      expect([path, (await t.client().request(method, path, sent)).status]).toEqual([path, 401]);
      expect([path, (await recruiter.client.request(method, path, sent)).status]).toEqual([path, 403]);
    }
    // Nothing the company or the visitor sent made a plan.
    expect(await t.db.select().from(transitionPlans).where(eq(transitionPlans.userId, recruiter.userId))).toEqual([]);
  });

  it("shows pay, jobs and requirements equal to counts over the raw jobs, kept through edits and deletions", async () => {
    const militar = await completedMilitar(t);
    const family = "7825";
    await marketJob(family, { salaryMin: 3000, requirements: ["CNH categoria E", "Curso MOPP"] });
    await marketJob(family, {
      salaryMin: 3200,
      salaryMax: 4000,
      daysAgo: 40,
      requirements: ["CNH E", "MOPP atualizado"],
    });
    await marketJob(family, { salaryMin: 2800, daysAgo: 100, requirements: ["CNH C"], active: false });
    await marketJob(family, { salaryMin: 5000, daysAgo: 200, requirements: ["CNH categoria E"] });
    await marketJob(family, { daysAgo: 10, requirements: ["Ensino médio completo"] });
    const edited = await marketJob(family, { salaryMin: 3500, daysAgo: 20 });
    const gone = await marketJob(family, { salaryMin: 9000, daysAgo: 30 });
    // Outside the window, and another família: neither counts.
    await marketJob(family, { salaryMin: 20000, daysAgo: 400, requirements: ["Curso MOPP"] });
    await marketJob("4141", { salaryMin: 1500, requirements: ["Curso MOPP"] });
    // A company's edit through the API moves the figures; a deletion takes its part back.
    const put = await recruiter.client.request("PUT", `/api/company/jobs/${edited.id}`, {
      title: "Motorista de caminhão",
      city: "Campinas",
      regime: "CLT",
      area: "logistica",
      description: "Entregas regionais.",
      requirements: ["CNH categoria D", "Curso MOPP"],
      benefits: [],
      salaryMin: 3600,
      salaryMax: 4400,
      cboFamily: family,
    });
    expect(put.status).toBe(200);
    await t.db.delete(jobs).where(eq(jobs.id, gone.id));

    const raw = await rawFigures(family);
    const view = await occupation(militar, "782510");
    expect(view).toMatchObject({
      code: "782510",
      title: "Motorista de caminhão (rotas regionais e internacionais)",
      family: { code: "7825", title: "Motoristas de veículos de cargas em geral" },
      window: { months: 12, jobs: raw.jobs },
      pay: { jobs: raw.paid, min: raw.min, median: raw.median, max: raw.max },
    });
    expect(raw).toMatchObject({ jobs: 6, paid: 5, min: 2800, max: 5000, median: 3600 });
    const requirements = view.requirements as { key: string; jobs: number; label: string }[];
    expect(requirements.length).toBeGreaterThan(0);
    for (const r of requirements) expect([r.key, r.jobs]).toEqual([r.key, raw.terms.get(r.key)]);
    expect(requirements[0]?.label).toBeTruthy();
    // The most asked first.
    const counts = requirements.map((r) => r.jobs);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The open jobs of the família, as the board counts them, newest first.
    const jobsPart = view.jobs as { count: number; newest: { title: string }[] };
    expect(jobsPart.count).toBe(6);
    expect(jobsPart.newest.length).toBe(5);
  });

  it("says 'Sem dados suficientes' under 5 jobs with a salary, never a figure from fewer", async () => {
    const militar = await completedMilitar(t);
    for (let i = 0; i < PAY_MIN_JOBS - 1; i++) await marketJob("5173", { salaryMin: 2000 + i * 100 });
    const few = await occupation(militar, "517330");
    expect(few.pay).toEqual({ jobs: PAY_MIN_JOBS - 1, min: null, median: null, max: null });
    await marketJob("5173", { salaryMin: 2600, salaryMax: 3000 });
    const enough = await occupation(militar, "517330");
    expect(enough.pay).toEqual({ jobs: PAY_MIN_JOBS, min: 2000, median: 2200, max: 3000 });
  });

  it("marks what he has from his CV and certificates, and the trilhas that cover what he lacks", async () => {
    const militar = await completedMilitar(t, { profile: { specialties: ["Motorista de viatura"] } });
    await marketJob("4141", { requirements: ["Excel intermediário", "Conhecimento de WMS", "CNH categoria B"] });
    const before = await occupation(militar, "414105");
    const fit = (view: Body) =>
      Object.fromEntries((view.requirements as { key: string; have: boolean }[]).map((r) => [r.key, r.have]));
    expect(fit(before)).toMatchObject({ excel: false, "cnh-b": false });
    const paths = before.paths as { slug: string; covers: string[] }[];
    const office = paths.find((p) => p.slug === "ferramentas-de-escritorio");
    expect(office?.covers.some((label) => label.startsWith("Excel"))).toBe(true);

    const cv = await militar.client.request("GET", "/api/military/resume");
    const content = (cv.body as { content: Body }).content;
    const saved = await militar.client.request("PUT", "/api/military/resume", { ...content, cnh: ["D"] });
    expect(saved.status).toBe(200);
    await t.db.insert(learningCertificates).values({
      code: "PM-TRANSICAO1",
      userId: militar.userId,
      pathSlug: "ferramentas-de-escritorio",
      fullName: "João da Silva",
      pathTitle: "Ferramentas de escritório",
      hours: 8,
    });
    const after = await occupation(militar, "414105");
    // CNH D holds B; the certificate teaches Excel.
    expect(fit(after)).toMatchObject({ excel: true, "cnh-b": true });
    expect((after.certificates as { code: string }[]).map((c) => c.code)).toContain("PM-TRANSICAO1");
  });

  it("is chosen as the goal: the plan's occupation, a confirmed occupation and the saved CV's objective", async () => {
    const militar = await completedMilitar(t);
    const cv = await militar.client.request("GET", "/api/military/resume");
    await militar.client.request("PUT", "/api/military/resume", (cv.body as { content: Body }).content);
    const chosen = await militar.client.request("POST", "/api/military/transition/occupations/414105/goal");
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ code: "414105", title: "Almoxarife", message: m.goalChosen });
    expect((await occupation(militar, "414105")).isGoal).toBe(true);
    const [plan] = await t.db.select().from(transitionPlans).where(eq(transitionPlans.userId, militar.userId));
    expect(plan?.occupationCode).toBe("414105");
    const [confirmed] = await t.db
      .select({ status: militaryOccupations.status })
      .from(militaryOccupations)
      .where(and(eq(militaryOccupations.userId, militar.userId), eq(militaryOccupations.code, "414105")));
    expect(confirmed?.status).toBe("confirmed");
    const [resume] = await t.db.select().from(resumes).where(eq(resumes.userId, militar.userId));
    expect(resume?.content.objective).toMatchObject({ occupationCode: "414105", occupationTitle: "Almoxarife" });
    const unknown = await militar.client.request("POST", "/api/military/transition/occupations/999999/goal");
    expect(unknown.status).toBe(404);
  });

  it("leads to the board filtered by its família ('Ver todas'), which counts the same open jobs", async () => {
    const militar = await completedMilitar(t);
    await marketJob("7823", { salaryMin: 2500 });
    await marketJob("7823", { salaryMin: 2600 });
    await marketJob("7823", { salaryMin: 2700, active: false });
    const board = await militar.client.request("GET", "/api/military/jobs?cboFamily=7823");
    const page = board.body as { jobs: { id: string }[]; total: { count: number } };
    expect(page.total.count).toBe(2);
    const view = await occupation(militar, "782305");
    expect((view.jobs as { count: number }).count).toBe(2);
    expect((view.jobs as { newest: { id: string }[] }).newest.map((j) => j.id).sort()).toEqual(
      page.jobs.map((j) => j.id).sort(),
    );
    const refused = await militar.client.request("GET", "/api/military/jobs?cboFamily=78");
    expect([refused.status, errorOf(refused.body).message]).toEqual([422, "Família de ocupação inválida"]);
  });

  it("finds any CBO occupation by name or sinônimo", async () => {
    const militar = await completedMilitar(t);
    const res = await militar.client.request(
      "GET",
      "/api/military/transition/occupations?q=assistente%20de%20log%C3%ADstica",
    );
    expect((res.body as { occupations: { code: string }[] }).occupations.map((o) => o.code)).toContain("342125");
  });
});

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const savePlan = (user: TestUser, body: Body) => user.client.request("PUT", "/api/military/transition/plan", body);

describe("the plan", () => {
  it("refuses a discharge date beyond 10 years or 5 years past, and an occupation outside the CBO, writing nothing", async () => {
    const militar = await completedMilitar(t);
    const cases: [Body, string, string][] = [
      [{ dischargeDate: isoDay(new Date(Date.now() + 3700 * DAY)) }, "dischargeDate", m.dischargeTooFar],
      [{ dischargeDate: isoDay(new Date(Date.now() - 1900 * DAY)) }, "dischargeDate", m.dischargeTooOld],
      [{ dischargeDate: "2027-13-01" }, "dischargeDate", m.dischargeInvalid],
      [{ occupationCode: "999999" }, "occupationCode", m.occupationInvalid],
      [{ occupationCode: "7825" }, "occupationCode", m.occupationInvalid],
    ];
    for (const [change, path, message] of cases) {
      const res = await savePlan(militar, { dischargeDate: null, occupationCode: null, reminders: true, ...change });
      expect([res.status, errorOf(res.body).issues?.[0]]).toEqual([422, { path, message }]);
    }
    expect(await t.db.select().from(transitionPlans).where(eq(transitionPlans.userId, militar.userId))).toEqual([]);
    const none = await militar.client.request("GET", "/api/military/transition/plan");
    expect(none.body).toMatchObject({ plan: null, steps: [] });
  });

  it("marks each step done when the product sees it, with its date, and shows what is overdue", async () => {
    const militar = await completedMilitar(t, {
      profile: { specialties: ["Logística"], biography: "Sete anos no almoxarifado do batalhão." },
    });
    // Three months to go: everything due earlier than that and not done is late.
    const discharge = isoDay(new Date(Date.now() + 92 * DAY));
    const saved = await savePlan(militar, { dischargeDate: discharge, occupationCode: "414105", reminders: true });
    expect(saved.status).toBe(200);
    const steps = (body: unknown) =>
      Object.fromEntries(
        (body as { steps: { key: string; done: boolean; overdue: boolean; doneOn: string | null }[] }).steps.map(
          (s) => [s.key, s],
        ),
      );
    const first = steps(saved.body);
    expect(first.perfil).toMatchObject({ done: true });
    // The day a step was done is Brazil's day (at 22h in Brasília it is already tomorrow in UTC).
    expect(first.ocupacao).toMatchObject({ done: true, doneOn: brazilDay(new Date()) });
    expect(first.trilhas).toMatchObject({ done: false, overdue: true });
    expect(first.alerta).toMatchObject({ done: false, overdue: true });
    expect(first.entrevistas).toMatchObject({ done: false, overdue: false });
    expect((saved.body as Body).next).toMatchObject({ key: "trilhas" });

    // A certificate of a trilha of his occupation's page, an alert, an application.
    await t.db.insert(learningCertificates).values({
      code: "PM-TRANSICAO2",
      userId: militar.userId,
      pathSlug: "logistica-e-armazenagem",
      fullName: "João da Silva",
      pathTitle: "Logística e armazenagem",
      hours: 8,
      issuedAt: new Date(Date.now() - 3 * DAY),
    });
    const alert = await militar.client.request("POST", "/api/military/alerts", {
      name: "Almoxarife",
      frequency: "diario",
      search: { q: "almoxarife" },
    });
    expect(alert.status).toBe(201);
    const target = await job(t, companyId, { title: "Almoxarife" });
    await application(t, { userId: militar.userId, jobId: target.id, appliedAt: new Date(Date.now() - DAY) });

    const later = steps((await militar.client.request("GET", "/api/military/transition/plan")).body);
    expect(later.trilhas).toMatchObject({
      done: true,
      overdue: false,
      doneOn: brazilDay(new Date(Date.now() - 3 * DAY)),
    });
    expect(later.alerta).toMatchObject({ done: true });
    expect(later.candidaturas).toMatchObject({ done: true, doneOn: brazilDay(new Date(Date.now() - DAY)) });
    // Done stays done, with its first date, even once what showed it is gone.
    await t.db.delete(learningCertificates).where(eq(learningCertificates.code, "PM-TRANSICAO2"));
    const kept = steps((await militar.client.request("GET", "/api/military/transition/plan")).body);
    expect(kept.trilhas).toMatchObject({ done: true });
    const next = await militar.client.request("GET", "/api/military/transition/next");
    expect(next.body).toMatchObject({ total: 7 });
  });

  it("a veteran's plan has no dates to miss", async () => {
    const militar = await completedMilitar(t);
    const saved = await savePlan(militar, { dischargeDate: null, occupationCode: null, reminders: false });
    const list = (saved.body as { steps: { dueOn: string | null; overdue: boolean }[] }).steps;
    expect(list.every((s) => s.dueOn === null && !s.overdue)).toBe(true);
  });

  it("sends the monthly reminder once a month with a one-click unsubscribe, and never after it", async () => {
    const militar = await completedMilitar(t, { fullName: "Marcos Lembrete" });
    await savePlan(militar, {
      dischargeDate: isoDay(new Date(Date.now() + 240 * DAY)),
      occupationCode: null,
      reminders: true,
    });
    await t.db
      .update(transitionPlans)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(transitionPlans.userId, militar.userId));
    const deps = { db: t.db, mailer: t.deps.mailer, baseUrl: "http://localhost", secret: t.env.AUTH_SECRET };
    await sendTransitionReminders(deps);
    await sendTransitionReminders(deps);
    const sent = (await t.readOutbox(militar.email)).filter((e) => e.subject.startsWith("Seu plano de transição"));
    expect(sent.length).toBe(1);
    expect(sent[0]?.text).toContain("Olá, Marcos!");
    expect(sent[0]?.text).toMatch(/Faltam [78] meses/);
    const headers = sent[0]?.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = headers["List-Unsubscribe"]?.slice(1, -1) ?? "";
    const url = new URL(oneClick);
    const forged = await t
      .client()
      .request("POST", `/api/transition/reminders/unsubscribe?token=${url.searchParams.get("token")}x`);
    expect([forged.status, errorOf(forged.body).message]).toEqual([404, m.invalidLink]);
    const res = await t.app.request(`http://localhost:3000${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).message).toBe(m.remindersOff);
    const [plan] = await t.db.select().from(transitionPlans).where(eq(transitionPlans.userId, militar.userId));
    expect(plan?.reminders).toBe(false);
    // A month later: nothing for a plan whose reminders are off.
    await t.db
      .update(transitionPlans)
      .set({ remindedAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(transitionPlans.userId, militar.userId));
    await sendTransitionReminders(deps);
    const after = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, militar.email), sql`${emailOutbox.subject} LIKE 'Seu plano de transição%'`));
    expect(after.length).toBe(1);
  });

  it("is his alone: in his LGPD export, and erased with his account", async () => {
    const militar = await completedMilitar(t);
    await savePlan(militar, {
      dischargeDate: isoDay(new Date(Date.now() + 300 * DAY)),
      occupationCode: "414105",
      reminders: true,
    });
    await militar.client.request("GET", "/api/military/transition/plan");
    const exported = await militar.client.request("GET", "/api/account/export");
    expect((exported.body as Body).transitionPlan).toMatchObject({
      occupationCode: "414105",
      reminders: true,
      steps: expect.arrayContaining([expect.objectContaining({ step: "ocupacao" })]),
    });
    const other = await completedMilitar(t);
    expect(((await other.client.request("GET", "/api/account/export")).body as Body).transitionPlan).toBeNull();
    const deleted = await militar.client.request("DELETE", "/api/account", { password: DEFAULT_PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(transitionPlans).where(eq(transitionPlans.userId, militar.userId))).toEqual([]);
    expect(await t.db.select().from(transitionPlanSteps).where(eq(transitionPlanSteps.userId, militar.userId))).toEqual(
      [],
    );
  });
});

describe("what others see", () => {
  it("the console counts plans by months to discharge and the occupations chosen, to operators only", async () => {
    const a = await completedMilitar(t);
    const b = await completedMilitar(t);
    await savePlan(a, {
      dischargeDate: isoDay(new Date(Date.now() + 45 * DAY)),
      occupationCode: "342125",
      reminders: true,
    });
    await savePlan(b, { dischargeDate: null, occupationCode: "342125", reminders: true });
    const { user: op } = await operator(t);
    const res = await op.client.request("GET", "/api/operations/figures/transition");
    expect(res.status).toBe(200);
    const body = res.body as { plans: number; buckets: { key: string; n: number }[]; occupations: Body[] };
    const [raw] = (
      (await t.db.execute(sql`SELECT count(*)::int AS n FROM transition_plans`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(body.plans).toBe(Number(raw?.n));
    expect(body.buckets.find((x) => x.key === "ate_3")?.n).toBeGreaterThanOrEqual(1);
    expect(body.buckets.find((x) => x.key === "sem_data")?.n).toBeGreaterThanOrEqual(1);
    expect(body.occupations).toContainEqual(
      expect.objectContaining({ code: "342125", title: "Tecnólogo em logística de transporte" }),
    );
    expect(JSON.stringify(body)).not.toContain(a.email);
    expect((await a.client.request("GET", "/api/operations/figures/transition")).status).toBe(403);
    expect((await recruiter.client.request("GET", "/api/operations/figures/transition")).status).toBe(403);
    expect((await t.client().request("GET", "/api/operations/figures/transition")).status).toBe(401);
  });

  it("a company sees the goal and each requirement of its job he meets, on the sheet and the talent profile", async () => {
    const militar = await completedMilitar(t, { profile: { talentBank: true } });
    await militar.client.request("POST", "/api/military/transition/occupations/782510/goal");
    const cv = await militar.client.request("GET", "/api/military/resume");
    await militar.client.request("PUT", "/api/military/resume", {
      ...(cv.body as { content: Body }).content,
      cnh: ["E"],
    });
    const posted = await marketJob("7825", { requirements: ["CNH categoria E", "Curso MOPP"] });
    const applied = await application(t, { userId: militar.userId, jobId: posted.id });
    const sheet = await recruiter.client.request("GET", `/api/company/applications/${applied.id}`);
    expect((sheet.body as Body).fit).toEqual({
      goal: { code: "782510", title: "Motorista de caminhão (rotas regionais e internacionais)" },
      jobId: posted.id,
      requirements: [
        { key: "cnh-e", label: "CNH categoria E", have: true },
        { key: "curso-mopp", label: expect.any(String), have: false },
      ],
      met: 1,
      total: 2,
    });
    const talent = await recruiter.client.request("GET", `/api/company/talent/${militar.userId}?vaga=${posted.id}`);
    expect(((talent.body as Body).fit as Body).met).toBe(1);
    // Another company's job is not compared with.
    const { company: other } = await paidCompany(t, { plan: "pro" });
    const theirs = await job(t, other.id, { title: "Motorista" });
    const refused = await recruiter.client.request("GET", `/api/company/talent/${militar.userId}?vaga=${theirs.id}`);
    expect(refused.status).toBe(404);
  });
});

// Trilhas through the API: the catalogue and its plan gate, a module's reading and quiz (graded on
// the server; the answers never reach the browser before), completion with its certificate and
// notification, the certificate's download and public verification, the export and deletion.
import { learningMessages } from "@pm/shared/learning";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { notifications } from "../../db/schema/jobs";
import {
  learningCertificates,
  learningEnrollments,
  learningModules,
  learningPaths,
  learningProgress,
} from "../../db/schema/learning";
import { militaryProfiles } from "../../db/schema/military";
import { militaryOccupations } from "../../db/schema/skills";
import { syncShippedLearningContent } from "./learning.service";

let t: TestApp;
let free: TestUser;
let premium: TestUser;
let company: TestUser;

const FREE_PATH = "primeiros-passos-na-transicao";
const PREMIUM_PATH = "seguranca-privada";

type Body = Record<string, unknown>;
const call = async (who: TestUser | null, method: string, path: string, body?: unknown) => {
  const res = who ? await who.client.request(method, path, body) : await t.client().request(method, path, body);
  return { status: res.status, body: res.body as Body, headers: res.headers };
};

/** A module's questions as stored, with the index of each right option (what only the server knows). */
async function modulesOf(pathSlug: string) {
  const rows = await t.db
    .select({ slug: learningModules.slug, hash: learningModules.hash, quiz: learningModules.quiz })
    .from(learningModules)
    .where(eq(learningModules.pathSlug, pathSlug))
    .orderBy(asc(learningModules.position));
  return rows.map((r) => ({
    ...r,
    right: r.quiz.map((q) => q.options.findIndex((o) => o.correct)),
    wrong: r.quiz.map((q) => q.options.findIndex((o) => !o.correct)),
  }));
}

const moduleUrl = (path: string, module: string) => `/api/military/learning/${path}/modules/${module}`;

/** Reads and passes every module of the path; the last answer's body. */
async function finish(who: TestUser, pathSlug: string) {
  let last: Body = {};
  for (const m of await modulesOf(pathSlug)) {
    expect((await call(who, "POST", `${moduleUrl(pathSlug, m.slug)}/read`)).status).toBe(200);
    const res = await call(who, "POST", `${moduleUrl(pathSlug, m.slug)}/quiz`, { hash: m.hash, answers: m.right });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    last = res.body;
  }
  return last;
}

beforeAll(async () => {
  t = await createTestApp();
  await syncShippedLearningContent(t.db);
  free = await completedMilitar(t, { fullName: "Cabo Silva", profile: { desiredArea: "seguranca" } });
  premium = await completedMilitar(t, { fullName: "Sargento Almeida", plan: "PREMIUM" });
  company = (await paidCompany(t)).user;
});
afterAll(() => t.close());

describe("the catalogue", () => {
  it("lists every path with its card, the free one first, and locks PREMIUM paths for FREE", async () => {
    const res = await call(free, "GET", "/api/military/learning");
    expect(res.status).toBe(200);
    const paths = res.body.paths as Body[];
    expect(paths.length).toBeGreaterThanOrEqual(8);
    expect(paths[0]).toMatchObject({
      slug: FREE_PATH,
      title: "Primeiros passos na transição",
      plan: "FREE",
      category: "carreira",
      difficulty: "iniciante",
      status: "not_started",
      percent: 0,
      locked: false,
      enrolled: 0,
    });
    expect(paths[0]?.modules).toBeGreaterThanOrEqual(4);
    expect(paths.filter((p) => p.plan === "PREMIUM").every((p) => p.locked === true)).toBe(true);
    // Recommended by his desired area (segurança): the private security path.
    expect(res.body.recommended).toContain(PREMIUM_PATH);
    const mine = await call(premium, "GET", "/api/military/learning");
    expect((mine.body.paths as Body[]).some((p) => p.locked)).toBe(false);
  });

  it("recommends by his own occupations' famílias, never another militar's", async () => {
    const guard = await completedMilitar(t, { fullName: "Soldado Vigia" });
    const plain = await completedMilitar(t, { fullName: "Soldado Sem Área" });
    await t.db.insert(militaryOccupations).values({
      userId: guard.userId,
      code: "517330",
      family: "5173",
      title: "Vigilante",
      status: "confirmed",
    });
    // Both paths that prepare vigilantes (família 5173): the basic one and private security.
    expect((await call(guard, "GET", "/api/military/learning")).body.recommended).toEqual([FREE_PATH, PREMIUM_PATH]);
    expect((await call(plain, "GET", "/api/military/learning")).body.recommended).toEqual([]);
    // A removed occupation no longer counts.
    await t.db
      .update(militaryOccupations)
      .set({ status: "removed" })
      .where(eq(militaryOccupations.userId, guard.userId));
    expect((await call(guard, "GET", "/api/military/learning")).body.recommended).toEqual([]);
  });

  it("is the militar's: a company, a visitor and an unfinished onboarding are refused", async () => {
    expect((await call(company, "GET", "/api/military/learning")).status).toBe(403);
    expect((await call(null, "GET", "/api/military/learning")).status).toBe(401);
    const newcomer = await t.createUser({ role: "militar" });
    expect((await call(newcomer, "GET", "/api/military/learning")).status).toBe(403);
  });
});

describe("the plan gate", () => {
  it("shows a PREMIUM path to FREE but refuses its modules, its reading and its quiz with 403 PLAN_REQUIRED", async () => {
    const path = await call(free, "GET", `/api/military/learning/${PREMIUM_PATH}`);
    expect(path.status).toBe(200);
    expect(path.body).toMatchObject({ locked: true, status: "not_started" });
    const [first] = await modulesOf(PREMIUM_PATH);
    if (!first) throw new Error("no module");
    for (const [method, suffix, body] of [
      ["GET", "", undefined],
      ["POST", "/read", undefined],
      ["POST", "/quiz", { hash: first.hash, answers: first.right }],
    ] as const) {
      const res = await call(free, method, `${moduleUrl(PREMIUM_PATH, first.slug)}${suffix}`, body);
      expect(res.status, suffix).toBe(403);
      expect((res.body.error as Body).code).toBe("PLAN_REQUIRED");
    }
    const stored = await t.db.select().from(learningProgress).where(eq(learningProgress.userId, free.userId));
    expect(stored).toEqual([]);
    const started = await t.db
      .select()
      .from(learningEnrollments)
      .where(and(eq(learningEnrollments.userId, free.userId), eq(learningEnrollments.pathSlug, PREMIUM_PATH)));
    expect(started).toEqual([]);
    expect((await call(premium, "GET", moduleUrl(PREMIUM_PATH, first.slug))).status).toBe(200);
  });

  it("answers 404 to an unknown path or module, and to a malformed one", async () => {
    for (const url of [
      "/api/military/learning/nao-existe",
      "/api/military/learning/Primeiros_Passos",
      moduleUrl(FREE_PATH, "nao-existe"),
      moduleUrl("nao-existe", "curriculo-civil"),
    ]) {
      expect((await call(free, "GET", url)).status, url).toBe(404);
    }
  });
});

describe("a module", () => {
  it("shows the text and the questions, never which answer is right nor its feedback", async () => {
    const [first] = await modulesOf(FREE_PATH);
    if (!first) throw new Error("no module");
    const res = await call(free, "GET", moduleUrl(FREE_PATH, first.slug));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: first.slug, hash: first.hash, read: false, passed: false, attempts: 0 });
    expect((res.body.body as string).length).toBeGreaterThan(1000);
    const questions = res.body.questions as { question: string; options: unknown[] }[];
    expect(questions).toHaveLength(first.quiz.length);
    expect(questions[0]).toEqual({
      question: first.quiz[0]?.question,
      options: first.quiz[0]?.options.map((o) => o.text),
    });
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain('"correct"');
    for (const q of first.quiz) for (const o of q.options) expect(raw).not.toContain(o.feedback);
    // Opening it started the path.
    const [enrolled] = await t.db
      .select()
      .from(learningEnrollments)
      .where(and(eq(learningEnrollments.userId, free.userId), eq(learningEnrollments.pathSlug, FREE_PATH)));
    expect(enrolled?.lastModuleSlug).toBe(first.slug);
  });

  it("fails then passes the quiz, keeps the best score, and is complete once read and passed", async () => {
    const [first] = await modulesOf(FREE_PATH);
    if (!first) throw new Error("no module");
    const url = moduleUrl(FREE_PATH, first.slug);
    const failed = await call(free, "POST", `${url}/quiz`, { hash: first.hash, answers: first.wrong });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ score: 0, passed: false, passPercent: 70, certificateCode: null });
    const results = failed.body.results as { correct: boolean; feedback: string }[];
    expect(results.map((r) => r.correct)).toEqual(first.wrong.map(() => false));
    expect(results[0]?.feedback).toBe(first.quiz[0]?.options[first.wrong[0] ?? 0]?.feedback);

    const passed = await call(free, "POST", `${url}/quiz`, { hash: first.hash, answers: first.right });
    expect(passed.body).toMatchObject({ score: 100, passed: true, bestScore: 100, read: false });
    // A worse attempt afterwards keeps the best score and the pass.
    await call(free, "POST", `${url}/quiz`, { hash: first.hash, answers: first.wrong });
    const [row] = await t.db
      .select()
      .from(learningProgress)
      .where(and(eq(learningProgress.userId, free.userId), eq(learningProgress.moduleSlug, first.slug)));
    expect(row).toMatchObject({ attempts: 3, lastScore: 0, bestScore: 100 });
    expect(row?.passedAt).not.toBeNull();

    // Passed but not read: not complete yet.
    let card = ((await call(free, "GET", "/api/military/learning")).body.paths as Body[])[0];
    expect(card).toMatchObject({ status: "in_progress", percent: 0, enrolled: 1 });
    expect((await call(free, "POST", `${url}/read`)).body).toMatchObject({ read: true, passed: true });
    card = ((await call(free, "GET", "/api/military/learning")).body.paths as Body[])[0];
    const modules = card?.modules as number;
    expect(card).toMatchObject({ status: "in_progress", percent: Math.floor(100 / modules) });
    const path = await call(free, "GET", `/api/military/learning/${FREE_PATH}`);
    const second = (await modulesOf(FREE_PATH))[1];
    expect(path.body).toMatchObject({ resumeModuleSlug: second?.slug, certificateCode: null });
    expect((path.body.modules as Body[])[0]).toMatchObject({ read: true, passed: true, bestScore: 100 });
    const dashboard = await call(free, "GET", "/api/military/dashboard");
    expect((dashboard.body.counts as Body).learningPathsInProgress).toBe(1);
  });

  it("refuses a sheet that does not fit the quiz, or a quiz whose text changed", async () => {
    const [first] = await modulesOf(FREE_PATH);
    if (!first) throw new Error("no module");
    const url = `${moduleUrl(FREE_PATH, first.slug)}/quiz`;
    for (const answers of [first.right.slice(1), [...first.right, 0], first.right.map(() => 7), [], ["a"]]) {
      const res = await call(free, "POST", url, { hash: first.hash, answers });
      expect(res.status, JSON.stringify(answers)).toBe(422);
      expect((res.body.error as Body).message).toBe(learningMessages.quizAnswerAll);
    }
    const stale = await call(free, "POST", url, { hash: "0123456789abcdef", answers: first.right });
    expect(stale.status).toBe(409);
    expect((stale.body.error as Body).message).toBe(learningMessages.quizStale);
    expect((await call(free, "POST", url, { answers: first.right })).status).toBe(422);
    expect((await call(company, "POST", url, { hash: first.hash, answers: first.right })).status).toBe(403);
  });
});

describe("completing a path", () => {
  it("issues one certificate and one notification, even when the last answer is sent twice at once", async () => {
    const modules = await modulesOf(PREMIUM_PATH);
    const last = modules.at(-1);
    if (!last) throw new Error("no module");
    for (const m of modules.slice(0, -1)) {
      await call(premium, "POST", `${moduleUrl(PREMIUM_PATH, m.slug)}/read`);
      await call(premium, "POST", `${moduleUrl(PREMIUM_PATH, m.slug)}/quiz`, { hash: m.hash, answers: m.right });
    }
    await call(premium, "POST", `${moduleUrl(PREMIUM_PATH, last.slug)}/read`);
    const sheet = { hash: last.hash, answers: last.right };
    const url = `${moduleUrl(PREMIUM_PATH, last.slug)}/quiz`;
    const [a, b] = await Promise.all([call(premium, "POST", url, sheet), call(premium, "POST", url, sheet)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.completedNow, b.body.completedNow].sort()).toEqual([false, true]);
    const code = a.body.certificateCode as string;
    expect(code).toMatch(/^[23456789A-HJKMNP-Z]{10}$/);
    expect(b.body.certificateCode).toBe(code);

    const certificates = await t.db
      .select()
      .from(learningCertificates)
      .where(eq(learningCertificates.userId, premium.userId));
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ code, fullName: "Sargento Almeida", pathTitle: expect.any(String) });
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, premium.userId), eq(notifications.kind, "learning_completed")));
    expect(bell).toHaveLength(1);
    expect(bell[0]?.data).toMatchObject({ pathSlug: PREMIUM_PATH, code });

    const card = ((await call(premium, "GET", "/api/military/learning")).body.paths as Body[]).find(
      (p) => p.slug === PREMIUM_PATH,
    );
    expect(card).toMatchObject({ status: "completed", percent: 100 });
    const dashboard = await call(premium, "GET", "/api/military/dashboard");
    expect((dashboard.body.counts as Body).learningPathsInProgress).toBe(0);
    expect((dashboard.body.recentActivities as Body[])[0]).toMatchObject({
      kind: "learning_completed",
      pathSlug: PREMIUM_PATH,
    });
    // Completed paths are not recommended again.
    expect((await call(premium, "GET", "/api/military/learning")).body.recommended).not.toContain(PREMIUM_PATH);
  });

  it("completes once when the last two modules are passed at the same moment", async () => {
    const racer = await completedMilitar(t, { plan: "PREMIUM", fullName: "Cabo Ligeiro" });
    const modules = await modulesOf(PREMIUM_PATH);
    for (const m of modules) await call(racer, "POST", `${moduleUrl(PREMIUM_PATH, m.slug)}/read`);
    for (const m of modules.slice(0, -2)) {
      await call(racer, "POST", `${moduleUrl(PREMIUM_PATH, m.slug)}/quiz`, { hash: m.hash, answers: m.right });
    }
    const answers = await Promise.all(
      modules
        .slice(-2)
        .map((m) => call(racer, "POST", `${moduleUrl(PREMIUM_PATH, m.slug)}/quiz`, { hash: m.hash, answers: m.right })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // Whichever came second saw the first's progress and completed the path.
    expect(answers.filter((a) => a.body.completedNow === true)).toHaveLength(1);
    const issued = await t.db.select().from(learningCertificates).where(eq(learningCertificates.userId, racer.userId));
    expect(issued).toHaveLength(1);
    // A retake afterwards says nothing new: the path was completed before it.
    const last = modules.at(-1);
    const retake = await call(racer, "POST", `${moduleUrl(PREMIUM_PATH, last?.slug ?? "")}/quiz`, {
      hash: last?.hash,
      answers: last?.right,
    });
    expect(retake.body).toMatchObject({ completedNow: false, certificateCode: issued[0]?.code });
  });

  it("downloads his certificate as a PDF; another militar cannot", async () => {
    const [cert] = await t.db
      .select()
      .from(learningCertificates)
      .where(eq(learningCertificates.userId, premium.userId));
    if (!cert) throw new Error("no certificate");
    const res = await call(premium, "GET", `/api/military/learning/certificates/${cert.code}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`certificado-${PREMIUM_PATH}.pdf`);
    expect(String(res.body).startsWith("%PDF-")).toBe(true);
    expect((await call(free, "GET", `/api/military/learning/certificates/${cert.code}/pdf`)).status).toBe(404);
    expect((await call(premium, "GET", "/api/military/learning/certificates/ABC/pdf")).status).toBe(404);
    const listed = await call(premium, "GET", "/api/military/learning/certificates");
    expect(listed.body.certificates).toEqual([
      expect.objectContaining({ code: cert.code, pathSlug: PREMIUM_PATH, hours: cert.hours }),
    ]);
  });

  it("is verified publicly by its code with the name, path, hours and date only", async () => {
    const [cert] = await t.db
      .select()
      .from(learningCertificates)
      .where(eq(learningCertificates.userId, premium.userId));
    if (!cert) throw new Error("no certificate");
    const res = await call(null, "GET", `/api/certificates/${cert.code.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      fullName: "Sargento Almeida",
      pathTitle: cert.pathTitle,
      hours: cert.hours,
      issuedAt: cert.issuedAt.toISOString(),
    });
    const unknown = await call(null, "GET", "/api/certificates/ABCDEFGHJK");
    expect(unknown.status).toBe(404);
    expect((unknown.body.error as Body).message).toBe(learningMessages.certificateNotFound);
    expect((await call(null, "GET", "/api/certificates/nao-e-codigo")).status).toBe(404);
  });
});

describe("what companies see", () => {
  it("his certificates on the candidate sheet and, in the talent bank, on his profile; not another's", async () => {
    const [cert] = await t.db
      .select()
      .from(learningCertificates)
      .where(eq(learningCertificates.userId, premium.userId));
    if (!cert) throw new Error("no certificate");
    const hiring = await paidCompany(t, { plan: "pro", name: "Vigilância Forte" });
    const opening = await job(t, hiring.company.id, { title: "Vigilante" });
    const applied = await application(t, { userId: premium.userId, jobId: opening.id });
    const expected = [{ code: cert.code, pathTitle: cert.pathTitle, hours: cert.hours, issuedAt: expect.any(String) }];
    const sheet = await call(hiring.user, "GET", `/api/company/applications/${applied.id}`);
    expect((sheet.body.candidate as Body).certificates).toEqual(expected);

    await t.db.update(militaryProfiles).set({ talentBank: true }).where(eq(militaryProfiles.userId, premium.userId));
    const profile = await call(hiring.user, "GET", `/api/company/talent/${premium.userId}`);
    expect(profile.body.certificates).toEqual(expected);
    const other = await call(hiring.user, "GET", `/api/company/talent/${free.userId}`);
    expect(other.status).toBe(404);
  });
});

describe("privacy", () => {
  it("the export holds his paths, progress, quiz results and certificates; deleting the account deletes them", async () => {
    const leaving = await completedMilitar(t, { plan: "PREMIUM", fullName: "Tenente Souza" });
    const done = await finish(leaving, PREMIUM_PATH);
    const code = done.certificateCode as string;
    const exported = await call(leaving, "GET", "/api/account/export");
    expect(exported.body.learningPaths).toEqual([
      { path: PREMIUM_PATH, startedAt: expect.any(String), completedAt: expect.any(String) },
    ]);
    expect((exported.body.learningProgress as Body[]).length).toBe((await modulesOf(PREMIUM_PATH)).length);
    expect((exported.body.learningProgress as Body[])[0]).toMatchObject({ quizAttempts: 1, bestScore: 100 });
    expect(exported.body.certificates).toEqual([expect.objectContaining({ code, fullName: "Tenente Souza" })]);
    const [before] = await t.db.select().from(learningPaths).where(eq(learningPaths.slug, PREMIUM_PATH));

    expect((await call(leaving, "DELETE", "/api/account", { password: leaving.password })).status).toBe(200);
    expect(await t.db.select().from(learningCertificates).where(eq(learningCertificates.code, code))).toEqual([]);
    expect(await t.db.select().from(learningProgress).where(eq(learningProgress.userId, leaving.userId))).toEqual([]);
    // His code no longer verifies; the path counts one militar fewer.
    expect((await call(null, "GET", `/api/certificates/${code}`)).status).toBe(404);
    const [after] = await t.db.select().from(learningPaths).where(eq(learningPaths.slug, PREMIUM_PATH));
    expect(after?.enrolled).toBe((before?.enrolled ?? 0) - 1);
  });
});

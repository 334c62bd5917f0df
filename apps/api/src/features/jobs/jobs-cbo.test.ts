// A job's CBO família: the company's choice (checked against the CBO), or the one its title
// suggests; the job form's search and suggestion; the public API's field; and the jobs saved
// before the field, given one by the job runner.
import { jobMessages } from "@pm/shared/jobs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { companies } from "../../db/schema/companies";
import { jobBoardVersion, jobs } from "../../db/schema/jobs";
import { cboFamilyForTitle, requirementTermsOf } from "../skills/skills.public";
import { inferMissingFamilies, normaliseMissingRequirements } from "./jobs.cbo.queries";

let t: TestApp;
let owner: TestUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const paid = await paidCompany(t, { plan: "pro" });
  owner = paid.user;
  companyId = paid.company.id;
});
afterAll(() => t.close());

const JOB = {
  title: "Motorista de Caminhão",
  city: "Campinas, SP",
  regime: "CLT",
  description: "Entregas regionais com caminhão truck.",
  requirements: ["CNH categoria E"],
  benefits: [],
};
type Body = Record<string, unknown>;
const errorOf = (body: unknown) =>
  (body as { error: { message: string; issues?: { path: string; message: string }[] } }).error;

describe("a job's família", () => {
  it("is inferred from the title when the company leaves it blank, and follows a new title", async () => {
    const created = await owner.client.request("POST", "/api/company/jobs", { ...JOB, cboFamily: "" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ cboFamily: "7825", cboFamilySource: "inferida" });
    const id = (created.body as Body).id as string;
    const moved = await owner.client.request("PUT", `/api/company/jobs/${id}`, {
      ...JOB,
      title: "Operador de empilhadeira",
    });
    expect(moved.body).toMatchObject({ cboFamily: "7822", cboFamilySource: "inferida" });
    // A title the CBO says nothing of leaves the família empty, never a guess.
    const none = await owner.client.request("POST", "/api/company/jobs", { ...JOB, title: "Vaga XPTO 42" });
    expect(none.body).toMatchObject({ cboFamily: null, cboFamilySource: "inferida" });
  });

  it("is the company's when it chooses one, and a choice outside the CBO is refused in pt-BR", async () => {
    const chosen = await owner.client.request("POST", "/api/company/jobs", { ...JOB, cboFamily: "4141" });
    expect(chosen.body).toMatchObject({ cboFamily: "4141", cboFamilySource: "empresa" });
    const [row] = await t.db
      .select({ family: jobs.cboFamily })
      .from(jobs)
      .where(eq(jobs.id, (chosen.body as Body).id as string));
    expect(row?.family).toBe("4141");

    for (const [cboFamily, message] of [
      ["9999", jobMessages.cboFamilyUnknown],
      // The armed forces' group is no company's job.
      ["0311", jobMessages.cboFamilyUnknown],
      ["78", jobMessages.cboFamilyInvalid],
      [7825, jobMessages.cboFamilyInvalid],
    ] as const) {
      const refused = await owner.client.request("POST", "/api/company/jobs", { ...JOB, cboFamily });
      expect([cboFamily, refused.status, errorOf(refused.body).issues?.[0]]).toEqual([
        cboFamily,
        422,
        { path: "cboFamily", message },
      ]);
    }
  });

  it("is searched by title or code and suggested from the title on the job form", async () => {
    const res = await owner.client.request(
      "GET",
      "/api/company/jobs/cbo-families?q=motoristas%20cargas&title=Motorista%20de%20carreta",
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      families: [{ code: "7825", title: "Motoristas de veículos de cargas em geral" }],
      suggestion: { code: "7825", title: "Motoristas de veículos de cargas em geral" },
    });
    const byCode = await owner.client.request("GET", "/api/company/jobs/cbo-families?q=414");
    expect((byCode.body as { families: { code: string }[] }).families.map((f) => f.code)).toEqual(["4141", "4142"]);
    const tooLong = await owner.client.request("GET", `/api/company/jobs/cbo-families?q=${"x".repeat(81)}`);
    expect(tooLong.status).toBe(422);
    expect((await t.client().request("GET", "/api/company/jobs/cbo-families?q=motorista")).status).toBe(401);
  });

  it("is given to the jobs saved before the field, once each, by the job runner", async () => {
    const older = await job(t, companyId, { title: "Almoxarife" });
    const odd = await job(t, companyId, { title: "Vaga XPTO 43" });
    expect(older.cboFamilySource).toBeNull();
    let done = 0;
    for (let round = 0; round < 10; round++) {
      const n = await inferMissingFamilies(t.db, (title) => cboFamilyForTitle(title)?.code ?? null);
      done += n;
      if (n === 0) break;
    }
    expect(done).toBeGreaterThanOrEqual(2);
    const rows = await t.db.select().from(jobs).where(eq(jobs.companyId, companyId));
    const of = (id: string) => rows.find((r) => r.id === id);
    expect([of(older.id)?.cboFamily, of(older.id)?.cboFamilySource]).toEqual(["4141", "inferida"]);
    expect([of(odd.id)?.cboFamily, of(odd.id)?.cboFamilySource]).toEqual([null, "inferida"]);
    expect(await inferMissingFamilies(t.db, () => "9999")).toBe(0);
  });

  it("a batch of the backfill is one change: the board's version moves once, and each job gets its own terms", async () => {
    const lines = [["Experiência em logística", "CNH categoria D"], ["Pacote Office"], []];
    const saved = await Promise.all(lines.map((requirements) => job(t, companyId, { requirements })));
    const versionNow = async () => (await t.db.select().from(jobBoardVersion))[0]?.version ?? 0;
    const before = await versionNow();
    const n = await normaliseMissingRequirements(t.db, requirementTermsOf);
    expect(n).toBeGreaterThanOrEqual(3);
    expect(await versionNow()).toBe(before + 1);
    const rows = await t.db.select().from(jobs).where(eq(jobs.companyId, companyId));
    saved.forEach((s, i) => {
      expect(rows.find((r) => r.id === s.id)?.requirementTerms).toEqual(requirementTermsOf(lines[i] ?? []));
    });
    expect(requirementTermsOf(lines[0] ?? []).length).toBeGreaterThan(0);
    expect(await normaliseMissingRequirements(t.db, () => ["nada"])).toBe(0);
  });

  it("is in the public API's jobs, and taken from its clients as from the form", async () => {
    await t.db.update(companies).set({ plan: "enterprise", jobLimit: null }).where(eq(companies.id, companyId));
    const key = await owner.client.request("POST", "/api/company/integrations/keys", {
      name: "ERP",
      permissions: { jobs: "escrita" },
    });
    const secret = String((key.body as Body).key);
    const v1 = (method: string, path: string, body?: unknown) =>
      t.app.request(`http://localhost:3000/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const created = await v1("POST", "/jobs", { ...JOB, title: "Almoxarife", cboFamily: null });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ cboFamily: "4141", cboFamilySource: "inferida" });
    const refused = await v1("POST", "/jobs", { ...JOB, cboFamily: "9999" });
    expect(refused.status).toBe(422);
    expect(errorOf(await refused.json()).message).toBe(jobMessages.cboFamilyUnknown);
  });
});

// /api/v1 through HTTP, as an integrating system calls it: bearer keys (missing, revoked, of a
// company that is no longer Enterprise), permissions, another company's objects, the contract's
// cap, cursor paging, Idempotency-Key, the rate limit, and the generated OpenAPI document.
import { compileErrors, validate } from "@readme/openapi-parser";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/harness";
import { pdfText } from "../../test/pdf";
import { companies } from "../db/schema/companies";
import { apiRateBuckets } from "../db/schema/integrations";
import { applicationEvents, jobs, notifications } from "../db/schema/jobs";
import { V1_ROUTES } from "./api-v1.routes";

let t: TestApp;
let owner: { user: TestUser; id: string };
let rival: { user: TestUser; id: string; jobId: string };
let full: string;
let readOnly: string;
let rivalKey: string;
let applicant: TestUser;
let bystander: TestUser;
let jobId: string;
let applicationId: string;

type Body = Record<string, unknown>;
async function v1(
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.request(`http://localhost:3000/api/v1${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Body };
}
const errorOf = (body: Body) => body.error as { code: string; message: string };

async function enterprise(name: string, jobLimit: number | null) {
  const paid = await paidCompany(t, { plan: "plus", name });
  await t.db.update(companies).set({ plan: "enterprise", jobLimit }).where(eq(companies.id, paid.company.id));
  return { user: paid.user, id: paid.company.id };
}

async function keyOf(user: TestUser, permissions: Record<string, string>) {
  const res = await user.client.request("POST", "/api/company/integrations/keys", { name: "Teste", permissions });
  if (res.status !== 201) throw new Error(`key not created: ${res.status} ${JSON.stringify(res.body)}`);
  return String((res.body as Body).key);
}

const newJob = {
  title: "Analista de Segurança Patrimonial",
  city: "Rio de Janeiro",
  regime: "CLT",
  modality: "Híbrido",
  description: "Planejar e auditar rotinas de segurança.",
  requirements: ["Curso de vigilante"],
  benefits: ["Vale-transporte"],
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await enterprise("Vigilância Integrada", 3);
  const r = await enterprise("Concorrente Integrado", null);
  rival = { ...r, jobId: (await job(t, r.id, { title: "Vaga da concorrente" })).id };
  full = await keyOf(owner.user, { jobs: "escrita", applications: "escrita", candidates: "leitura" });
  readOnly = await keyOf(owner.user, { jobs: "leitura" });
  rivalKey = await keyOf(rival.user, { jobs: "escrita", applications: "escrita", candidates: "leitura" });
  applicant = await completedMilitar(t, { fullName: "Sargento Integração" });
  bystander = await completedMilitar(t, { fullName: "Cabo Sem Candidatura" });
  const first = await job(t, owner.id, { title: "Supervisor de Frota" });
  jobId = first.id;
  applicationId = (await application(t, { jobId, userId: applicant.userId })).id;
});
afterAll(async () => {
  await t?.deps.realtime.stop();
  await t?.close();
});
// Each test starts with full buckets; the rate-limit test drains one on purpose.
beforeEach(async () => {
  await t.db.delete(apiRateBuckets);
});

describe("keys", () => {
  it("answers 401 without a key, with a malformed or unknown one, and with a revoked one", async () => {
    const none = await v1(null, "GET", "/jobs");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect((await v1("nada", "GET", "/jobs")).status).toBe(401);
    expect((await v1(`pm_live_${"x".repeat(43)}`, "GET", "/jobs")).status).toBe(401);
    const doomed = await keyOf(owner.user, { jobs: "leitura" });
    expect((await v1(doomed, "GET", "/jobs")).status).toBe(200);
    const keys = await owner.user.client.request("GET", "/api/company/integrations/keys");
    const id = ((keys.body as Body).keys as { id: string; displayPrefix: string }[]).find((k) =>
      doomed.startsWith(k.displayPrefix),
    )?.id;
    await owner.user.client.request("DELETE", `/api/company/integrations/keys/${id}`);
    const revoked = await v1(doomed, "GET", "/jobs");
    expect(revoked.status).toBe(401);
    expect(errorOf(revoked.body).message).toBe("Chave de API inválida ou revogada.");
  });

  it("stops a key whose company is no longer Enterprise, or is suspended", async () => {
    const gone = await enterprise("Ex-Enterprise", null);
    const key = await keyOf(gone.user, { jobs: "leitura" });
    await t.db.update(companies).set({ plan: "pro" }).where(eq(companies.id, gone.id));
    expect((await v1(key, "GET", "/jobs")).status).toBe(403);
    await t.db.update(companies).set({ plan: "enterprise", suspendedAt: new Date() }).where(eq(companies.id, gone.id));
    expect((await v1(key, "GET", "/jobs")).status).toBe(403);
    // A contract ended (payment no longer completed) stops the key too.
    await t.db.update(companies).set({ suspendedAt: null, paymentStatus: "canceled" }).where(eq(companies.id, gone.id));
    expect((await v1(key, "GET", "/jobs")).status).toBe(403);
    // A refused call spends nothing of the key's bucket; the first one let through fills it, less one.
    expect(await t.db.select().from(apiRateBuckets)).toEqual([]);
    await t.db.update(companies).set({ paymentStatus: "completed" }).where(eq(companies.id, gone.id));
    const allowed = await v1(key, "GET", "/jobs");
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("x-ratelimit-remaining")).toBe("19");
    expect(await t.db.select({ tokens: apiRateBuckets.tokens }).from(apiRateBuckets)).toEqual([{ tokens: 19 }]);
  });

  it("reads only a well-formed Bearer header", async () => {
    const key = await keyOf(owner.user, { jobs: "leitura" });
    const raw = (authorization: string) => v1(null, "GET", "/jobs", undefined, { authorization });
    expect((await raw(`Bearer   ${key}`)).status).toBe(200);
    expect((await raw(`bearer ${key}`)).status).toBe(200);
    for (const header of [
      `Basic ${key}`,
      `Token Bearer ${key}`,
      `Bearer ${key} outra-coisa`,
      `Bearer ${key}${"x".repeat(60)}`,
    ]) {
      const res = await raw(header);
      expect(res.status, header).toBe(401);
    }
  });

  it("enforces each route's permission with 403, and records the key's last use", async () => {
    const post = await v1(readOnly, "POST", "/jobs", newJob);
    expect(post.status).toBe(403);
    expect(errorOf(post.body).message).toBe("Esta chave não tem permissão de escrita em vagas.");
    expect((await v1(readOnly, "GET", `/jobs/${jobId}/applications`)).status).toBe(403);
    expect((await v1(readOnly, "GET", `/candidates/${applicant.userId}`)).status).toBe(403);
    expect((await v1(readOnly, "GET", `/jobs/${jobId}`)).status).toBe(200);
    const keys = await owner.user.client.request("GET", "/api/company/integrations/keys");
    const used = ((keys.body as Body).keys as { displayPrefix: string; lastUsedAt: string | null }[]).find((k) =>
      readOnly.startsWith(k.displayPrefix),
    );
    expect(used?.lastUsedAt).not.toBeNull();
  });
});

describe("jobs", () => {
  it("publishes within the contract's cap, reads, updates, pauses and activates; another company's job is 404", async () => {
    const created = await v1(full, "POST", "/jobs", newJob);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: newJob.title, active: true, applicationsCount: 0 });
    const id = String(created.body.id);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.companyId).toBe(owner.id);

    const bad = await v1(full, "POST", "/jobs", { ...newJob, title: "" });
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).code).toBe("VALIDATION_FAILED");

    expect((await v1(full, "POST", "/jobs", { ...newJob, title: "Terceira vaga" })).status).toBe(201);
    const over = await v1(full, "POST", "/jobs", { ...newJob, title: "Quarta vaga" });
    expect(over.status).toBe(409);
    expect(errorOf(over.body).message).toMatch(/limite/i);

    const updated = await v1(full, "PUT", `/jobs/${id}`, { ...newJob, salary: "R$ 5.000,00" });
    expect(updated.body).toMatchObject({ id, salary: "R$ 5.000,00" });
    expect((await v1(full, "POST", `/jobs/${id}/pause`)).body).toMatchObject({ active: false });
    expect((await v1(full, "POST", `/jobs/${id}/activate`)).body).toMatchObject({ active: true });

    for (const [method, path] of [
      ["GET", `/jobs/${rival.jobId}`],
      ["PUT", `/jobs/${rival.jobId}`],
      ["POST", `/jobs/${rival.jobId}/pause`],
      ["GET", `/jobs/${rival.jobId}/applications`],
      ["GET", "/jobs/nao-e-um-id"],
    ] as const) {
      const res = await v1(full, method, path, method === "PUT" ? newJob : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [rivalJob] = await t.db.select().from(jobs).where(eq(jobs.id, rival.jobId));
    expect(rivalJob?.active).toBe(true);
  });

  it("reads and writes the openings, PcD and the monthly salary range; a field left out is its default", async () => {
    const company = await enterprise("Campos Integrados", null);
    const key = await keyOf(company.user, { jobs: "escrita" });
    const body = { ...newJob, openings: 5, pcd: "exclusiva", salaryMin: 3500, salaryMax: 4200 };
    const created = await v1(key, "POST", "/jobs", body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ openings: 5, pcd: "exclusiva", salaryMin: 3500, salaryMax: 4200 });
    const id = String(created.body.id);
    expect((await v1(key, "GET", `/jobs/${id}`)).body).toMatchObject({ openings: 5, pcd: "exclusiva" });
    expect(((await v1(key, "GET", "/jobs")).body.data as Body[])[0]).toMatchObject({ id, salaryMin: 3500 });

    const replaced = await v1(key, "PUT", `/jobs/${id}`, { ...newJob, salaryMin: 6000 });
    expect(replaced.body).toMatchObject({ openings: 1, pcd: null, salaryMin: 6000, salaryMax: null });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ openings: 1, pcd: null, salaryMin: 6000, salaryMax: null });

    for (const bad of [
      { salaryMin: 4200, salaryMax: 3500 },
      { salaryMax: 3500 },
      { openings: 0 },
      { openings: 1.5 },
      { pcd: "talvez" },
    ]) {
      const res = await v1(key, "PUT", `/jobs/${id}`, { ...newJob, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    const [kept] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(kept).toMatchObject({ openings: 1, salaryMin: 6000 });
    // Another company's key cannot write them either.
    expect((await v1(rivalKey, "PUT", `/jobs/${id}`, body)).status).toBe(404);
  });

  it("pages with a cursor, refuses a tampered cursor and an unknown parameter", async () => {
    const first = await v1(full, "GET", "/jobs?limit=1");
    expect((first.body.data as unknown[]).length).toBe(1);
    const seen = [(first.body.data as { id: string }[])[0]?.id];
    let cursor = first.body.nextCursor as string | null;
    while (cursor) {
      const next = await v1(full, "GET", `/jobs?limit=1&cursor=${encodeURIComponent(cursor)}`);
      seen.push((next.body.data as { id: string }[])[0]?.id);
      cursor = next.body.nextCursor as string | null;
    }
    const all = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, owner.id));
    expect(new Set(seen)).toEqual(new Set(all.map((j) => j.id)));
    expect(seen).toHaveLength(all.length);
    expect((await v1(full, "GET", "/jobs?cursor=abc")).status).toBe(422);
    expect((await v1(full, "GET", "/jobs?pagina=2")).status).toBe(422);
    expect((await v1(full, "GET", "/jobs?limit=101")).status).toBe(422);
  });
});

describe("applications and candidates", () => {
  it("lists a job's applications by status, reads one, changes its status as the key's creator", async () => {
    const list = await v1(full, "GET", `/jobs/${jobId}/applications?status=pendente`);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: applicationId, jobId, candidateId: applicant.userId, status: "pendente" }),
    ]);
    expect((await v1(full, "GET", `/jobs/${jobId}/applications?status=aprovado`)).body.data).toEqual([]);
    expect((await v1(full, "GET", `/applications/${applicationId}`)).body).toMatchObject({ status: "pendente" });

    const changed = await v1(full, "POST", `/applications/${applicationId}/status`, { status: "em_analise" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: applicationId, status: "em_analise" });
    const [event] = await t.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.toStatus, "em_analise")));
    expect(event?.actorId).toBe(owner.user.userId);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, applicant.userId));
    expect(told.map((n) => n.kind)).toContain("application_status");

    expect((await v1(rivalKey, "GET", `/applications/${applicationId}`)).status).toBe(404);
    expect((await v1(rivalKey, "POST", `/applications/${applicationId}/status`, { status: "rejeitado" })).status).toBe(
      404,
    );
    expect((await v1(full, "POST", `/applications/${applicationId}/status`, { status: "contratado" })).status).toBe(
      422,
    );
  });

  it("publishes screening questions and reads each application's answers, with the question as asked", async () => {
    const created = await v1(rivalKey, "POST", "/jobs", {
      ...newJob,
      title: "Vigilante Noturno",
      screeningQuestions: [
        { type: "sim_nao", text: "Você tem curso de vigilante válido?", eliminatory: true, accepted: true },
      ],
    });
    expect(created.status).toBe(201);
    const questions = created.body.screeningQuestions as { id: string; eliminatory: boolean; accepted: boolean }[];
    expect(questions).toMatchObject([{ type: "sim_nao", eliminatory: true, accepted: true }]);
    const vigilante = await completedMilitar(t, { fullName: "Soldado Triagem" });
    const applied = await vigilante.client.post(`/api/military/jobs/${created.body.id}/apply`, {
      answers: [{ questionId: questions[0]?.id, value: false }],
    });
    expect(applied.status).toBe(201);
    const list = await v1(rivalKey, "GET", `/jobs/${created.body.id}/applications`);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        meetsRequirements: false,
        screeningAnswers: [
          {
            question: expect.objectContaining({ text: "Você tem curso de vigilante válido?" }),
            value: false,
            meets: false,
          },
        ],
      }),
    ]);
    const refused = await v1(rivalKey, "POST", "/jobs", {
      ...newJob,
      screeningQuestions: [{ type: "multipla_escolha", text: "Turno?", options: ["Noite"] }],
    });
    expect(refused.status).toBe(422);
  });

  it("gives the CV sent with an application, as it was sent, to that company's key only", async () => {
    const sargento = await completedMilitar(t, {
      fullName: "Sargento Currículo",
      profile: { specialties: ["motorista de viatura"], incorporationYear: 2015, yearsOfService: 9 },
    });
    const applied = await sargento.client.request("POST", `/api/military/jobs/${jobId}/apply`);
    const id = (applied.body as { id: string }).id;
    const one = await v1(full, "GET", `/applications/${id}`);
    expect(one.body).toMatchObject({ resume: { source: "generated", fileName: null } });
    // One made before CVs went with applications has none.
    expect((await v1(full, "GET", `/applications/${applicationId}`)).body).toMatchObject({ resume: null });

    const pdf = (key: string, applicationRef: string) =>
      t.app.request(`http://localhost:3000/api/v1/applications/${applicationRef}/resume`, {
        headers: { authorization: `Bearer ${key}` },
      });
    const res = await pdf(full, id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("Curriculo-Sargento-Curriculo.pdf");
    expect((await pdfText(new Uint8Array(await res.arrayBuffer()))).text).toContain("Exército Brasileiro");
    expect((await pdf(rivalKey, id)).status).toBe(404);
    expect((await pdf(readOnly, id)).status).toBe(403);
    const none = await pdf(full, applicationId);
    expect(none.status).toBe(404);
    expect(((await none.json()) as Body).error).toMatchObject({ message: "Currículo não encontrado" });
  });

  it("reads the profile of an applicant only", async () => {
    const res = await v1(full, "GET", `/candidates/${applicant.userId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: applicant.userId, name: "Sargento Integração" });
    expect(res.body).not.toHaveProperty("plan");
    expect((await v1(full, "GET", `/candidates/${bystander.userId}`)).status).toBe(404);
    expect((await v1(rivalKey, "GET", `/candidates/${applicant.userId}`)).status).toBe(404);
  });
});

describe("Idempotency-Key", () => {
  it("answers a retried POST with the first answer and changes nothing again", async () => {
    const company = await enterprise("Idempotente Ltda", null);
    const key = await keyOf(company.user, { jobs: "escrita" });
    const body = { ...newJob, title: "Vaga idempotente" };
    const first = await v1(key, "POST", "/jobs", body, { "idempotency-key": "pedido-123" });
    const again = await v1(key, "POST", "/jobs", body, { "idempotency-key": "pedido-123" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await t.db.select().from(jobs).where(eq(jobs.companyId, company.id))).toHaveLength(1);

    const other = await v1(key, "POST", "/jobs", { ...body, title: "Outra" }, { "idempotency-key": "pedido-123" });
    expect(other.status).toBe(422);
    const fresh = await v1(key, "POST", "/jobs", body, { "idempotency-key": "pedido-124" });
    expect(fresh.body.id).not.toBe(first.body.id);
    // A refused request is not kept: corrected, it goes through with the same key.
    const refused = await v1(key, "POST", "/jobs", { ...body, title: "" }, { "idempotency-key": "pedido-125" });
    expect(refused.status).toBe(422);
    expect((await v1(key, "POST", "/jobs", body, { "idempotency-key": "pedido-125" })).status).toBe(201);
    // A key of spaces or beyond 255 visible characters is refused before anything is written.
    const before = (await t.db.select().from(jobs).where(eq(jobs.companyId, company.id))).length;
    for (const bad of ["pedido 126", "x".repeat(256)]) {
      expect((await v1(key, "POST", "/jobs", body, { "idempotency-key": bad })).status, bad.slice(0, 12)).toBe(422);
    }
    expect(await t.db.select().from(jobs).where(eq(jobs.companyId, company.id))).toHaveLength(before);
  });
});

describe("rate limit", () => {
  it("takes a burst of 20, then answers 429 with Retry-After, with the headers on every answer", async () => {
    // Asked faster than 10 a second, the bucket empties: a few tokens come back while the loop runs.
    const answers = [];
    for (let i = 0; i < 100 && answers.at(-1)?.status !== 429; i++)
      answers.push(await v1(readOnly, "GET", `/jobs/${jobId}`));
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(limited).toHaveLength(1);
    expect(answers[0]?.headers.get("x-ratelimit-limit")).toBe("20");
    expect(answers[0]?.headers.get("x-ratelimit-remaining")).toBe("19");
    // 19 tokens left: the bucket is full again a tenth of a second later.
    const reset = Number(answers[0]?.headers.get("x-ratelimit-reset"));
    expect(reset).toBeGreaterThan(Date.now() / 1000 - 1);
    expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + 0.1) + 1);
    const refused = limited[0];
    expect(refused?.headers.get("retry-after")).toBe("1");
    expect(refused?.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(errorOf(refused?.body ?? {}).code).toBe("RATE_LIMITED");
    // Another key has its own bucket.
    expect((await v1(full, "GET", `/jobs/${jobId}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await v1(readOnly, "GET", `/jobs/${jobId}`)).status).toBe(200);
  });
});

describe("OpenAPI", () => {
  it("is a valid OpenAPI 3.1 document with every route and its permission", async () => {
    const res = await t.client().request("GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, { "x-permission": string }>> };
    expect(doc.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op["x-permission"]}`),
    );
    expect(listed.sort()).toEqual(
      V1_ROUTES.map(
        (r) => `${r.method.toUpperCase()} ${r.path.replace(/:(\w+)/g, "{$1}")} ${r.permission.join(":")}`,
      ).sort(),
    );
    const createJob = doc.paths["/jobs"]?.post as unknown as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(createJob.requestBody.content["application/json"]?.schema.required).toEqual(
      expect.arrayContaining(["title", "city", "regime", "description"]),
    );
    // The fields a candidate compares are documented both ways, with what they mean.
    type Props = { properties: Record<string, { description?: string }> };
    const input = createJob.requestBody.content["application/json"]?.schema as unknown as Props;
    const getJob = doc.paths["/jobs/{id}"]?.get as unknown as {
      responses: Record<string, { content: Record<string, { schema: Props }> }>;
    };
    const output = getJob.responses["200"]?.content["application/json"]?.schema as Props;
    for (const field of ["openings", "pcd", "salaryMin", "salaryMax"]) {
      expect(input.properties[field]?.description, `input ${field}`).toBeTruthy();
      expect(output.properties[field]?.description, `output ${field}`).toBeTruthy();
    }
    expect(input.properties.pcd?.description).toContain("Lei 8.213/91");
  });

  it("documents every route on /api/v1/docs, readable without scripts", async () => {
    const res = await t.app.request("http://localhost:3000/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).not.toContain("<script");
    for (const route of V1_ROUTES) expect(html).toContain(`/api/v1${route.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(html).toContain("Retry-After");
  });

  it("leads back to the product and fits a 360 px screen, under a policy that runs no script", async () => {
    const res = await t.app.request("http://localhost:3000/api/v1/docs");
    const html = await res.text();
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");

    expect(html).toMatch(
      /<header class="top">[\s\S]*<a class="back" href="\/empresa\/integracoes">[\s\S]*Voltar para a Próxima Missão<\/a>[\s\S]*<\/header>\s*<main>/,
    );
    const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    // Long words and addresses break instead of widening the page.
    expect(css).toMatch(/body\{[^}]*overflow-wrap:anywhere/);
    // Code keeps its lines and scrolls inside its block.
    expect(css).toMatch(/pre\{[^}]*max-width:100%;overflow-x:auto/);
    expect(css).toMatch(/pre code\{[^}]*white-space:pre/);
    // Tables scroll inside their wrapper, which the keyboard can reach and screen readers name.
    expect(css).toMatch(/\.table-scroll\{[^}]*max-width:100%;overflow-x:auto/);
    expect(css).not.toMatch(/table\{[^}]*display:block/);
    // The list of routes takes two columns only where they fit.
    expect(css).toMatch(/@media \(min-width:40rem\)\{nav ul\{columns:2\}\}/);
    expect(css).not.toMatch(/(^|\})nav ul\{[^}]*columns/);

    const tables = html.match(/<table>/g) ?? [];
    const wrapped =
      html.match(/<div class="table-scroll" role="region" aria-label="[^"]+" tabindex="0"><table>/g) ?? [];
    expect(tables.length).toBeGreaterThan(1);
    expect(wrapped).toHaveLength(tables.length);
    expect(html).toContain('aria-label="Parâmetros de GET /api/v1/jobs/{id}"');
    expect(html).not.toMatch(/<pre>/);
    expect((html.match(/<pre tabindex="0"><code>/g) ?? []).length).toBeGreaterThan(2);
  });

  it("answers an unknown /api/v1 route with the one error shape", async () => {
    const res = await v1(full, "GET", "/vagas");
    expect(res.status).toBe(404);
    expect(errorOf(res.body).code).toBe("NOT_FOUND");
  });
});

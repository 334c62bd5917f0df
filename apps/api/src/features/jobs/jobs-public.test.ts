// Public job pages' data: a visitor reads an open job of a paid company by its address, a closed or
// deleted one answers 410 with similar open jobs, anything else 404; the public list shows only
// open jobs of paid companies; the sitemap lists them and follows their changes.
import { publicJobPath } from "@pm/shared/job-links";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, job, paidCompany } from "../../../test/factories";
import { BASE_URL, read, readError, type TestApp } from "../../../test/harness";
import { createRealtimeTestApp } from "../../../test/realtime-helpers";
import { jobs } from "../../db/schema/jobs";

let t: TestApp;
let companyId: string;
let companyUser: Awaited<ReturnType<typeof paidCompany>>["user"];
let unpaidCompanyId: string;

beforeAll(async () => {
  t = await createRealtimeTestApp({});
  const paid = await paidCompany(t, { plan: "pro", name: "Logística Forte", state: "SP", city: "Campinas" });
  companyId = paid.company.id;
  companyUser = paid.user;
  const unpaid = await t.createUser({ role: "empresa", plan: "pro", companyName: "Sem Pagamento" });
  unpaidCompanyId = (await companyOf(t, unpaid.userId)).id;
});
afterAll(async () => {
  await t?.deps.realtime.stop();
  await t?.close();
});

const visitor = () => t.client();
const lookup = (path: string) => visitor().get(`/api/public/jobs/${path.replace("/vagas/", "")}`);

describe("GET /api/public/jobs/:ref", () => {
  it("answers an open job of a paid company with what its page shows, whatever the words of its address", async () => {
    const j = await job(t, companyId, {
      title: "Coordenador de Logística",
      city: "Campinas",
      regime: "CLT",
      modality: "Presencial",
      salary: "R$ 6.500,00",
      salaryMin: 6500,
      salaryMax: 7200,
      openings: 2,
      pcd: "exclusiva",
      area: "logistica",
      description: "Coordenar a operação do centro de distribuição.",
      requirements: ["Gestão de equipes"],
      benefits: ["Vale-refeição"],
    });
    const path = publicJobPath(j);
    expect(path).toMatch(/^\/vagas\/coordenador-de-logistica-[A-Za-z0-9_-]{22}$/);
    const res = await lookup(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "active",
      job: {
        id: j.id,
        path,
        title: "Coordenador de Logística",
        city: "Campinas",
        regime: "CLT",
        modality: "Presencial",
        salary: "R$ 6.500,00",
        salaryMin: 6500,
        salaryMax: 7200,
        openings: 2,
        pcd: "exclusiva",
        area: "logistica",
        createdAt: j.createdAt.toISOString(),
        expiresAt: j.expiresAt.toISOString(),
        closesOn: null,
        description: "Coordenar a operação do centro de distribuição.",
        requirements: ["Gestão de equipes"],
        benefits: ["Vale-refeição"],
        company: expect.objectContaining({ name: "Logística Forte", state: "SP", logoUrl: null }),
      },
    });
    // A retitled job keeps its old links: only the short id counts.
    const short = path.slice(-22);
    expect((await lookup(`titulo-antigo-${short}`)).status).toBe(200);
    expect((await lookup(short)).status).toBe(200);
  });

  it("answers 410 with similar open jobs for a paused job and a deleted one", async () => {
    const open = await job(t, companyId, { title: "Vigilante Patrimonial", city: "Sorocaba" });
    const paused = await job(t, companyId, { title: "Vigilante Noturno", active: false });
    const deleted = await job(t, companyId, { title: "Vigilante de Eventos" });
    expect((await companyUser.client.delete(`/api/company/jobs/${deleted.id}`)).status).toBe(204);

    for (const gone of [paused, deleted]) {
      const res = await readError(lookup(publicJobPath(gone)));
      expect(res.status).toBe(410);
      const body = res.body as unknown as { status: string; title: string; similar: { id: string }[] };
      expect(body.status).toBe("gone");
      expect(body.title).toBe(gone.title);
      expect(body.similar.map((s) => s.id)).toContain(open.id);
      expect(body.similar.map((s) => s.id)).not.toContain(gone.id);
    }
  });

  it("answers 404 for an unpaid company's job, an unknown id and an address that names no job", async () => {
    const hidden = await job(t, unpaidCompanyId, { title: "Vaga de Empresa Sem Pagamento" });
    for (const ref of [
      publicJobPath(hidden).replace("/vagas/", ""),
      "vaga-AAAAAAAAAAAAAAAAAAAAAA",
      "coordenador",
      "vaga_AAAAAAAAAAAAAAAAAAAAAA",
      "x".repeat(300),
    ]) {
      const res = await readError(visitor().get(`/api/public/jobs/${ref}`));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Vaga não encontrada");
    }
  });
});

describe("GET /api/public/jobs", () => {
  it("lists open jobs of paid companies only, filtered like the board, with their addresses", async () => {
    const stamp = `Operador ${Date.now().toString(36)}`;
    const listedJob = await job(t, companyId, { title: `${stamp} de Empilhadeira`, regime: "CLT" });
    await job(t, companyId, { title: `${stamp} Pausado`, active: false });
    await job(t, unpaidCompanyId, { title: `${stamp} Sem Pagamento` });
    await job(t, companyId, { title: `${stamp} PJ`, regime: "PJ" });

    const res = await read(visitor().api.public.jobs.$get({ query: { q: stamp, regime: "CLT" } }));
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((j) => j.title)).toEqual([`${stamp} de Empilhadeira`]);
    expect(res.body.jobs[0]).toMatchObject({ id: listedJob.id, path: publicJobPath(listedJob) });
    expect(res.body.jobs[0]).not.toHaveProperty("application");
    expect(res.body.jobs[0]).not.toHaveProperty("bookmarked");
  });

  it("refuses unknown parameters and bad filters with 422 in pt-BR", async () => {
    expect((await visitor().get("/api/public/jobs?saved=true")).status).toBe(422);
    const bad = await readError(visitor().get("/api/public/jobs?regime=Escravo"));
    expect(bad.status).toBe(422);
    expect(bad.body.error.issues?.[0]?.message).toBe("Selecione um regime válido");
  });
});

describe("the sitemap", () => {
  /** The sitemap is served beside the built web app only; these tests read it through the routes. */
  let web: TestApp;
  beforeAll(async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "pm-sitemap-"));
    fs.mkdirSync(path.join(base, "dist"));
    fs.writeFileSync(path.join(base, "dist", "spa.html"), "<!doctype html><div id=root></div>");
    web = await createRealtimeTestApp({}, { env: { WEB_DIST: path.join(base, "dist") }, database: t.database });
  });
  afterAll(async () => {
    await web?.deps.realtime.stop();
  });

  const text = async (url: string) => {
    const res = await web.client().get(url);
    return { status: res.status, body: String(res.body), type: res.headers.get("content-type") };
  };

  it("indexes the public pages' sitemap and the open jobs', and follows the jobs as they change", async () => {
    const index = await text("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.type).toBe("application/xml; charset=utf-8");
    expect(index.body).toContain(`<loc>${BASE_URL}/sitemap-paginas.xml</loc>`);
    expect(index.body).toContain(`<loc>${BASE_URL}/sitemap-vagas-1.xml</loc>`);
    expect(index.body).not.toContain("sitemap-vagas-2.xml");

    const open = await job(t, companyId, { title: "Mecânico de Frota" });
    const hidden = await job(t, unpaidCompanyId, { title: "Mecânico Sem Pagamento" });
    let jobsMap = await text("/sitemap-vagas-1.xml");
    expect(jobsMap.body).toContain(`<loc>${BASE_URL}${publicJobPath(open)}</loc>`);
    expect(jobsMap.body).not.toContain(publicJobPath(hidden));

    // Paused: the kept sitemap is dropped when the database announces the change.
    await t.db.update(jobs).set({ active: false }).where(eq(jobs.id, open.id));
    await expect
      .poll(async () => (await text("/sitemap-vagas-1.xml")).body, { timeout: 5000 })
      .not.toContain(publicJobPath(open));
    jobsMap = await text("/sitemap-vagas-1.xml");
    expect(jobsMap.body).not.toContain(publicJobPath(open));

    expect((await web.client().get("/sitemap-vagas-2.xml")).status).toBe(404);
  });
});

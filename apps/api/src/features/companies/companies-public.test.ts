// A company's public page's data: a visitor reads a paid, unsuspended company by its address, with
// its open jobs and live offers only; any other address answers 404, the same for a company that
// does not exist, never paid, lapsed or was suspended. Each company gets its own address from its
// name at sign-up, and keeps it when renamed.

import { randomUUID } from "node:crypto";
import { publicJobPath } from "@pm/shared/job-links";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, job, offer, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import { companies } from "../../db/schema/companies";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const visitor = () => t.client();
const page = (slug: string) => visitor().get(`/api/public/companies/${slug}`);
/** A name no other test of this file gives, and the address it makes. */
const uniqueName = (name: string) => {
  const stamp = randomUUID().slice(0, 8);
  return { name: `${name} ${stamp}`, stamp };
};

describe("GET /api/public/companies/:slug", () => {
  it("answers a paid company with what it says about itself, its open jobs and its live offers only", async () => {
    const { name, stamp } = uniqueName("Logística Águia");
    const { company } = await paidCompany(t, { plan: "pro", name, city: "Resende", state: "RJ" });
    await t.db
      .update(companies)
      .set({
        sector: "Transporte e logística",
        employeesCount: "51-200",
        description: "Transporte de cargas no Vale do Paraíba.",
        website: "https://aguia.com.br",
      })
      .where(eq(companies.id, company.id));
    const older = await job(t, company.id, { title: "Motorista", createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await job(t, company.id, { title: "Coordenador de Frota", city: "Resende" });
    await job(t, company.id, { title: "Vaga pausada", active: false });
    await job(t, company.id, { title: "Vaga expirada", expiresAt: new Date(Date.now() - 60_000) });
    const live = await offer(t, company.id, { title: "15% em fretes", discountPercent: 15, cashbackPercent: 0 });
    await offer(t, company.id, { title: "Oferta pausada", paused: true });
    await offer(t, company.id, { title: "Oferta encerrada", startsOn: "2020-01-01", endsOn: "2020-12-31" });
    await offer(t, company.id, { title: "Oferta retirada", unpublishedAt: new Date() });

    const slug = `logistica-aguia-${stamp}`;
    expect(company.slug).toBe(slug);
    const res = await page(slug);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slug,
      path: `/empresas/${slug}`,
      name,
      logoUrl: null,
      sector: "Transporte e logística",
      employeesCount: "51-200",
      city: "Resende",
      state: "RJ",
      description: "Transporte de cargas no Vale do Paraíba.",
      website: "https://aguia.com.br",
      jobs: [
        expect.objectContaining({ id: newer.id, title: "Coordenador de Frota", path: publicJobPath(newer) }),
        expect.objectContaining({ id: older.id, title: "Motorista", path: publicJobPath(older) }),
      ],
      moreJobs: false,
      offers: [
        {
          id: live.id,
          title: "15% em fretes",
          category: "Saúde e Bem-estar",
          discountPercent: 15,
          cashbackPercent: 0,
          online: false,
          endsOn: "2099-12-31",
        },
      ],
    });
    const [first] = (res.body as { jobs: { company: unknown; createdAt: string }[] }).jobs;
    expect(first).toMatchObject({
      company: { name, logoUrl: null, state: "RJ" },
      createdAt: newer.createdAt.toISOString(),
    });
  });

  it("answers a paid company with nothing open yet with empty lists", async () => {
    const { company } = await paidCompany(t, uniqueName("Recém Chegada"));
    const res = await page(company.slug);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: company.name, jobs: [], moreJobs: false, offers: [] });
  });

  it("answers 404, the same for each, an unknown address, an unpaid, a lapsed and a suspended company", async () => {
    const unpaid = await t.createUser({ role: "empresa", plan: "pro", companyName: uniqueName("Sem Pagamento").name });
    const unpaidCompany = await companyOf(t, unpaid.userId);
    await job(t, unpaidCompany.id, { title: "Vaga de quem não pagou" });
    const lapsed = (await paidCompany(t, uniqueName("Pagamento Vencido"))).company;
    await t.db.update(companies).set({ paymentStatus: "past_due" }).where(eq(companies.id, lapsed.id));
    const canceled = (await paidCompany(t, uniqueName("Assinatura Cancelada"))).company;
    await t.db.update(companies).set({ paymentStatus: "canceled" }).where(eq(companies.id, canceled.id));
    const suspended = (await paidCompany(t, uniqueName("Suspensa"))).company;
    await t.db
      .update(companies)
      .set({ suspendedAt: new Date(), suspensionReason: "Denúncias" })
      .where(eq(companies.id, suspended.id));

    const missing = await page("empresa-que-nao-existe");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: "NOT_FOUND", message: "Empresa não encontrada" } });
    for (const slug of [unpaidCompany.slug, lapsed.slug, canceled.slug, suspended.slug]) {
      const res = await page(slug);
      expect({ slug, status: res.status, body: res.body }).toEqual({ slug, status: 404, body: missing.body });
    }

    // Reinstated, the suspended company's page is back.
    await t.db
      .update(companies)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(eq(companies.id, suspended.id));
    expect((await page(suspended.slug)).status).toBe(200);
  });

  it("answers 404 to an address no company could have", async () => {
    for (const slug of ["Maiusculas", "com_sublinhado", "-hifen", "dois--hifens", "a".repeat(91), "%C3%A1guia"]) {
      const res = await page(slug);
      expect({ slug, status: res.status }).toEqual({ slug, status: 404 });
    }
  });

  it("lists 50 open jobs at most and says there are more", async () => {
    const { company } = await paidCompany(t, uniqueName("Muitas Vagas"));
    for (let i = 0; i < 51; i++) await job(t, company.id, { title: `Vaga ${i}` });
    const res = await page(company.slug);
    expect(res.status).toBe(200);
    const body = res.body as { jobs: unknown[]; moreJobs: boolean };
    expect(body.jobs).toHaveLength(50);
    expect(body.moreJobs).toBe(true);
  });
});

describe("a company's address", () => {
  it("is its name without accents, in lower case, hyphenated; a name taken gets the next number", async () => {
    const stamp = randomUUID().slice(0, 8);
    const first = (await paidCompany(t, { name: `Segurança & Vigilância ${stamp}` })).company;
    const second = (await paidCompany(t, { name: `SEGURANÇA  Vigilância ${stamp}` })).company;
    const third = (await paidCompany(t, { name: `Seguranca Vigilancia ${stamp}` })).company;
    expect([first.slug, second.slug, third.slug]).toEqual([
      `seguranca-vigilancia-${stamp}`,
      `seguranca-vigilancia-${stamp}-2`,
      `seguranca-vigilancia-${stamp}-3`,
    ]);
    expect((await page(second.slug)).body).toMatchObject({ name: `SEGURANÇA  Vigilância ${stamp}` });
  });

  it("differs for two companies of the same name signing up at the same moment", async () => {
    const { name, stamp } = uniqueName("Simultânea");
    const both = await Promise.all([paidCompany(t, { name }), paidCompany(t, { name })]);
    expect(both.map((c) => c.company.slug).sort()).toEqual([`simultanea-${stamp}`, `simultanea-${stamp}-2`]);
  });

  it("is kept when the company changes its name", async () => {
    const { name, stamp } = uniqueName("Nome Antigo");
    const { user, company } = await paidCompany(t, { name });
    const renamed = await user.client.put("/api/company", {
      name: `Nome Novo ${stamp}`,
      cnpj: "11.222.333/0001-81",
      email: user.email,
      phone: "",
      website: "",
      address: "",
      city: "",
      state: "",
      zipCode: "",
      sector: "",
      employeesCount: "",
      description: "",
    });
    expect(renamed.status).toBe(200);
    expect((await companyOf(t, user.userId)).slug).toBe(`nome-antigo-${stamp}`);
    const res = await page(company.slug);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: `Nome Novo ${stamp}`, slug: `nome-antigo-${stamp}` });
    // A new company with the old name does not take the address.
    const successor = (await paidCompany(t, { name })).company;
    expect(successor.slug).toBe(`nome-antigo-${stamp}-2`);
  });
});

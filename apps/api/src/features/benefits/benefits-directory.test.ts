// The public partners directory: paid companies only, with their live offers and open jobs,
// searched by name, city and sector without accents, paged; open to visitors.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job, offer, paidCompany } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp } from "../../../test/harness";
import { companies } from "../../db/schema/companies";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const directory = (query: Record<string, string> = {}) => read(t.client().api.partners.$get({ query }));

describe("the partners directory", () => {
  it("lists paid companies with their live offers and open jobs, for a visitor", async () => {
    const stamp = Date.now().toString(36);
    const clinic = await paidCompany(t, { name: `Clínica São Jorge ${stamp}`, city: "Niterói", state: "RJ" });
    await t.db.update(companies).set({ sector: "Saúde" }).where(eq(companies.id, clinic.company.id));
    await offer(t, clinic.company.id);
    await offer(t, clinic.company.id, { paused: true });
    await offer(t, clinic.company.id, { endsOn: "2020-12-31" });
    await job(t, clinic.company.id);
    await job(t, clinic.company.id, { active: false });
    const unpaid = await t.createUser({ role: "empresa", companyName: `Sem Pagamento ${stamp}` });

    const res = await directory({ q: stamp });
    expect(res.status).toBe(200);
    expect(res.body.partners).toEqual([
      {
        id: clinic.company.id,
        slug: clinic.company.slug,
        name: `Clínica São Jorge ${stamp}`,
        logoUrl: null,
        city: "Niterói",
        state: "RJ",
        sector: "Saúde",
        activeOffers: 1,
        openJobs: 1,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(unpaid.userId);
    // Only what a company publishes about itself.
    expect(Object.keys(res.body.partners[0] ?? {})).not.toContain("cnpj");
  });

  it("searches name, city and sector ignoring case and accents, and pages", async () => {
    const stamp = Date.now().toString(36);
    const names = Array.from({ length: 26 }, (_, i) => `Parceira ${stamp} ${String(i).padStart(2, "0")}`);
    for (const name of names) await paidCompany(t, { name, city: "São Gonçalo", state: "RJ" });
    const other = await paidCompany(t, { name: `Outra ${stamp}`, city: "Maricá", state: "RJ" });
    await t.db.update(companies).set({ sector: "Educação" }).where(eq(companies.id, other.company.id));

    const first = await directory({ q: `PARCEIRA ${stamp}` });
    expect(first.body.partners).toHaveLength(24);
    const second = await directory({ q: `parceira ${stamp}`, cursor: first.body.nextCursor ?? "" });
    expect(second.body.partners).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.partners, ...second.body.partners].map((p) => p.name).sort()).toEqual(names);

    expect((await directory({ q: stamp, city: "marica" })).body.partners.map((p) => p.name)).toEqual([
      `Outra ${stamp}`,
    ]);
    expect((await directory({ q: stamp, sector: "EDUCACAO" })).body.partners.map((p) => p.name)).toEqual([
      `Outra ${stamp}`,
    ]);
    expect((await directory({ q: `${stamp} nada` })).body.partners).toEqual([]);
    // 27 paid companies are created one by one: slow on a busy machine, not a sign of a fault.
  }, 90_000);

  it("refuses a bad cursor and unknown parameters in pt-BR", async () => {
    const bad = await readError(t.client().request("GET", "/api/partners?cursor=nope"));
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("Página inválida");
    expect((await readError(t.client().request("GET", "/api/partners?plan=pro"))).status).toBe(422);
  });
});

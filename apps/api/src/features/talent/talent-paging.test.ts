// A talent bank past its count cap: pages of twenty, the count stopping at 200 ("mais de 200"),
// relevance against recency, and the rank cut-off that keeps a common word cheap.
import { TALENT_PAGE_SIZE } from "@pm/shared/talent";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { users } from "../../db/schema/auth";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { RANKED_MATCHES, TALENT_COUNT_CAP } from "./talent.queries";

let t: TestApp;
let plus: TestUser;
let pro: TestUser;

/** Profiles in the bank: n = 0 is the most recently updated, each next one a minute older. */
const PROFILES = 205;
const name = (n: number) => `Talento ${String(n).padStart(3, "0")}`;
/** A few say "motorista" three times over, the rest once (n = 1 among them, recent and plain). */
const emphatic = (n: number) => n % 50 === 0 && n > 0;

beforeAll(async () => {
  t = await createTestApp();
  plus = (await paidCompany(t, { plan: "plus" })).user;
  pro = (await paidCompany(t, { plan: "pro" })).user;
  const ns = Array.from({ length: PROFILES }, (_, n) => n);
  const id = (n: number) => `talento-${n}`;
  await t.db.insert(users).values(ns.map((n) => ({ id: id(n), name: name(n), email: `talento${n}@teste.com.br` })));
  await t.db
    .insert(profiles)
    .values(
      ns.map((n) => ({ id: id(n), fullName: name(n), email: `talento${n}@teste.com.br`, role: "militar" as const })),
    );
  await t.db.insert(militaryProfiles).values(
    ns.map((n) => ({
      userId: id(n),
      city: "Resende",
      // Exactly the cap in RJ, the rest in SP.
      state: n < TALENT_COUNT_CAP ? "RJ" : "SP",
      militaryBranch: "exercito" as const,
      specialties: emphatic(n) ? ["Motorista de viatura", "Motorista de ambulância"] : ["Motorista"],
      goals: emphatic(n) ? "Motorista de caminhão." : null,
      talentBank: true,
      talentBankAt: new Date(),
      completedAt: new Date(),
    })),
  );
  await t.db.execute(sql`UPDATE military_profiles SET updated_at = now() - (substr(user_id, 9)::int * interval '1 minute')
    WHERE user_id LIKE 'talento-%'`);
});
afterAll(() => t.close());

type Page = { results: { fullName: string }[]; total: number; more: boolean; page: number };
const search = async (who: TestUser, query: string) => {
  const res = await who.client.request("GET", `/api/company/talent${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = res.body as Page;
  return { ...body, names: body.results.map((r) => r.fullName) };
};
const names = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => name(from + i));

describe("a bank past its count cap", () => {
  it("counts up to the cap and says there are more", async () => {
    expect(await search(plus, "")).toMatchObject({ total: TALENT_COUNT_CAP, more: true });
    // Exactly the cap matches: no more.
    expect(await search(plus, "?state=RJ")).toMatchObject({ total: TALENT_COUNT_CAP, more: false });
    expect(await search(plus, "?state=SP")).toMatchObject({ total: PROFILES - TALENT_COUNT_CAP, more: false });
  });

  it("pages twenty at a time, most recently updated first", async () => {
    expect((await search(plus, "")).names).toEqual(names(0, TALENT_PAGE_SIZE));
    const second = await search(plus, "?page=2");
    expect(second.page).toBe(2);
    expect(second.names).toEqual(names(TALENT_PAGE_SIZE, 2 * TALENT_PAGE_SIZE));
    // Past the cap's last page the profiles are still there to page to.
    expect((await search(plus, "?page=11")).names).toEqual(names(200, PROFILES));
    expect((await search(plus, "?state=SP&page=2")).names).toEqual([]);
  });

  it("ranks free text by relevance, or by recency when asked", async () => {
    const relevant = await search(pro, "?q=motorista");
    expect(relevant).toMatchObject({ total: TALENT_COUNT_CAP, more: true });
    expect(relevant.names.slice(0, 3)).toEqual([name(50), name(100), name(150)]);
    expect(relevant.names[3]).toBe(name(0));
    const recent = await search(pro, "?q=motorista&sort=recentes");
    expect(recent.names).toEqual(names(0, TALENT_PAGE_SIZE));
    expect((await search(pro, "?q=motorista&sort=recentes&page=2")).names).toEqual(
      names(TALENT_PAGE_SIZE, 2 * TALENT_PAGE_SIZE),
    );
  });

  it("ranks only the most recently updated matches of a common word", async () => {
    // n = 200 says it three times but is older than the cut-off: it is not ranked first, nor at all.
    const pages = [];
    for (let page = 1; page <= RANKED_MATCHES / TALENT_PAGE_SIZE + 1; page++) {
      pages.push(...(await search(pro, `?q=motorista&page=${page}`)).names);
    }
    expect(pages).toHaveLength(RANKED_MATCHES);
    expect(new Set(pages)).toEqual(new Set(names(0, RANKED_MATCHES)));
    expect(pages).not.toContain(name(200));
  });

  it("counts free text on every page, a page past the ranked matches too", async () => {
    const last = RANKED_MATCHES / TALENT_PAGE_SIZE;
    expect(await search(pro, `?q=motorista&page=${last}`)).toMatchObject({ total: TALENT_COUNT_CAP, more: true });
    const past = await search(pro, `?q=motorista&page=${last + 1}`);
    expect(past).toMatchObject({ total: TALENT_COUNT_CAP, more: true, names: [] });
    // A rare word: its one match, counted with it.
    expect(await search(pro, "?q=ambulancia")).toMatchObject({ total: 4, more: false });
    expect(await search(pro, "?q=ambulancia&page=2")).toMatchObject({ total: 4, more: false, names: [] });
  });
});

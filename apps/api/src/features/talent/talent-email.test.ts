// The saved searches' daily e-mail: once a day per search, only for profiles that joined the bank
// since the last check and match, once even with two processes at it, and never for a company
// whose plan lost the advanced search.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { companies } from "../../db/schema/companies";
import { emailOutbox } from "../../db/schema/system";
import { talentSavedSearches } from "../../db/schema/talent";
import { sendSavedSearchEmails } from "./talent.worker";

let t: TestApp;
let owner: TestUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const c = await paidCompany(t, { plan: "pro", name: "Frota Pro", fullName: "Helena Prado" });
  owner = c.user;
  companyId = c.company.id;
});
afterAll(() => t.close());

const run = (now = new Date()) =>
  sendSavedSearchEmails({ db: t.db, mailer: t.deps.mailer, baseUrl: "https://pm.test", now });
const inbox = async () =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.email.toLowerCase()))).filter((e) =>
    e.subject.startsWith("Novos talentos"),
  );

/** A saved search last checked `hoursAgo` hours ago. */
async function savedSearch(filters: Record<string, unknown>, hoursAgo: number) {
  const res = await owner.client.request("POST", "/api/company/talent/saved-searches", {
    name: "Motoristas em Resende",
    filters,
  });
  expect(res.status).toBe(201);
  const id = (res.body as { id: string }).id;
  await t.db
    .update(talentSavedSearches)
    .set({ checkedAt: sql`now() - ${`${hoursAgo} hours`}::interval` })
    .where(eq(talentSavedSearches.id, id));
  return id;
}

/** A militar who joins the bank now. */
const joins = (city: string, specialties: string[]) =>
  completedMilitar(t, {
    profile: { city, state: "RJ", specialties, talentBank: true, talentBankAt: new Date() },
  });

describe("saved search e-mails", () => {
  it("tells the owner once of the profiles that joined and match, then waits a day", async () => {
    const id = await savedSearch({ city: "Resende", specialty: "motorista" }, 25);
    await joins("Resende", ["Motorista de viatura"]);
    await joins("Resende", ["Cozinheiro"]);
    await joins("Volta Redonda", ["Motorista"]);

    // Two processes at the same time: one e-mail.
    await Promise.all([run(), run()]);
    const sent = await inbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Novos talentos para a busca "Motoristas em Resende"');
    expect(sent[0]?.text).toContain(
      '1 novo perfil entrou no banco de talentos e combina com a sua busca salva "Motoristas em Resende".',
    );
    expect(sent[0]?.text).toContain("https://pm.test/empresa/talentos?city=Resende&specialty=motorista");

    // Within the day nothing more, even with a new match.
    await joins("Resende", ["Motorista"]);
    await run();
    expect(await inbox()).toHaveLength(1);
    // A day later, the new one only.
    await run(new Date(Date.now() + 25 * 60 * 60_000));
    const next = await inbox();
    expect(next).toHaveLength(2);
    expect(next[1]?.text).toContain("1 novo perfil entrou");
    await t.db.delete(talentSavedSearches).where(eq(talentSavedSearches.id, id));
  });

  it("sends nothing without a new match, nor to a company that moved to a basic plan", async () => {
    const before = (await inbox()).length;
    const quiet = await savedSearch({ city: "Manaus" }, 30);
    await run();
    expect(await inbox()).toHaveLength(before);
    const [checked] = await t.db.select().from(talentSavedSearches).where(eq(talentSavedSearches.id, quiet));
    expect(Date.now() - (checked?.checkedAt.getTime() ?? 0)).toBeLessThan(60_000);

    await savedSearch({ city: "Resende" }, 30);
    await joins("Resende", ["Motorista"]);
    await t.db.update(companies).set({ plan: "plus" }).where(eq(companies.id, companyId));
    await run();
    expect(await inbox()).toHaveLength(before);
    await t.db.update(companies).set({ plan: "pro" }).where(eq(companies.id, companyId));
  });
});

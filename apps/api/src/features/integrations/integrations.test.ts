// API keys through the API: only an Enterprise company manages them; a key is shown once and
// stored as its hash; each company sees and revokes only its own; the number of live keys is capped.
import { integrationMessages, MAX_API_KEYS } from "@pm/shared/integrations";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { companies } from "../../db/schema/companies";
import { apiKeys } from "../../db/schema/integrations";
import { hashApiKey } from "./api-keys";

let t: TestApp;
let enterprise: { user: TestUser; id: string };
let rival: { user: TestUser; id: string };
let pro: TestUser;
let militar: TestUser;

type Body = Record<string, unknown>;
const call = async (who: TestUser | null, method: string, path: string, body?: unknown) => {
  const res = who ? await who.client.request(method, path, body) : await t.client().request(method, path, body);
  return { status: res.status, body: res.body as Body };
};
const errorOf = (body: Body) => body.error as { code: string; message: string };

async function enterpriseCompany(name: string) {
  const paid = await paidCompany(t, { plan: "plus", name });
  await t.db.update(companies).set({ plan: "enterprise", jobLimit: null }).where(eq(companies.id, paid.company.id));
  return { user: paid.user, id: paid.company.id };
}

const newKey = { name: "ATS da matriz", permissions: { jobs: "escrita", applications: "leitura" } };

beforeAll(async () => {
  t = await createTestApp();
  enterprise = await enterpriseCompany("Segurança Total Enterprise");
  rival = await enterpriseCompany("Rival Enterprise");
  pro = (await paidCompany(t, { plan: "pro", name: "Só Pro" })).user;
  militar = await completedMilitar(t);
});
afterAll(async () => {
  await t?.deps.realtime.stop();
  await t?.close();
});

describe("/api/company/integrations/keys", () => {
  it("refuses a visitor, a militar and a company of another plan, which is told what it needs", async () => {
    expect((await call(null, "GET", "/api/company/integrations/keys")).status).toBe(401);
    expect((await call(militar, "GET", "/api/company/integrations/keys")).status).toBe(403);
    const asPro = await call(pro, "POST", "/api/company/integrations/keys", newKey);
    expect(asPro.status).toBe(403);
    expect(errorOf(asPro.body)).toEqual({ code: "PLAN_UPGRADE_REQUIRED", message: integrationMessages.planRequired });
    expect(await t.db.select().from(apiKeys)).toEqual([]);
  });

  it("creates a key shown once, keeps only its hash, and lists it without the secret", async () => {
    const res = await call(enterprise.user, "POST", "/api/company/integrations/keys", newKey);
    expect(res.status).toBe(201);
    const key = String(res.body.key);
    expect(key).toMatch(/^pm_live_[A-Za-z0-9_-]{43}$/);
    expect(res.body.apiKey).toMatchObject({
      name: "ATS da matriz",
      displayPrefix: key.slice(0, 12),
      permissions: { jobs: "escrita", applications: "leitura", candidates: "nenhum" },
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.companyId, enterprise.id));
    expect(row?.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const list = await call(enterprise.user, "GET", "/api/company/integrations/keys");
    expect(list.body.keys).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect((await call(rival.user, "GET", "/api/company/integrations/keys")).body.keys).toEqual([]);
  });

  it("refuses a key without a name or without any permission", async () => {
    const noName = await call(enterprise.user, "POST", "/api/company/integrations/keys", { ...newKey, name: "  " });
    expect(noName.status).toBe(422);
    expect(errorOf(noName.body).message).toBe(integrationMessages.nameRequired);
    const nothing = await call(enterprise.user, "POST", "/api/company/integrations/keys", {
      name: "Inútil",
      permissions: { jobs: "nenhum" },
    });
    expect(errorOf(nothing.body).message).toBe(integrationMessages.permissionRequired);
    const writeCandidates = await call(enterprise.user, "POST", "/api/company/integrations/keys", {
      name: "Candidatos",
      permissions: { candidates: "escrita" },
    });
    expect(writeCandidates.status).toBe(422);
  });

  it("revokes only the company's own live key", async () => {
    const created = await call(enterprise.user, "POST", "/api/company/integrations/keys", {
      ...newKey,
      name: "Para revogar",
    });
    const id = (created.body.apiKey as { id: string }).id;
    expect((await call(rival.user, "DELETE", `/api/company/integrations/keys/${id}`)).status).toBe(404);
    const res = await call(enterprise.user, "DELETE", `/api/company/integrations/keys/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(integrationMessages.keyRevoked);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect((await call(enterprise.user, "DELETE", `/api/company/integrations/keys/${id}`)).status).toBe(404);
  });

  it(`holds at most ${MAX_API_KEYS} live keys, even when asked at once`, async () => {
    const live = async () =>
      (await t.db.select().from(apiKeys).where(eq(apiKeys.companyId, rival.id))).filter((k) => !k.revokedAt).length;
    const results = await Promise.all(
      Array.from({ length: MAX_API_KEYS + 5 }, (_, i) =>
        call(rival.user, "POST", "/api/company/integrations/keys", { ...newKey, name: `Chave ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_API_KEYS);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(5);
    expect(errorOf(refused[0]?.body ?? {}).message).toBe(integrationMessages.tooManyKeys);
    expect(await live()).toBe(MAX_API_KEYS);
  });
});

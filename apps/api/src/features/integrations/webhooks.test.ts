// Webhooks against a local receiver: an event is written with its change (from the app or the
// API), signed with the endpoint's secret, retried after 500s with backoff for 24 hours, never
// sent twice by two workers at once, and an endpoint failing for 3 days is disabled with an e-mail.
import { createHmac } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { webhookMessages } from "@pm/shared/integrations";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { VERIFY_SNIPPET } from "../../api-v1/api-v1.docs";
import { companies } from "../../db/schema/companies";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/integrations";
import { backoffMs, DISABLE_AFTER_MS, deliverWebhooks, RETRY_WINDOW_MS } from "./webhooks.worker";

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let t: TestApp;
let server: Server;
let url: string;
let received: Received[] = [];
let answer = 200;
let company: { user: TestUser; id: string };
let militar: TestUser;

type Body = Record<string, unknown>;
const call = async (who: TestUser, method: string, path: string, body?: unknown) => {
  const res = await who.client.request(method, path, body);
  return { status: res.status, body: res.body as Body };
};
// A run a second on by default: an event's due time (PostgreSQL's microseconds) may fall after a
// Date taken in the same millisecond, and the event would wait for the next run.
const worker = (now = new Date(Date.now() + 1000)) =>
  deliverWebhooks({ db: t.db, mailer: t.deps.mailer, baseUrl: "http://localhost:3000" }, now);

/** What the receiver does to check a delivery: the snippet of the documentation. */
function verifies(header: string, body: string, secret: string) {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=")));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest("hex");
  return parts.v1 === expected;
}

async function endpoint(events: string[]) {
  const res = await call(company.user, "POST", "/api/company/integrations/webhooks", { url, events });
  expect(res.status).toBe(201);
  return { id: (res.body.endpoint as { id: string }).id, secret: String(res.body.secret) };
}

beforeAll(async () => {
  t = await createTestApp();
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answer;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const paid = await paidCompany(t, { plan: "plus", name: "Webhooks Ltda" });
  await t.db.update(companies).set({ plan: "enterprise", jobLimit: null }).where(eq(companies.id, paid.company.id));
  company = { user: paid.user, id: paid.company.id };
  militar = await completedMilitar(t, { fullName: "Soldado Webhook" });
});
afterAll(async () => {
  server?.close();
  await t?.deps.realtime.stop();
  await t?.close();
});
beforeEach(async () => {
  received = [];
  answer = 200;
  await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.companyId, company.id));
});

describe("endpoints", () => {
  it("are an Enterprise company's own: validated, capped and removed only by it", async () => {
    const pro = (await paidCompany(t, { plan: "pro" })).user;
    expect(
      (await call(pro, "POST", "/api/company/integrations/webhooks", { url, events: ["job.created"] })).status,
    ).toBe(403);
    const bad = await call(company.user, "POST", "/api/company/integrations/webhooks", { url: "ftp://x", events: [] });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ message: webhookMessages.urlInvalid });
    const none = await call(company.user, "POST", "/api/company/integrations/webhooks", { url, events: [] });
    expect((none.body.error as { message: string }).message).toBe(webhookMessages.eventsRequired);
    const { id, secret } = await endpoint(["job.created"]);
    expect(secret).toMatch(/^whsec_/);
    const list = await call(company.user, "GET", "/api/company/integrations/webhooks");
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const rival = await paidCompany(t, { plan: "plus" });
    await t.db.update(companies).set({ plan: "enterprise" }).where(eq(companies.id, rival.company.id));
    expect((await call(rival.user, "DELETE", `/api/company/integrations/webhooks/${id}`)).status).toBe(404);
    expect((await call(company.user, "DELETE", `/api/company/integrations/webhooks/${id}`)).status).toBe(200);
  });
});

describe("deliveries", () => {
  it("sends application.created signed with the endpoint's secret when a militar applies", async () => {
    const { secret } = await endpoint(["application.created", "job.created"]);
    const j = await job(t, company.id, { title: "Vaga com webhook" });
    const applied = await call(militar, "POST", `/api/military/jobs/${j.id}/apply`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await worker();
    const types = received.map((r) => JSON.parse(r.body).type);
    expect(types.sort()).toEqual(["application.created", "job.created"]);
    const created = received.find((r) => JSON.parse(r.body).type === "application.created");
    if (!created) throw new Error("no application.created");
    const event = JSON.parse(created.body);
    expect(event).toMatchObject({
      type: "application.created",
      data: { jobId: j.id, candidateId: militar.userId, status: "pendente" },
    });
    expect(event.id).toBe(created.headers["pm-event-id"]);
    expect(Date.parse(event.createdAt)).not.toBeNaN();
    expect(verifies(String(created.headers["pm-signature"]), created.body, secret)).toBe(true);
    expect(verifies(String(created.headers["pm-signature"]), created.body, "whsec_outro")).toBe(false);
    const log = await call(company.user, "GET", "/api/company/integrations/webhooks");
    expect(
      (log.body.deliveries as { status: string; responseStatus: number }[]).map((d) => [d.status, d.responseStatus]),
    ).toEqual([
      ["entregue", 200],
      ["entregue", 200],
    ]);
  });

  it("is verified by the documentation's snippet, which refuses a tampered body or an old timestamp", async () => {
    const { secret } = await endpoint(["job.created"]);
    await job(t, company.id, { title: "Vaga verificada" });
    await worker();
    const [hit] = received;
    if (!hit) throw new Error("nothing received");
    const file = join(tmpdir(), `verify-${Date.now()}.mjs`);
    await writeFile(file, VERIFY_SNIPPET);
    const { verifyPmSignature } = (await import(pathToFileURL(file).href)) as {
      verifyPmSignature: (header: string, body: string, secret: string) => boolean;
    };
    const header = String(hit.headers["pm-signature"]);
    expect(verifyPmSignature(header, hit.body, secret)).toBe(true);
    expect(verifyPmSignature(header, hit.body.replace("Vaga verificada", "Vaga falsa"), secret)).toBe(false);
    expect(verifyPmSignature(header, hit.body, "whsec_outro")).toBe(false);
    const old = header.replace(/^t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`);
    expect(verifyPmSignature(old, hit.body, secret)).toBe(false);
  });

  it("retries after 500s with growing waits, stops after 24 hours, and 'Reenviar' sends the same event again", async () => {
    await endpoint(["job.updated"]);
    const j = await job(t, company.id, { title: "Vaga que muda" });
    await call(company.user, "POST", `/api/company/jobs/${j.id}/status`, { active: false });
    answer = 500;
    const start = Date.now() + 1000; // a second on, as `worker` runs by default
    await worker(new Date(start));
    expect(received).toHaveLength(1);
    const [delivery] = await t.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: "pendente", attempts: 1, responseStatus: 500 });
    expect(delivery?.nextAttemptAt.getTime()).toBe(start + backoffMs(1));
    // Not due yet: nothing is sent.
    await worker(new Date(start + backoffMs(1) - 1000));
    expect(received).toHaveLength(1);
    await worker(new Date(start + backoffMs(1)));
    expect(received).toHaveLength(2);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    // A day later it gives up.
    await worker(new Date(start + RETRY_WINDOW_MS + 1000));
    const [given] = await t.db.select().from(webhookDeliveries);
    expect(given?.status).toBe("falhou");
    expect(JSON.parse(received[0]?.body ?? "{}").id).toBe(JSON.parse(received[2]?.body ?? "{}").id);

    answer = 200;
    const resent = await call(company.user, "POST", `/api/company/integrations/deliveries/${given?.id}/resend`);
    expect(resent.status).toBe(201);
    await worker(new Date(start + RETRY_WINDOW_MS + 2000));
    expect(received).toHaveLength(4);
    expect(JSON.parse(received[3]?.body ?? "{}").id).toBe(JSON.parse(received[0]?.body ?? "{}").id);
  });

  it("is sent once when two workers run at the same time", async () => {
    await endpoint(["job.created"]);
    for (let i = 0; i < 5; i++) await job(t, company.id, { title: `Vaga paralela ${i}` });
    const [a, b] = await Promise.all([worker(), worker()]);
    expect((a?.delivered ?? 0) + (b?.delivered ?? 0)).toBe(5);
    expect(received).toHaveLength(5);
    expect(new Set(received.map((r) => r.headers["pm-event-id"])).size).toBe(5);
  });

  it("disables an endpoint failing for 3 days and tells the company by e-mail", async () => {
    const { id } = await endpoint(["job.created"]);
    answer = 503;
    await job(t, company.id, { title: "Vaga sem receptor" });
    const start = Date.now() + 1000; // a second on, as `worker` runs by default
    await worker(new Date(start));
    const [failing] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(failing?.failingSince?.getTime()).toBe(start);
    expect(failing?.disabledAt).toBeNull();
    // Three days on, another event fails too.
    await job(t, company.id, { title: "Outra vaga sem receptor" });
    await t.db.update(webhookDeliveries).set({ nextAttemptAt: new Date(start) });
    await worker(new Date(start + DISABLE_AFTER_MS + 1000));
    const [off] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(off?.disabledAt).not.toBeNull();
    const mails = await t.readOutbox(company.user.email);
    expect(mails.map((m) => m.subject)).toContain("Endpoint de webhook desativado");
    // Disabled: new events are not queued for it.
    const before = (await t.db.select().from(webhookDeliveries)).length;
    await job(t, company.id, { title: "Vaga depois de desativado" });
    expect((await t.db.select().from(webhookDeliveries)).length).toBe(before);
    expect((await call(company.user, "POST", `/api/company/integrations/webhooks/${id}/enable`)).status).toBe(200);
    await job(t, company.id, { title: "Vaga depois de reativado" });
    expect((await t.db.select().from(webhookDeliveries)).length).toBe(before + 1);
  });
});

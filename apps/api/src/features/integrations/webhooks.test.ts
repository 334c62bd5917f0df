// Webhooks against a local receiver: an event is written with its change (from the app or the
// API), signed as Standard Webhooks say with the endpoint's secret (and checked here with the
// specification's own library), retried after 500s with backoff for 24 hours under the same
// webhook-id, never sent twice by two workers at once, and an endpoint failing for 3 days is
// disabled with an e-mail. The receiver is on loopback, which this app allows
// (WEBHOOKS_ALLOW_PRIVATE); an app without it refuses private and local addresses at registration
// and at every delivery.
import { createHmac, randomBytes } from "node:crypto";
import dns from "node:dns";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { webhookMessages } from "@pm/shared/integrations";
import { eq, sql } from "drizzle-orm";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { completedMilitar, job, paidCompany, teamMember } from "../../../test/factories";
import { createTestApp, type TestApp, TestClient, type TestUser } from "../../../test/harness";
import { VERIFY_SNIPPET } from "../../api-v1/api-v1.docs";
import { companies } from "../../db/schema/companies";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/integrations";
import { jobs } from "../../db/schema/jobs";
import { escapeHtml } from "../../mail/templates";
import { backoffMs, DISABLE_AFTER_MS, deliverWebhooks, RETRY_WINDOW_MS, type WebhookDeps } from "./webhooks.worker";

interface Received {
  path: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let t: TestApp;
let server: Server;
let url: string;
let received: Received[] = [];
let answer = 200;
let location: string | undefined;
let company: { user: TestUser; id: string };
let militar: TestUser;

type Body = Record<string, unknown>;
const call = async (who: TestUser, method: string, path: string, body?: unknown) => {
  const res = await who.client.request(method, path, body);
  return { status: res.status, body: res.body as Body };
};
// A run a second on by default: an event's due time (PostgreSQL's microseconds) may fall after a
// Date taken in the same millisecond, and the event would wait for the next run.
const worker = (now = new Date(Date.now() + 1000), deps: Partial<WebhookDeps> = {}) =>
  deliverWebhooks(
    {
      db: t.db,
      mailer: t.deps.mailer,
      baseUrl: "http://localhost:3000",
      allowPrivate: t.env.WEBHOOKS_ALLOW_PRIVATE,
      ...deps,
    },
    now,
  );

/** The Standard Webhooks headers of a received delivery, as a receiver hands them to a library. */
function signatureHeaders(r: Received): Record<string, string> {
  const pick = (name: string) => {
    const value = r.headers[name];
    if (typeof value !== "string") throw new Error(`no ${name} header`);
    return value;
  };
  return {
    "webhook-id": pick("webhook-id"),
    "webhook-timestamp": pick("webhook-timestamp"),
    "webhook-signature": pick("webhook-signature"),
  };
}

/** Runs `check` with the clock at `ms` (only Date is faked: the library reads the time from it). */
function atTime<T>(ms: number, check: () => T): T {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
  try {
    return check();
  } finally {
    vi.useRealTimers();
  }
}

/** The receiver's check with the specification's library, at the delivery's own time by default. */
function verify(secret: string, r: Received, body = r.body) {
  const headers = signatureHeaders(r);
  return atTime(Number(headers["webhook-timestamp"]) * 1000, () => new Webhook(secret).verify(body, headers));
}

async function endpoint(events: string[]) {
  const res = await call(company.user, "POST", "/api/company/integrations/webhooks", { url, events });
  expect(res.status).toBe(201);
  return { id: (res.body.endpoint as { id: string }).id, secret: String(res.body.secret) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: "true" } });
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ path: req.url, headers: req.headers, body });
      res.statusCode = answer;
      if (location) res.setHeader("location", location);
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
  location = undefined;
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
    // whsec_ and the base64 (padded, not base64url) of 24 to 64 random bytes.
    expect(secret).toMatch(/^whsec_(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    expect(key.length).toBeGreaterThanOrEqual(24);
    expect(key.length).toBeLessThanOrEqual(64);
    const list = await call(company.user, "GET", "/api/company/integrations/webhooks");
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const rival = await paidCompany(t, { plan: "plus" });
    await t.db.update(companies).set({ plan: "enterprise" }).where(eq(companies.id, rival.company.id));
    expect((await call(rival.user, "DELETE", `/api/company/integrations/webhooks/${id}`)).status).toBe(404);
    expect((await call(company.user, "DELETE", `/api/company/integrations/webhooks/${id}`)).status).toBe(200);
  });
});

describe("deliveries", () => {
  it("sends application.created signed as Standard Webhooks with the endpoint's secret when a militar applies", async () => {
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
    expect(created.headers["pm-event-type"]).toBe("application.created");
    expect(Date.parse(event.createdAt)).not.toBeNaN();
    // The three headers of the specification, and no PM-Signature any more.
    const headers = signatureHeaders(created);
    expect(headers["webhook-id"]).toBe(event.id);
    expect(headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(created.headers["pm-signature"]).toBeUndefined();
    // The library of the specification, at the receiver's real clock, accepts it and reads the event.
    expect(new Webhook(secret).verify(created.body, headers)).toEqual(event);
    // The signature is the one the specification defines, computed here without the library.
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const signed = `${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${created.body}`;
    expect(headers["webhook-signature"]).toBe(`v1,${createHmac("sha256", key).update(signed).digest("base64")}`);
    const other = `whsec_${randomBytes(32).toString("base64")}`;
    expect(() => new Webhook(other).verify(created.body, headers)).toThrow(WebhookVerificationError);
    const log = await call(company.user, "GET", "/api/company/integrations/webhooks");
    expect(
      (log.body.deliveries as { status: string; responseStatus: number }[]).map((d) => [d.status, d.responseStatus]),
    ).toEqual([
      ["entregue", 200],
      ["entregue", 200],
    ]);
  });

  it("tells job.created and job.updated what a candidate reads of the job: área, range, openings, PcD, closing", async () => {
    await endpoint(["job.created", "job.updated"]);
    const fields = {
      title: "Operador de Empilhadeira",
      area: "logistica",
      salaryMin: 2800,
      salaryMax: 3200,
      openings: 4,
      pcd: "tambem",
      closesOn: "2099-12-31",
    } as const;
    const j = await job(t, company.id, fields);
    // A change to the openings alone is a change a receiver hears of.
    await t.db.update(jobs).set({ openings: 5 }).where(eq(jobs.id, j.id));
    await worker();
    const events = received.map((r) => JSON.parse(r.body)).sort((a, b) => a.type.localeCompare(b.type));
    expect(events.map((e) => e.type)).toEqual(["job.created", "job.updated"]);
    expect(events[0]?.data).toMatchObject({ id: j.id, ...fields });
    expect(Date.parse(events[0]?.data.expiresAt)).not.toBeNaN();
    expect(events[1]?.data).toMatchObject({ id: j.id, openings: 5 });
  });

  it("fails verification with a tampered body, an old or a future timestamp, or a changed webhook-id", async () => {
    const { secret } = await endpoint(["job.created"]);
    await job(t, company.id, { title: "Vaga verificada" });
    await worker();
    const [hit] = received;
    if (!hit) throw new Error("nothing received");
    const headers = signatureHeaders(hit);
    const wh = new Webhook(secret);
    const sentAt = Number(headers["webhook-timestamp"]) * 1000;
    expect(atTime(sentAt, () => wh.verify(hit.body, headers))).toMatchObject({ type: "job.created" });
    const tampered = hit.body.replace("Vaga verificada", "Vaga falsa");
    expect(tampered).not.toBe(hit.body);
    expect(() => atTime(sentAt, () => wh.verify(tampered, headers))).toThrow("No matching signature found");
    // The same delivery replayed an hour later, or a timestamp moved back: refused.
    expect(() => atTime(sentAt + 3600_000, () => wh.verify(hit.body, headers))).toThrow("Message timestamp too old");
    const older = { ...headers, "webhook-timestamp": String(Number(headers["webhook-timestamp"]) - 3600) };
    expect(() => atTime(sentAt, () => wh.verify(hit.body, older))).toThrow("Message timestamp too old");
    expect(() => atTime(sentAt - 3600_000, () => wh.verify(hit.body, headers))).toThrow("Message timestamp too new");
    const otherId = { ...headers, "webhook-id": "00000000-0000-4000-8000-000000000000" };
    expect(() => atTime(sentAt, () => wh.verify(hit.body, otherId))).toThrow("No matching signature found");
  });

  it("is verified by the documentation's snippet, run as written, which refuses a tampered body or an old timestamp", async () => {
    const { secret } = await endpoint(["job.created"]);
    await job(t, company.id, { title: "Vaga do exemplo" });
    await worker();
    const [hit] = received;
    if (!hit) throw new Error("nothing received");
    // The snippet imports "standardwebhooks" as an integrator's code does: it is written where that
    // package resolves (a cache folder under the repository's node_modules), then imported.
    const cache = fileURLToPath(new URL("../../../../../node_modules/.cache/", import.meta.url));
    await mkdir(cache, { recursive: true });
    const dir = await mkdtemp(join(cache, "webhook-snippet-"));
    try {
      const file = join(dir, "verify.mjs");
      await writeFile(file, VERIFY_SNIPPET);
      const { verifyEvent } = (await import(pathToFileURL(file).href)) as {
        verifyEvent: (secret: string, body: string, headers: Received["headers"]) => unknown;
      };
      // Given the headers as node:http received them, at the receiver's real clock.
      expect(verifyEvent(secret, hit.body, hit.headers)).toEqual(JSON.parse(hit.body));
      expect(verifyEvent(secret, hit.body.replace("Vaga do exemplo", "Vaga falsa"), hit.headers)).toBeNull();
      expect(verifyEvent(`whsec_${randomBytes(32).toString("base64")}`, hit.body, hit.headers)).toBeNull();
      const sentAt = Number(signatureHeaders(hit)["webhook-timestamp"]) * 1000;
      expect(atTime(sentAt + 3600_000, () => verifyEvent(secret, hit.body, hit.headers))).toBeNull();
      const { "webhook-signature": _, ...unsigned } = hit.headers;
      expect(verifyEvent(secret, hit.body, unsigned)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("retries after 500s with growing waits, stops after 24 hours, and 'Reenviar' sends the same event again", async () => {
    const { secret } = await endpoint(["job.updated"]);
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
    // Every try of the event, and 'Reenviar', carries the same webhook-id (the event's id), each
    // signed anew at its own time and verified by the library at that time.
    const eventId = JSON.parse(received[0]?.body ?? "{}").id;
    expect(received.map((r) => signatureHeaders(r)["webhook-id"])).toEqual([eventId, eventId, eventId, eventId]);
    const stamps = received.map((r) => Number(signatureHeaders(r)["webhook-timestamp"]));
    expect(new Set(stamps).size).toBe(4);
    expect(stamps[1]).toBe(Math.floor((start + backoffMs(1)) / 1000));
    for (const r of received) expect(verify(secret, r)).toMatchObject({ id: eventId, type: "job.updated" });
  });

  it("is sent once when two workers run at the same time", async () => {
    await endpoint(["job.created"]);
    for (let i = 0; i < 5; i++) await job(t, company.id, { title: `Vaga paralela ${i}` });
    const [a, b] = await Promise.all([worker(), worker()]);
    expect((a?.delivered ?? 0) + (b?.delivered ?? 0)).toBe(5);
    expect(received).toHaveLength(5);
    expect(new Set(received.map((r) => r.headers["webhook-id"])).size).toBe(5);
  });

  it("disables an endpoint failing for 3 days and tells the company's Administradores by e-mail", async () => {
    const secondAdmin = await teamMember(t, company.user, "administrador", "Beatriz Lopes");
    const recruiter = await teamMember(t, company.user, "recrutador");
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
    for (const admin of [company.user, secondAdmin]) {
      const mails = await t.readOutbox(admin.email);
      expect(mails.map((m) => m.subject)).toContain("Endpoint de webhook desativado");
    }
    expect((await t.readOutbox(recruiter.email)).map((m) => m.subject)).not.toContain("Endpoint de webhook desativado");
    // Disabled: new events are not queued for it.
    const before = (await t.db.select().from(webhookDeliveries)).length;
    await job(t, company.id, { title: "Vaga depois de desativado" });
    expect((await t.db.select().from(webhookDeliveries)).length).toBe(before);
    expect((await call(company.user, "POST", `/api/company/integrations/webhooks/${id}/enable`)).status).toBe(200);
    await job(t, company.id, { title: "Vaga depois de reativado" });
    expect((await t.db.select().from(webhookDeliveries)).length).toBe(before + 1);
  });
});

describe("the documentation on /api/v1/docs", () => {
  it("explains the three headers, shows the library snippet and logs the change to Standard Webhooks", async () => {
    const res = await t.app.request("http://localhost:3000/api/v1/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const header of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
      expect(html).toContain(`<code>${header}</code>`);
    }
    expect(html).toContain("https://www.standardwebhooks.com");
    expect(html).toContain(escapeHtml(VERIFY_SNIPPET));
    expect(VERIFY_SNIPPET).toContain('from "standardwebhooks"');
    for (const language of ["Python", "Go", "Ruby", "PHP", "Java", "Rust"]) expect(html).toContain(language);
    const changelog = html.slice(html.indexOf('<h2 id="mudancas">'));
    expect(changelog).toContain('<time datetime="2026-11-28">');
    expect(changelog).toContain("<code>PM-Signature</code> deixou de ser enviado");
    // PM-Signature is named only in the changelog, as gone.
    expect(html.split("PM-Signature")).toHaveLength(2);
  });
});

describe("secrets of endpoints registered before Standard Webhooks (migration 0043)", () => {
  const migration = new URL("../../db/migrations/0043_webhook_secrets_standard.sql", import.meta.url);
  const migrate = async () => {
    const text = await readFile(migration, "utf8");
    for (const statement of text.split("--> statement-breakpoint")) await t.db.execute(sql.raw(statement));
  };
  const secretOf = async (id: string) =>
    (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]?.secret;

  it("keep their HMAC key: the old text as a raw key, or its documented whsec_ form, verifies", async () => {
    // An old secret, as shown once to the company: whsec_ and base64url, used whole as the key.
    let legacy = "";
    while (!/[-_]/.test(legacy)) legacy = `whsec_${randomBytes(32).toString("base64url")}`;
    const current = await endpoint(["job.created"]);
    const [old] = await t.db
      .insert(webhookEndpoints)
      .values({ companyId: company.id, url: `${url}-legacy`, events: ["job.created"], secret: legacy })
      .returning({ id: webhookEndpoints.id });
    if (!old) throw new Error("no endpoint");
    await migrate();
    const converted = `whsec_${Buffer.from(legacy).toString("base64")}`;
    expect(await secretOf(old.id)).toBe(converted);
    expect(await secretOf(current.id)).toBe(current.secret);
    // Run again, nothing changes: the converted secret is in the new form.
    await migrate();
    expect(await secretOf(old.id)).toBe(converted);

    await job(t, company.id, { title: "Vaga para o segredo antigo" });
    await worker();
    const hit = received.find((r) => r.path === "/hooks-legacy");
    if (!hit) throw new Error("nothing received by the old endpoint");
    const event = JSON.parse(hit.body);
    const headers = signatureHeaders(hit);
    // The key is the bytes PM-Signature used: the old secret's text.
    const signed = `${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${hit.body}`;
    expect(headers["webhook-signature"]).toBe(`v1,${createHmac("sha256", legacy).update(signed).digest("base64")}`);
    // What the documentation tells the company to do with the secret it kept.
    expect(new Webhook(legacy, { format: "raw" }).verify(hit.body, headers)).toEqual(event);
    expect(new Webhook(converted).verify(hit.body, headers)).toEqual(event);
    expect(() => new Webhook(legacy).verify(hit.body, headers)).toThrow();
    // The endpoint registered since then verifies with its own secret as shown.
    const fresh = received.find((r) => r.path === "/hooks");
    if (!fresh) throw new Error("nothing received by the new endpoint");
    expect(new Webhook(current.secret).verify(fresh.body, signatureHeaders(fresh))).toMatchObject({
      type: "job.created",
    });
  });
});

describe("private and local addresses, without WEBHOOKS_ALLOW_PRIVATE", () => {
  let strict: TestApp;
  let owner: TestClient;
  const PUBLIC = "93.184.216.34";
  /** What the system resolver answers here, name by name; a list answers in turn (its last repeats). */
  let names: Record<string, string[]> = {};
  const lookups: string[] = [];

  const register = async (endpointUrl: string) => {
    const res = await owner.post("/api/company/integrations/webhooks", { url: endpointUrl, events: ["job.created"] });
    return { status: res.status, body: res.body as Body, text: JSON.stringify(res.body) };
  };
  const deliveryLog = async () => {
    const res = await call(company.user, "GET", "/api/company/integrations/webhooks");
    return { deliveries: res.body.deliveries as Body[], text: JSON.stringify(res.body) };
  };

  beforeAll(async () => {
    strict = await createTestApp({ database: t.database });
    expect(strict.env.WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    owner = new TestClient(strict.app, company.user.client.jar);
  });
  afterAll(async () => {
    await strict?.deps.realtime.stop();
    await strict?.close();
  });
  beforeEach(() => {
    names = {
      "metadata.google.internal": ["169.254.169.254"],
      localhost: ["127.0.0.1"],
      "intranet.empresa.test": ["10.1.2.3"],
      "misto.empresa.test": [PUBLIC, "192.168.0.10"],
      "hooks.publico.test": [PUBLIC],
    };
    lookups.length = 0;
    // No name leaves this machine: the system resolver answers from `names`.
    vi.spyOn(dns.promises, "lookup").mockImplementation((async (hostname: string) => {
      const round = lookups.filter((h) => h === hostname).length;
      lookups.push(hostname);
      const answers = names[hostname];
      if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
      const address = hostname.startsWith("rebind.") ? (answers[round] ?? answers.at(-1)) : undefined;
      const list = address ? [address] : answers;
      return list.map((a) => ({ address: a, family: a.includes(":") ? 6 : 4 }));
    }) as unknown as typeof dns.promises.lookup);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ["the local receiver", () => url],
    ["IPv6 loopback", () => "https://[::1]/hooks"],
    ["the metadata address", () => "https://169.254.169.254/latest/meta-data/"],
    ["10/8", () => "https://10.0.0.1/hooks"],
    ["172.16/12", () => "https://172.16.0.1/hooks"],
    ["192.168/16", () => "https://192.168.0.1/hooks"],
    ["decimal loopback", () => "https://2130706433/hooks"],
    ["hex loopback", () => "https://0x7f000001/hooks"],
    ["octal loopback", () => "https://0177.0.0.1/hooks"],
    ["IPv4-mapped loopback", () => "https://[::ffff:127.0.0.1]/hooks"],
    ["the metadata service's name", () => "https://metadata.google.internal/computeMetadata/v1/"],
    ["localhost", () => "https://localhost/hooks"],
    ["a name resolving to a private address", () => "https://intranet.empresa.test/hooks"],
    ["a name with a public and a private address", () => "https://misto.empresa.test/hooks"],
  ])("refuses %s at registration, on the url field, without telling the address", async (_, target) => {
    const res = await register(target());
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "VALIDATION_FAILED",
      message: webhookMessages.publicAddressRequired,
      issues: [{ path: "url", message: webhookMessages.publicAddressRequired }],
    });
    for (const internal of ["127.0.0.1", "10.1.2.3", "169.254", "192.168"]) {
      if (!target().includes(internal)) expect(res.text).not.toContain(internal);
    }
    expect(await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, company.id))).toEqual([]);
  });

  it("refuses a name that does not resolve, and registers one whose every address is public", async () => {
    const missing = await register("https://nao-existe.empresa.test/hooks");
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({
      message: webhookMessages.hostNotFound,
      issues: [{ path: "url", message: webhookMessages.hostNotFound }],
    });
    const ok = await register("https://hooks.publico.test/hooks");
    expect(ok.status).toBe(201);
    expect(lookups).toEqual(["nao-existe.empresa.test", "hooks.publico.test"]);
    // Removed at once: no worker may try to reach it.
    await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.companyId, company.id));
  });

  it("refuses at delivery a name that now resolves to a private address (the receiver hears nothing)", async () => {
    const port = new URL(url).port;
    names[`rebind.publico.test`] = [PUBLIC, "127.0.0.1"];
    expect((await register(`http://rebind.publico.test:${port}/hooks`)).status).toBe(201);
    await job(t, company.id, { title: "Vaga com DNS trocado" });
    await worker(undefined, { allowPrivate: false });
    expect(lookups).toEqual(["rebind.publico.test", "rebind.publico.test"]);
    expect(received).toHaveLength(0);
    const [delivery] = await t.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({
      status: "pendente",
      attempts: 1,
      responseStatus: null,
      lastError: "Endereço não permitido",
    });
    const log = await deliveryLog();
    expect(log.deliveries[0]).toMatchObject({ lastError: "Endereço não permitido", responseStatus: null });
    expect(log.text).not.toContain("127.0.0.1");
  });

  it("refuses at delivery an endpoint on a private address, never learning its answer", async () => {
    await endpoint(["job.created"]); // registered where WEBHOOKS_ALLOW_PRIVATE is set
    answer = 500;
    await job(t, company.id, { title: "Vaga para porta interna" });
    await worker(undefined, { allowPrivate: strict.env.WEBHOOKS_ALLOW_PRIVATE });
    expect(received).toHaveLength(0);
    const [delivery] = await t.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: "pendente", responseStatus: null, lastError: "Endereço não permitido" });
  });

  it("logs a connection failure neutrally", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await call(company.user, "POST", "/api/company/integrations/webhooks", {
      url: `http://127.0.0.1:${port}/hooks`,
      events: ["job.created"],
    });
    expect(res.status).toBe(201);
    await job(t, company.id, { title: "Vaga sem ninguém ouvindo" });
    await worker();
    const log = await deliveryLog();
    expect(log.deliveries[0]).toMatchObject({ lastError: "Falha de conexão", responseStatus: null });
    expect(log.text).not.toContain("ECONNREFUSED");
  });

  it("does not follow a redirect: a 3xx is a failed try", async () => {
    await endpoint(["job.created"]);
    answer = 302;
    location = `${new URL(url).origin}/redirected`;
    await job(t, company.id, { title: "Vaga redirecionada" });
    await worker();
    expect(received.map((r) => r.path)).toEqual(["/hooks"]);
    const [delivery] = await t.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: "pendente", responseStatus: 302, lastError: "HTTP 302" });
  });
});

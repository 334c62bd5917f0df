import { alertMessages, MAX_ALERTS_PER_ADDRESS, MAX_ALERTS_PER_MILITAR } from "@pm/shared/alerts";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import {
  BASE_URL,
  createTestApp,
  read,
  readError,
  TEST_AUTH_SECRET,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from "../../../test/harness";
import { mailerFrom } from "../../../test/mailers";
import { jobAlertMatches, jobAlertQueue, jobAlerts } from "../../db/schema/alerts";
import { jobApplications, jobs, notifications } from "../../db/schema/jobs";
import { emailOutbox } from "../../db/schema/system";
import type { Email, Mailer } from "../../mail/mailer";
import { deleteUnconfirmedAlerts, digestHourReached } from "./alerts.queries";
import { addressToken, alertToken } from "./alerts.tokens";
import { matchAlerts, matchAndSendInstant, sendDueAlerts } from "./alerts.worker";

let t: TestApp;
let companyId: string;
let otherCompanyId: string;
let companySlug: string;

beforeAll(async () => {
  t = await createTestApp();
  const paid = await paidCompany(t, { name: "Transportes Serra Azul", city: "Campinas", state: "SP" });
  companyId = paid.company.id;
  companySlug = paid.company.slug as string;
  otherCompanyId = (await paidCompany(t, { name: "Frota Carioca", city: "Niterói", state: "RJ" })).company.id;
});
afterAll(() => t.close());

/** The worker's dependencies, without the production's waits (tested on their own below). */
const deps = (mailer: Mailer = t.deps.mailer) => ({
  db: t.db,
  mailer,
  baseUrl: BASE_URL,
  secret: TEST_AUTH_SECRET,
  gatherSeconds: 0,
  resendMinutes: 0,
});
/** The instant job's run: matching what was queued, then the instant e-mails. */
async function runInstant(mailer?: Mailer) {
  return matchAndSendInstant(deps(mailer));
}

async function alertEmailsTo(email: string) {
  const all = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.createdAt));
  return all.filter((e) => /^(Nova vaga|\d+ vagas novas) para/.test(e.subject));
}

/** A word of its own per test, so one test's jobs never match another test's alerts. */
let n = 0;
const word = () => `ofiz${(n++).toString(36)}xq`;

function create(user: TestUser, body: Record<string, unknown>) {
  return user.client.request("POST", "/api/military/alerts", body);
}

describe("a militar's alerts", () => {
  it("saves a search, lists it, renames, pauses, resumes and deletes it; never another militar's", async () => {
    const me = await completedMilitar(t);
    const other = await completedMilitar(t);
    const res = await create(me, {
      name: "Motorista em SP",
      frequency: "imediato",
      search: { q: "motorista sp", regime: "CLT" },
    });
    expect(res.status).toBe(201);
    const alert = res.body as { id: string };
    expect(res.body).toMatchObject({
      name: "Motorista em SP",
      frequency: "imediato",
      active: true,
      pausedReason: null,
      search: { q: "motorista sp", regime: "CLT" },
      lastSentAt: null,
      jobsSent: 0,
    });
    const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(row).toMatchObject({ state: "SP", city: null, regime: "CLT", userId: me.userId, email: null });
    // The words' lexemes and their synonyms' ('condutor', 'caminhoneiro'…), each in the alert's state.
    expect(row?.terms).toEqual(expect.arrayContaining(["motor@SP", "condutor@SP", "caminhoneir@SP"]));
    expect(row?.terms.every((k) => k.endsWith("@SP"))).toBe(true);
    expect(row?.confirmedAt).not.toBeNull();

    const list = await me.client.request("GET", "/api/military/alerts");
    expect((list.body as { alerts: { id: string }[] }).alerts.map((a) => a.id)).toEqual([alert.id]);
    expect(((await other.client.request("GET", "/api/military/alerts")).body as { alerts: unknown[] }).alerts).toEqual(
      [],
    );

    const paused = await me.client.request("PATCH", `/api/military/alerts/${alert.id}`, { active: false });
    expect(paused.body).toMatchObject({ active: false, pausedReason: "usuario" });
    const renamed = await me.client.request("PATCH", `/api/military/alerts/${alert.id}`, {
      name: "Motoristas",
      frequency: "diario",
      active: true,
    });
    expect(renamed.body).toMatchObject({ name: "Motoristas", frequency: "diario", active: true, pausedReason: null });

    const stolen = await other.client.request("PATCH", `/api/military/alerts/${alert.id}`, { active: false });
    expect(stolen.status).toBe(404);
    expect((await other.client.request("DELETE", `/api/military/alerts/${alert.id}`)).status).toBe(404);
    expect((await me.client.request("PATCH", "/api/military/alerts/nao-e-um-id", { active: false })).status).toBe(404);

    expect((await me.client.request("DELETE", `/api/military/alerts/${alert.id}`)).status).toBe(204);
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))).toEqual([]);
  });

  it("refuses an empty search, a bad frequency, and more than the limit, in pt-BR", async () => {
    const me = await completedMilitar(t);
    const empty = await create(me, { name: "Tudo", frequency: "imediato", search: {} });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain(alertMessages.emptySearch);
    const noName = await create(me, { name: "  ", frequency: "imediato", search: { q: "vigilante" } });
    expect(JSON.stringify(noName.body)).toContain(alertMessages.nameRequired);
    const badFrequency = await create(me, { name: "Vigia", frequency: "semanal", search: { q: "vigilante" } });
    expect(JSON.stringify(badFrequency.body)).toContain(alertMessages.frequencyInvalid);

    await t.db.insert(jobAlerts).values(
      Array.from({ length: MAX_ALERTS_PER_MILITAR }, (_, i) => ({
        userId: me.userId,
        name: `Alerta ${i}`,
        frequency: "diario" as const,
        search: { q: "vigilante" },
        active: false,
      })),
    );
    const over = await create(me, { name: "Mais um", frequency: "imediato", search: { q: "vigilante" } });
    expect(over.status).toBe(409);
    expect((over.body as { error: { message: string } }).error.message).toBe(alertMessages.tooMany);
  });

  it("is for militares only", async () => {
    const company = await t.createUser({ role: "empresa" });
    expect((await create(company, { name: "x", frequency: "imediato", search: { q: "x" } })).status).toBe(403);
    expect((await t.client().request("GET", "/api/military/alerts")).status).toBe(401);
  });
});

describe("matching and sending", () => {
  it("e-mails a new matching job once, with its public link, one-click unsubscribe and a plain-text part", async () => {
    const w = word();
    const me = await completedMilitar(t, { fullName: "João Batista" });
    await create(me, { name: "Motorista", frequency: "imediato", search: { q: `motorista ${w}`, state: "SP" } });
    const match = await job(t, companyId, { title: `Motorista ${w}`, city: "Campinas", salary: "R$ 3.200" });
    await job(t, otherCompanyId, { title: `Motorista ${w}`, city: "Niterói" }); // another state
    await job(t, companyId, { title: `Almoxarife ${w}`, city: "Campinas" }); // other words

    expect((await t.db.select().from(jobAlertQueue).where(eq(jobAlertQueue.jobId, match.id))).length).toBe(1);
    expect(await runInstant()).toMatchObject({ emails: 1, paused: 0 });
    const [email, ...more] = await alertEmailsTo(me.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe(`Nova vaga para “Motorista”: Motorista ${w}`);
    expect(email?.text).toContain(`Motorista ${w} — Transportes Serra Azul, Campinas - SP (R$ 3.200)`);
    expect(email?.text).toMatch(new RegExp(`${BASE_URL}/vagas/motorista-${w}-[A-Za-z0-9_-]{22}\\?origem=alerta`));
    expect(email?.text).toContain(`${BASE_URL}/app/alertas`);
    expect(email?.html).toContain("Ver a busca no mural de vagas");
    // The unsubscribe links are the fine print after the button.
    expect(email?.html.indexOf("Cancelar este alerta")).toBeGreaterThan(email?.html.indexOf("Ver a busca") ?? 0);
    expect(email?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(email?.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=/);

    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, me.userId));
    expect(bell.map((b) => [b.kind, b.data])).toEqual([
      ["job_alert", expect.objectContaining({ alertName: "Motorista", count: 1, jobTitle: `Motorista ${w}` })],
    ]);
    const [alert] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.userId, me.userId));
    expect(alert?.jobsSent).toBe(1);
    expect(alert?.lastSentAt).not.toBeNull();

    // Closed and published again: queued again, never sent twice to the alert.
    await t.db.update(jobs).set({ active: false }).where(eq(jobs.id, match.id));
    await t.db.update(jobs).set({ active: true }).where(eq(jobs.id, match.id));
    expect(await runInstant()).toMatchObject({ emails: 0 });
    expect(await alertEmailsTo(me.email)).toHaveLength(1);
  });

  it("applies every filter: regime, modality, área, salary from, PcD, city; a paused alert gets nothing", async () => {
    const w = word();
    const me = await completedMilitar(t);
    const paused = await completedMilitar(t);
    await create(me, {
      name: "Filtrado",
      frequency: "imediato",
      search: {
        q: w,
        city: "Campinas",
        regime: "CLT",
        modality: "Presencial",
        area: "logistica",
        salaryFrom: 3000,
        pcd: true,
      },
    });
    const off = await create(paused, { name: "Pausado", frequency: "imediato", search: { q: w } });
    await paused.client.request("PATCH", `/api/military/alerts/${(off.body as { id: string }).id}`, { active: false });

    const fits = {
      city: "Campinas",
      regime: "CLT" as const,
      modality: "Presencial" as const,
      area: "logistica" as const,
      pcd: "tambem" as const,
    };
    await job(t, companyId, { ...fits, title: `Vaga boa ${w}`, salaryMin: 3000, salaryMax: 3500 });
    await job(t, companyId, { ...fits, title: `Vaga PJ ${w}`, regime: "PJ", salaryMin: 4000 });
    await job(t, companyId, { ...fits, title: `Vaga remota ${w}`, modality: "Remoto", salaryMin: 4000 });
    await job(t, companyId, { ...fits, title: `Vaga de gestão ${w}`, area: "gestao", salaryMin: 4000 });
    await job(t, companyId, { ...fits, title: `Vaga barata ${w}`, salaryMin: 2000, salaryMax: 2500 });
    await job(t, companyId, { ...fits, title: `Vaga sem salario ${w}` });
    await job(t, companyId, { ...fits, title: `Vaga sem PcD ${w}`, pcd: null, salaryMin: 4000 });
    await job(t, companyId, { ...fits, title: `Vaga em Sorocaba ${w}`, city: "Sorocaba", salaryMin: 4000 });

    await runInstant();
    const emails = await alertEmailsTo(me.email);
    expect(emails.map((e) => e.subject)).toEqual([`Nova vaga para “Filtrado”: Vaga boa ${w}`]);
    expect(await alertEmailsTo(paused.email)).toEqual([]);
  });

  it("does not send a job closed before its e-mail, nor one of a company no longer visible", async () => {
    const w = word();
    const me = await completedMilitar(t);
    await create(me, { name: "Fechadas", frequency: "imediato", search: { q: w } });
    const closed = await job(t, companyId, { title: `Fechada ${w}` });
    await matchAlerts({ db: t.db });
    await t.db.update(jobs).set({ active: false }).where(eq(jobs.id, closed.id));
    expect(await sendDueAlerts(deps(), "imediato")).toMatchObject({ emails: 0 });
    expect(await alertEmailsTo(me.email)).toEqual([]);
    const [m] = await t.db.select().from(jobAlertMatches).where(eq(jobAlertMatches.jobId, closed.id));
    expect(m?.sentAt).not.toBeNull();
  });

  it("drops what was matched before a pause, and moves what waits to the new frequency", async () => {
    const w = word();
    const me = await completedMilitar(t);
    const paused = await create(me, { name: "Pausa", frequency: "imediato", search: { q: `${w} pausa` } });
    const moved = await create(me, { name: "Muda", frequency: "imediato", search: { q: `${w} muda` } });
    await job(t, companyId, { title: `Auxiliar ${w} pausa` });
    await job(t, companyId, { title: `Auxiliar ${w} muda` });
    await matchAlerts({ db: t.db });
    const patch = (id: string, body: object) => me.client.request("PATCH", `/api/military/alerts/${id}`, body);
    await patch((paused.body as { id: string }).id, { active: false });
    await patch((paused.body as { id: string }).id, { active: true });
    await patch((moved.body as { id: string }).id, { frequency: "diario" });
    await t.db
      .update(jobAlerts)
      .set({ digestOn: null })
      .where(eq(jobAlerts.id, (moved.body as { id: string }).id));
    expect(await sendDueAlerts(deps(), "imediato")).toMatchObject({ emails: 0 });
    expect(await sendDueAlerts(deps(), "diario", new Date("2026-11-27T11:05:00Z"))).toMatchObject({ emails: 1 });
    expect((await alertEmailsTo(me.email)).map((e) => e.subject)).toEqual([
      `Nova vaga para “Muda”: Auxiliar ${w} muda`,
    ]);
  });

  it("gathers a burst into one e-mail, and sends an alert at most once in 10 minutes", async () => {
    const w = word();
    const me = await completedMilitar(t);
    await create(me, { name: "Rajada", frequency: "imediato", search: { q: w } });
    const waits = { ...deps(), gatherSeconds: 30, resendMinutes: 10 };
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);
    await job(t, companyId, { title: `Repositor ${w}` });
    await matchAlerts({ db: t.db });
    expect(await sendDueAlerts(waits, "imediato", at(0))).toMatchObject({ emails: 0 });
    await job(t, companyId, { title: `Embalador ${w}` });
    await matchAlerts({ db: t.db });
    expect(await sendDueAlerts(waits, "imediato", at(31))).toMatchObject({ emails: 1 });
    expect((await alertEmailsTo(me.email)).map((e) => e.subject)).toEqual(["2 vagas novas para “Rajada”"]);

    await job(t, companyId, { title: `Empacotador ${w}` });
    await matchAlerts({ db: t.db });
    expect(await sendDueAlerts(waits, "imediato", at(5 * 60))).toMatchObject({ emails: 0 });
    expect(await sendDueAlerts(waits, "imediato", at(11 * 60))).toMatchObject({ emails: 1 });
    expect((await alertEmailsTo(me.email)).at(-1)?.subject).toBe(`Nova vaga para “Rajada”: Empacotador ${w}`);
  });

  it("lists at most 10 jobs and links to all of them", async () => {
    const w = word();
    const me = await completedMilitar(t);
    await create(me, { name: "Muitas", frequency: "imediato", search: { q: w } });
    for (let i = 0; i < 12; i++) await job(t, companyId, { title: `Operador ${i} ${w}` });
    await runInstant();
    const [email] = await alertEmailsTo(me.email);
    expect(email?.subject).toBe("12 vagas novas para “Muitas”");
    expect(email?.text.match(/\?origem=alerta/g)).toHaveLength(10);
    expect(email?.text).toContain(`Ver todas as 12 vagas: ${BASE_URL}/app/vagas?q=${w}&sort=recentes`);
  });

  it("sends each job once when two workers send at the same time", async () => {
    const w = word();
    const users = await Promise.all([completedMilitar(t), completedMilitar(t), completedMilitar(t)]);
    for (const u of users) await create(u, { name: "Dois", frequency: "imediato", search: { q: w } });
    for (let i = 0; i < 5; i++) await job(t, companyId, { title: `Conferente ${i} ${w}` });
    await Promise.all([matchAlerts({ db: t.db }), matchAlerts({ db: t.db })]);
    const sentBy: Email[][] = [[], []];
    const recording = (i: 0 | 1): Mailer =>
      mailerFrom(async (email) => {
        sentBy[i]?.push(email);
        await t.deps.mailer.send(email);
      });
    await Promise.all([sendDueAlerts(deps(recording(0)), "imediato"), sendDueAlerts(deps(recording(1)), "imediato")]);
    for (const u of users) {
      const emails = await alertEmailsTo(u.email);
      expect(emails).toHaveLength(1);
      expect(emails[0]?.subject).toBe("5 vagas novas para “Dois”");
    }
    expect((sentBy[0]?.length ?? 0) + (sentBy[1]?.length ?? 0)).toBe(3);
  });

  it("pauses an alert whose address is refused for good, and retries after a passing failure", async () => {
    const w = word();
    const bounced = await completedMilitar(t);
    const flaky = await completedMilitar(t);
    const bouncedAlert = await create(bounced, { name: "Volta", frequency: "imediato", search: { q: `${w} volta` } });
    await create(flaky, { name: "Instavel", frequency: "imediato", search: { q: `${w} instavel` } });
    await job(t, companyId, { title: `Auxiliar ${w} volta` });
    await job(t, companyId, { title: `Auxiliar ${w} instavel` });
    const failing = mailerFrom(async (email) => {
      if (email.to === bounced.email) throw Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 });
      if (email.to === flaky.email) throw Object.assign(new Error("421 try later"), { responseCode: 421 });
      await t.deps.mailer.send(email);
    });
    expect(await runInstant(failing)).toMatchObject({ emails: 0, paused: 1 });
    const [row] = await t.db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.id, (bouncedAlert.body as { id: string }).id));
    expect(row).toMatchObject({ active: false, pausedReason: "falha_envio" });

    expect(await sendDueAlerts(deps(), "imediato")).toMatchObject({ emails: 1 });
    expect(await alertEmailsTo(flaky.email)).toHaveLength(1);
    expect(await alertEmailsTo(bounced.email)).toEqual([]);
  });

  it("follows a company: its new jobs, whatever their words", async () => {
    const me = await completedMilitar(t);
    const followed = await me.client.request("POST", "/api/military/alerts/follow", { slug: companySlug });
    expect(followed.status).toBe(201);
    expect(followed.body).toMatchObject({
      name: "Vagas de Transportes Serra Azul",
      frequency: "imediato",
      company: { name: "Transportes Serra Azul", slug: companySlug },
    });
    const again = await me.client.request("POST", "/api/military/alerts/follow", { slug: companySlug });
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe((followed.body as { id: string }).id);
    expect((await me.client.request("POST", "/api/military/alerts/follow", { slug: "nao-existe" })).status).toBe(404);

    await runInstant(); // what earlier tests left queued
    const before = (await alertEmailsTo(me.email)).length;
    await job(t, companyId, { title: "Mecânico de Caminhões" });
    await job(t, otherCompanyId, { title: "Mecânico de Caminhões" });
    await runInstant();
    const emails = await alertEmailsTo(me.email);
    expect(emails.length - before).toBe(1);
    expect(emails.at(-1)?.subject).toBe("Nova vaga para “Vagas de Transportes Serra Azul”: Mecânico de Caminhões");
  });

  it("records an application made from an alert's e-mail as coming from the alert", async () => {
    const me = await completedMilitar(t);
    const posted = await job(t, companyId, { title: "Motorista de van" });
    const res = await me.client.request("POST", `/api/military/jobs/${posted.id}/apply?source=alerta`);
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, posted.id));
    expect(row?.source).toBe("alerta");
  });
});

describe("the daily digest", () => {
  it("waits for 8h in Brazil's time", () => {
    expect(digestHourReached(new Date("2026-11-27T10:59:00Z"))).toBe(false); // 7h59 in São Paulo
    expect(digestHourReached(new Date("2026-11-27T11:00:00Z"))).toBe(true);
    expect(digestHourReached(new Date("2026-11-28T02:30:00Z"))).toBe(true); // 23h30 the day before
  });

  it("sends one digest a day with every match, and the next matches the next day", async () => {
    const w = word();
    const me = await completedMilitar(t);
    const res = await create(me, { name: "Resumo", frequency: "diario", search: { q: w } });
    const id = (res.body as { id: string }).id;
    // Created at an hour the digest had passed: its first digest is the next day's.
    await t.db.update(jobAlerts).set({ digestOn: null }).where(eq(jobAlerts.id, id));
    await job(t, companyId, { title: `Estoquista ${w}` });
    await job(t, companyId, { title: `Repositor ${w}` });
    await matchAlerts({ db: t.db });
    expect(await sendDueAlerts(deps(), "imediato")).toBeDefined();
    expect(await alertEmailsTo(me.email)).toEqual([]);

    const day1 = new Date("2026-11-27T11:05:00Z");
    await sendDueAlerts(deps(), "diario", day1);
    await sendDueAlerts(deps(), "diario", day1);
    const first = await alertEmailsTo(me.email);
    expect(first.map((e) => e.subject)).toEqual(["2 vagas novas para “Resumo”"]);

    await job(t, companyId, { title: `Separador ${w}` });
    await matchAlerts({ db: t.db });
    await sendDueAlerts(deps(), "diario", new Date("2026-11-27T20:00:00Z"));
    expect(await alertEmailsTo(me.email)).toHaveLength(1);
    await sendDueAlerts(deps(), "diario", new Date("2026-11-28T11:05:00Z"));
    const emails = await alertEmailsTo(me.email);
    expect(emails.at(-1)?.subject).toBe(`Nova vaga para “Resumo”: Separador ${w}`);
  });
});

describe("a visitor's alerts", () => {
  const subscribe = (email: string, q: string, via = t.client()) =>
    via.request("POST", "/api/alerts/subscribe", {
      email,
      name: "Vigilante RJ",
      frequency: "imediato",
      search: { q },
    });

  it("is confirmed by e-mail before it sends anything, then one click pauses it", async () => {
    const w = word();
    const email = uniqueEmail("visitante");
    const res = await subscribe(email.toUpperCase(), `vigilante ${w}`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: alertMessages.subscribed });
    const [confirmation] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(confirmation?.subject).toBe("Confirme seu alerta de vagas “Vigilante RJ”");
    const link = confirmation?.text.match(/http:\/\/\S+\/alertas\/confirmar\?token=(\S+)/);
    expect(link).not.toBeNull();

    await job(t, companyId, { title: `Vigilante ${w}` });
    await runInstant();
    expect(await alertEmailsTo(email)).toEqual([]);

    const token = decodeURIComponent(link?.[1] ?? "");
    const confirmed = await t.client().request("POST", "/api/alerts/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ name: "Vigilante RJ" });
    await job(t, companyId, { title: `Vigilante noturno ${w}` });
    await runInstant();
    const [sent] = await alertEmailsTo(email);
    expect(sent?.subject).toBe(`Nova vaga para “Vigilante RJ”: Vigilante noturno ${w}`);
    expect(sent?.text).toContain(`${BASE_URL}/alertas/gerenciar?token=`);

    // RFC 8058: the mail client posts the form to the header's address, without cookies or Origin.
    const oneClick = sent?.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";
    const path = oneClick.replace(BASE_URL, "");
    const form = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(form.status).toBe(200);
    const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(row).toMatchObject({ active: false, pausedReason: "descadastro" });

    await job(t, companyId, { title: `Vigilante diurno ${w}` });
    await runInstant();
    expect(await alertEmailsTo(email)).toHaveLength(1);

    const unsubscribeToken = new URL(oneClick).searchParams.get("token") ?? "";
    const resumed = await t.client().request("POST", "/api/alerts/resume", { token: unsubscribeToken });
    expect(resumed.body).toMatchObject({ active: true });
  });

  it("answers the same for a new address, a known one and one at its limit, and stores at most 5", async () => {
    const email = uniqueEmail("limite");
    for (let i = 0; i < MAX_ALERTS_PER_ADDRESS + 2; i++) {
      await t.resetRateLimits();
      const res = await subscribe(email, `porteiro ${i}`);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: alertMessages.subscribed });
    }
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(MAX_ALERTS_PER_ADDRESS);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(MAX_ALERTS_PER_ADDRESS);
  });

  it("limits subscriptions per address and per IP", async () => {
    const limited = await createTestApp({
      database: t.database,
      rateLimits: {
        alertSubscribePerAddress: { limit: 2, windowSeconds: 3600 },
        alertSubscribePerIp: { limit: 3, windowSeconds: 3600 },
      },
    });
    const email = uniqueEmail("rajada");
    const post = (to: string) =>
      limited
        .client()
        .request("POST", "/api/alerts/subscribe", { email: to, name: "x", frequency: "diario", search: { q: "x" } });
    expect((await post(email)).status).toBe(202);
    expect((await post(email)).status).toBe(202);
    const third = await post(email);
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).not.toBeNull();
    expect((await post(uniqueEmail("outro"))).status).toBe(429); // the IP's fourth
  });

  it("refuses a forged, altered or other purpose's token", async () => {
    const email = uniqueEmail("token");
    await subscribe(email, "eletricista");
    const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    const id = row?.id as string;
    const good = alertToken(TEST_AUTH_SECRET, "confirm", id);
    for (const token of [
      alertToken("outro-segredo-0123456789abcdef0123456789", "confirm", id),
      `${good.slice(0, -2)}xx`,
      alertToken(TEST_AUTH_SECRET, "unsubscribe", id),
      "lixo-qualquer-de-tamanho",
    ]) {
      const res = await readError(t.client().api.alerts.confirm.$post({ json: { token } }));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(alertMessages.invalidLink);
    }
    const [still] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
    expect(still?.confirmedAt).toBeNull();
  });

  it("lets the address see and erase its alerts ('Excluir meus dados')", async () => {
    const email = uniqueEmail("apagar");
    await subscribe(email, "soldador");
    await subscribe(email, "pintor");
    await t.db.update(jobAlerts).set({ confirmedAt: new Date() }).where(eq(jobAlerts.email, email));
    const token = addressToken(TEST_AUTH_SECRET, email);
    const page = await read(t.client().api.alerts.manage.$get({ query: { token } }));
    expect(page.body.email).toBe(email);
    expect(page.body.alerts.map((a) => a.search.q).sort()).toEqual(["pintor", "soldador"]);
    expect((await readError(t.client().api.alerts.manage.$get({ query: { token: `${token}x` } }))).status).toBe(404);

    const erased = await read(t.client().api.alerts.manage.delete.$post({ json: { token } }));
    expect(erased.body).toEqual({ deleted: 2, message: alertMessages.erased });
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([]);
  });

  it("forgets unconfirmed alerts after 48 hours", async () => {
    const email = uniqueEmail("esquecido");
    await subscribe(email, "cozinheiro");
    await deleteUnconfirmedAlerts(t.db, new Date(Date.now() + 47 * 3600_000));
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(1);
    await deleteUnconfirmedAlerts(t.db, new Date(Date.now() + 49 * 3600_000));
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([]);
  });

  it("moves a visitor's confirmed alerts into the account he creates with that address", async () => {
    const email = uniqueEmail("militar");
    await subscribe(email, "bombeiro civil");
    await subscribe(email, "brigadista");
    const [first] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    await t.db
      .update(jobAlerts)
      .set({ confirmedAt: new Date() })
      .where(eq(jobAlerts.id, first?.id as string));
    const user = await t.createUser({ role: "militar", email });
    const mine = await t.db.select().from(jobAlerts).where(eq(jobAlerts.userId, user.userId));
    expect(mine.map((a) => a.id)).toEqual([first?.id]);
    expect(
      await t.db
        .select()
        .from(jobAlerts)
        .where(and(eq(jobAlerts.email, email), isNull(jobAlerts.userId))),
    ).toEqual([]);
  });
});

describe("LGPD", () => {
  it("exports a militar's alerts and deletes them with his account", async () => {
    const me = await completedMilitar(t);
    await create(me, { name: "Exportado", frequency: "diario", search: { q: "logistica" } });
    const exported = await me.client.request("GET", "/api/account/export");
    expect((exported.body as { alertasDeVagas: { name: string }[] }).alertasDeVagas.map((a) => a.name)).toEqual([
      "Exportado",
    ]);
    const deleted = await me.client.request("DELETE", "/api/account", { password: me.password });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.userId, me.userId))).toEqual([]);
  });
});

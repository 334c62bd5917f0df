import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createTestApp, uniqueEmail } from "../../test/harness";
import { parseMail } from "../../test/mime";
import { openTestDatabase, type TestDatabase } from "../../test/test-database";
import { users } from "../db/schema/auth";
import { emailOutbox } from "../db/schema/system";
import { createMailer } from "./mailer";
import { resetPasswordEmail, verificationEmail } from "./templates";

const FROM = "Próxima Missão <nao-responda@proximamissao.com.br>";
const silent = pino({ level: "silent" });

interface Received {
  from: string | null;
  to: string[];
  raw: string;
}

/** A real SMTP peer on a free local port, recording every message it accepts. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    // Plain SMTP on loopback: no STARTTLS (its certificate would be self-signed) and no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : null,
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on: a server started and stopped again. */
async function deadSmtpUrl(): Promise<string> {
  const server = await startSmtpServer();
  await server.close();
  return server.url;
}

let testDb: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  [testDb, smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
});
afterAll(async () => {
  await smtp?.close();
  await testDb?.close();
});

const outboxFor = (to: string) => testDb.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const receivedBy = (to: string) => smtp.received.filter((r) => r.to.includes(to));

describe("createMailer with SMTP", () => {
  it("delivers the message to the SMTP server and marks the outbox row sent", async () => {
    const mailer = createMailer({ db: testDb.database.db, logger: silent, smtpUrl: smtp.url, from: FROM });
    const to = uniqueEmail("smtp");
    const link = `${BASE_URL}/api/auth/verify-email?token=${"abc123".repeat(30)}&callbackURL=%2Fapp`;
    await mailer.send(verificationEmail(to, "Ana Souza", link));

    const got = receivedBy(to);
    expect(got).toHaveLength(1);
    expect(got[0]?.to).toEqual([to]);
    expect(got[0]?.from).toBe("nao-responda@proximamissao.com.br");
    const mail = parseMail(got[0]?.raw ?? "");
    expect(mail.subject).toBe("Confirme seu e-mail na Próxima Missão");
    expect(mail.headers.get("to")).toBe(to);
    expect(mail.text).toContain("Olá, Ana Souza!");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain("Confirmar e-mail");

    const rows = await outboxFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to,
      subject: "Confirme seu e-mail na Próxima Missão",
      status: "sent",
      error: null,
    });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("marks the row failed, with the reason, when the server is down", async () => {
    const mailer = createMailer({ db: testDb.database.db, logger: silent, smtpUrl: await deadSmtpUrl(), from: FROM });
    const to = uniqueEmail("fora-do-ar");
    await expect(mailer.send(resetPasswordEmail(to, "Ana", `${BASE_URL}/x`))).rejects.toThrow(/ECONNREFUSED/);
    const rows = await outboxFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "failed", sentAt: null });
    expect(rows[0]?.error).toMatch(/ECONNREFUSED/);
  });

  it("only stores the message when no SMTP URL is set", async () => {
    const mailer = createMailer({ db: testDb.database.db, logger: silent, from: FROM });
    const to = uniqueEmail("so-outbox");
    await mailer.send(resetPasswordEmail(to, "Ana", `${BASE_URL}/x`));
    expect(await outboxFor(to)).toEqual([expect.objectContaining({ status: "stored", sentAt: null })]);
    expect(receivedBy(to)).toEqual([]);
  });

  it("logs the delivery without the address itself", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ db: testDb.database.db, logger, from: FROM });
    const to = uniqueEmail("masked");
    await mailer.send(resetPasswordEmail(to, "Ana", `${BASE_URL}/x`));
    const logged = lines.join("");
    expect(logged).toContain("email queued");
    expect(logged).not.toContain(to);
    expect(logged).toContain(`"to":"${to.slice(0, 2)}…@teste.com.br"`);
  });
});

describe("createMailer's sendMany", () => {
  it("stores a batch in the outbox, in order, when no SMTP URL is set", async () => {
    const mailer = createMailer({ db: testDb.database.db, logger: silent, from: FROM });
    const to = [uniqueEmail("lote-a"), uniqueEmail("lote-b"), uniqueEmail("lote-c")];
    const outcomes = await mailer.sendMany(
      to.map((address, i) => resetPasswordEmail(address, `Ana ${i}`, `${BASE_URL}/x`)),
    );
    expect(outcomes).toEqual([null, null, null]);
    for (const address of to) {
      expect(await outboxFor(address)).toEqual([expect.objectContaining({ status: "stored", sentAt: null })]);
    }
    expect(await mailer.sendMany([])).toEqual([]);
  });

  it("delivers each over SMTP and answers each failure in its place, without throwing", async () => {
    const up = createMailer({ db: testDb.database.db, logger: silent, smtpUrl: smtp.url, from: FROM });
    const [a, b] = [uniqueEmail("lote-smtp-a"), uniqueEmail("lote-smtp-b")];
    expect(await up.sendMany([a, b].map((address) => resetPasswordEmail(address, "Ana", `${BASE_URL}/x`)))).toEqual([
      null,
      null,
    ]);
    expect(receivedBy(a)).toHaveLength(1);
    expect(receivedBy(b)).toHaveLength(1);
    expect(await outboxFor(b)).toEqual([expect.objectContaining({ status: "sent" })]);

    const down = createMailer({ db: testDb.database.db, logger: silent, smtpUrl: await deadSmtpUrl(), from: FROM });
    const c = uniqueEmail("lote-fora");
    const [failure] = await down.sendMany([resetPasswordEmail(c, "Ana", `${BASE_URL}/x`)]);
    expect(String(failure)).toMatch(/ECONNREFUSED/);
    expect(await outboxFor(c)).toEqual([expect.objectContaining({ status: "failed" })]);
  });
});

describe("sign-up with SMTP_URL set", () => {
  it("sends the confirmation over SMTP, and its link confirms the account", async () => {
    const t = await createTestApp({ database: testDb.database, env: { SMTP_URL: smtp.url } });
    const browser = t.client();
    const { res, email } = await t.signUp({ role: "militar", fullName: "Paulo Mendes" }, browser);
    expect(res.status).toBe(201);

    const got = receivedBy(email);
    expect(got).toHaveLength(1);
    const mail = parseMail(got[0]?.raw ?? "");
    expect(mail.subject).toBe("Confirme seu e-mail na Próxima Missão");
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(await outboxFor(email)).toEqual([expect.objectContaining({ status: "sent" })]);

    const confirmed = await browser.get(link as string);
    expect(confirmed.status).toBe(302);
    const me = await browser.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, profile: { fullName: "Paulo Mendes", role: "militar" } });
  });

  it("still creates the account when the SMTP server is down", async () => {
    const t = await createTestApp({ database: testDb.database, env: { SMTP_URL: await deadSmtpUrl() } });
    const { res, email } = await t.signUp({ role: "empresa" });
    expect(res.status).toBe(201);
    expect(await testDb.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await outboxFor(email)).toEqual([expect.objectContaining({ status: "failed" })]);
  });
});

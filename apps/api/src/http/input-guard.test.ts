import { signUpSchema } from "@pm/shared/account.schemas";
import type { ApiErrorBody } from "@pm/shared/errors";
import { jobInputSchema } from "@pm/shared/jobs.company";
import { INVALID_TEXT_MESSAGE } from "@pm/shared/text";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidCompany } from "../../test/factories";
import {
  createTestApp,
  GENEROUS_RATE_LIMITS,
  readError,
  type TestApp,
  TestClient,
  type TestUser,
  type TypedResponse,
  uniqueEmail,
} from "../../test/harness";
import { createApp } from "../app";
import { isEncodingError } from "../db/errors";
import { users } from "../db/schema/auth";
import { companies } from "../db/schema/companies";
import { jobs } from "../db/schema/jobs";
import { militaryProfiles } from "../db/schema/military";
import { buildDeps } from "../deps";
import { createLogger } from "./log-redaction";

let t: TestApp;
let company: TestUser;
let militar: TestUser;

const MALFORMED_URL_MESSAGE = "O endereço contém uma codificação inválida.";

const validJob = {
  title: "Analista de Logística",
  city: "Campinas",
  regime: "CLT",
  description: "Coordenar o fluxo de materiais.",
};

const validProfile = {
  fullName: "Marcos Vinícius Pereira",
  city: "Rio de Janeiro",
  state: "RJ",
  militaryBranch: "marinha",
  biography: "Cabo com experiência em logística.",
};

/** The answer a user sees for text the app cannot store. */
function expectInvalidText(answer: TypedResponse<unknown>, path?: string) {
  const res = answer as TypedResponse<ApiErrorBody>;
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe("VALIDATION_FAILED");
  expect(res.body.error.message).toBe(INVALID_TEXT_MESSAGE);
  if (path !== undefined) expect(res.body.error.issues).toEqual([{ path, message: INVALID_TEXT_MESSAGE }]);
}

beforeAll(async () => {
  t = await createTestApp();
  // Stands in for any route that lets such text through to the database: no real route does.
  t.app.get("/encoding-probe", async () => {
    await t.db.execute(sql`select ${"Jo\u0000ão"}::text`);
    return new Response("unreachable");
  });
  [{ user: company }, militar] = await Promise.all([
    paidCompany(t, { plan: "plus" }),
    t.createUser({ role: "militar", fullName: "Marcos Vinícius Pereira" }),
  ]);
  const onboarded = await militar.client.put("/api/military/onboarding", {
    city: "Rio de Janeiro",
    state: "RJ",
    militaryBranch: "marinha",
  });
  expect(onboarded.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe.concurrent("U+0000 and lone surrogates in a JSON body", () => {
  it("refuses a sign-up whose name holds U+0000, and creates no account", async () => {
    const email = uniqueEmail("nul");
    const { res } = await t.signUp({ role: "militar", email, fullName: "João\u0000 da Silva" });
    expectInvalidText(res, "fullName");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses a sign-up whose name holds a lone surrogate", async () => {
    const email = uniqueEmail("surrogate");
    const { res } = await t.signUp({ role: "empresa", email, companyName: "Empresa \uD800 Ltda" });
    expectInvalidText(res, "companyName");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses a company's job with U+0000 in its title or deep in a list, and publishes nothing", async () => {
    const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, company.userId));
    const before = await t.db.$count(jobs, eq(jobs.companyId, row?.id as string));

    expectInvalidText(
      await company.client.post("/api/company/jobs", { ...validJob, title: "Analista\u0000" }),
      "title",
    );
    expectInvalidText(
      await company.client.post("/api/company/jobs", { ...validJob, benefits: ["Vale-refeição", "Plano\uDC00"] }),
      "benefits.1",
    );
    expect(await t.db.$count(jobs, eq(jobs.companyId, row?.id as string))).toBe(before);
  });

  it("refuses the military profile with U+0000 in a field, and keeps the saved one", async () => {
    const res = await militar.client.put("/api/military/profile", { ...validProfile, city: "Niterói\u0000" });
    expectInvalidText(res, "city");
    const [saved] = await t.db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, militar.userId));
    expect(saved?.city).toBe("Rio de Janeiro");
  });

  it("refuses such a key as well as such a value", async () => {
    const res = await t.client().post("/api/auth/forgot-password", { email: "ana@teste.com.br", "x\u0000": 1 });
    expectInvalidText(res);
  });

  it("gives the forms the same message, from the shared schemas", () => {
    const signUp = signUpSchema.safeParse({
      role: "militar",
      fullName: "João\u0000",
      email: "joao@teste.com.br",
      password: "segredo123",
      confirmPassword: "segredo123",
    });
    expect(signUp.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["fullName", INVALID_TEXT_MESSAGE],
    ]);
    const job = jobInputSchema.safeParse({ ...validJob, requirements: "Inglês\nEspanhol\uD800" });
    expect(job.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["requirements.1", INVALID_TEXT_MESSAGE],
    ]);
  });
});

describe.concurrent("U+0000, lone surrogates and broken escapes in the URL", () => {
  it("refuses them in a query parameter, on a zod route and on /dev", async () => {
    expectInvalidText(await militar.client.get("/api/military/jobs?q=%00"), "query.q");
    expectInvalidText(await t.client().get("/dev/emails.json?to=%00"), "query.to");
    expectInvalidText(await t.client().get("/api/auth/verify-email?token=abc%00"), "query.token");
  });

  it("refuses them in a path id, signed in or not", async () => {
    expectInvalidText(await company.client.get("/api/company/jobs/%00"), "path");
    expectInvalidText(await t.client().get("/api/payments/sandbox/%00"), "path");
    expectInvalidText(await t.client().post("/api/payments/sandbox/cs%00/pay"), "path");
    expectInvalidText(await t.client().get("/api/auth/reset-password/%00abc"), "path");
  });

  it("answers a malformed or surrogate escape with 422, never 500, and lets well-formed text through", async () => {
    for (const url of [
      "/api/auth/reset-password/%E0%A4%A",
      "/api/military/jobs?q=%ED%A0%80",
      "/api/military/jobs?q=100%",
      "/dev/emails.json?to=%zz",
    ]) {
      const res = await readError(militar.client.get(url));
      expect(res.status, url).toBe(422);
      expect(res.body.error).toMatchObject({ code: "VALIDATION_FAILED", message: MALFORMED_URL_MESSAGE });
    }
    const res = await militar.client.get(`/api/military/jobs?q=${encodeURIComponent("logística 100% 😀")}`);
    expect(res.status).toBe(200);
  });
});

describe("text the database cannot encode", () => {
  it("is recognised from PostgreSQL's codes, raw or wrapped by Drizzle", async () => {
    const client = (t.db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<unknown> } })
      .$client;
    const raw = await client.query("select $1::text", ["a\u0000b"]).catch((e: unknown) => e);
    const wrapped = await t.db.execute(sql`select ${"a\u0000b"}::text`).catch((e: unknown) => e);
    const jsonb = await t.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`).catch((e: unknown) => e);
    const other = await t.db.execute(sql`select 1/0`).catch((e: unknown) => e);
    expect([isEncodingError(raw), isEncodingError(wrapped), isEncodingError(jsonb), isEncodingError(other)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("answers 422 in the one error shape, not 500", async () => {
    const res = await new TestClient(t.app).get("/encoding-probe");
    expectInvalidText(res);
  });
});

describe("error logs", () => {
  it("carry neither the query's parameters nor e-mail addresses", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });
    const deps = buildDeps(t.env, t.database, { logger, rateLimits: GENEROUS_RATE_LIMITS });
    const app = createApp(deps);
    const email = company.email;
    // A unique violation: Drizzle's message lists the parameters, PostgreSQL's detail the e-mail.
    app.get("/duplicate-probe", async () => {
      await t.db.insert(users).values({ id: "fuzz-duplicate", name: "Maria Souza", email });
      return new Response("unreachable");
    });
    app.get("/message-probe", () => {
      throw new Error(`SMTP recusou ${email}`);
    });
    const client = new TestClient(app);
    expect((await client.get("/duplicate-probe")).status).toBe(500);
    expect((await client.get("/message-probe")).status).toBe(500);
    // The same logger, used directly, cleans what it is given.
    const direct = await t.db
      .insert(users)
      .values({ id: "x", name: "Maria Souza", email })
      .catch((e: unknown) => e);
    logger.error({ err: direct }, "direct");

    const logged = lines.map((line) => JSON.parse(line)).filter((l) => l.level >= 50);
    expect(logged.map((l) => l.msg)).toEqual(["unhandled error", "unhandled error", "direct"]);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(email);
    expect(text).not.toContain("Maria Souza");
    expect(text).not.toMatch(/params/i);
    const [duplicate, message, directLine] = logged;
    expect(duplicate.err).toMatchObject({
      type: "DrizzleQueryError",
      query: expect.stringMatching(/^insert into "users"/),
      cause: { code: "23505" },
    });
    expect(directLine.err).toMatchObject({ type: "DrizzleQueryError", cause: { code: "23505" } });
    expect(message.err.message).toBe(`SMTP recusou ${email.slice(0, 2)}…${email.slice(email.indexOf("@"))}`);
  });
});

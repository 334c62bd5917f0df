// Builds the real app on a test database and drives it through app.request(), with one cookie
// jar per simulated browser. Nothing listens on a port.
import { randomUUID } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../src/app";
import type { Database, Db } from "../src/db/client";
import { accounts, sessions, users } from "../src/db/schema/auth";
import { companies } from "../src/db/schema/companies";
import { militaryProfiles } from "../src/db/schema/military";
import { profiles } from "../src/db/schema/profiles";
import { emailOutbox, rateLimits as rateLimitsTable } from "../src/db/schema/system";
import { buildDeps } from "../src/deps";
import { loadEnv } from "../src/env";
import type { AppDeps } from "../src/http/context";
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from "../src/http/rate-limit";
import type { Mailer } from "../src/mail/mailer";
import type { PaymentProvider } from "../src/payments/provider";
import { openTestDatabase } from "./test-database";

export const BASE_URL = "http://localhost:3000";
export const ORIGIN = new URL(BASE_URL).origin;
export const TEST_AUTH_SECRET = "test-secret-0123456789abcdef0123456789abcdef";
export const DEFAULT_PASSWORD = "segredo123";

/** High enough that only the tests about rate limits ever meet one. */
export const GENEROUS_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: 10_000 }]),
) as unknown as RateLimitRules;

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers and assert on them.
export type Json = any;

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: Json;
  setCookies: string[];
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Origin header to send on a state-changing request; null sends none. Defaults to the app's origin. */
  origin?: string | null;
  /** Send this jar's cookies (default true). */
  cookies?: boolean;
}

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID().slice(0, 12)}@teste.com.br`;

/** A simulated browser: its own cookies, same-origin Origin header on every POST. */
export class TestClient {
  readonly jar = new Map<string, string>();

  constructor(private readonly app: ReturnType<typeof createApp>) {}

  /** A second browser holding the same cookies (e.g. to reuse a cookie after sign-out). */
  clone(): TestClient {
    const other = new TestClient(this.app);
    for (const [k, v] of this.jar) other.jar.set(k, v);
    return other;
  }

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse> {
    const headers = new Headers(options.headers);
    const safe = method === "GET" || method === "HEAD";
    const origin = options.origin === undefined ? ORIGIN : options.origin;
    if (!safe && origin !== null && !headers.has("origin")) headers.set("origin", origin);
    if (options.cookies !== false && this.jar.size > 0) headers.set("cookie", this.cookieHeader());
    let payload: string | FormData | undefined;
    if (body instanceof FormData) {
      // fetch sets the multipart boundary itself.
      payload = body;
    } else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = typeof body === "string" ? body : JSON.stringify(body);
    }
    const res = await this.app.request(new URL(path, BASE_URL).toString(), { method, headers, body: payload });
    const setCookies = res.headers.getSetCookie();
    this.store(setCookies);
    const text = await res.text();
    let parsed: Json = text;
    if (res.headers.get("content-type")?.includes("application/json") && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed, setCookies };
  }

  get(path: string, options?: RequestOptions) {
    return this.request("GET", path, undefined, options);
  }

  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request("POST", path, body, options);
  }

  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request("PUT", path, body, options);
  }

  patch(path: string, body?: unknown, options?: RequestOptions) {
    return this.request("PATCH", path, body, options);
  }

  delete(path: string, options?: RequestOptions) {
    return this.request("DELETE", path, undefined, options);
  }

  private store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = "", v = ""] = a.split("=").map((s) => s.trim());
        if (k.toLowerCase() === "max-age") return Number(v) <= 0;
        if (k.toLowerCase() === "expires") return new Date(v).getTime() <= Date.now();
        return false;
      });
      if (expired || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

export type SignUpBody = {
  role: "militar" | "empresa";
  fullName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  companyName?: string;
  city?: string;
  plan?: string;
} & Record<string, unknown>;

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  /** A browser signed in as this user (when created signed in). */
  client: TestClient;
}

export interface TestAppOptions {
  /** Share a database between several apps of one file; it is then not closed by close(). */
  database?: Database;
  rateLimits?: Partial<RateLimitRules>;
  /** Extra environment, e.g. TRUST_PROXY or SMTP_URL. */
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Another payment provider than the sandbox (e.g. Stripe pointed at a local fake). */
  payments?: PaymentProvider;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(options: TestAppOptions = {}) {
  const owned = options.database ? null : await openTestDatabase();
  const database = options.database ?? (owned as NonNullable<typeof owned>).database;
  const env = loadEnv({
    NODE_ENV: "test",
    BASE_URL,
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ...options.env,
  });
  const logger = pino({ level: env.LOG_LEVEL });
  const deps: AppDeps = buildDeps(env, database, {
    logger,
    mailer: options.mailer,
    payments: options.payments,
    rateLimits: { ...GENEROUS_RATE_LIMITS, ...options.rateLimits },
  });
  const app = createApp(deps);
  const db: Db = database.db;

  const client = () => new TestClient(app);

  /**
   * E-mails sent to this address, oldest first. Account e-mails are sent by a worker after the
   * answer: it is run to the end first, as a browser reading its inbox a moment later would find.
   */
  const readOutbox = async (email: string) => {
    await deps.authMail.drain();
    return db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email.toLowerCase()))
      .orderBy(asc(emailOutbox.createdAt));
  };

  /** The link of the newest e-mail sent to this address. */
  async function lastLink(email: string): Promise<string> {
    const rows = await readOutbox(email);
    const last = rows.at(-1);
    if (!last) throw new Error(`no e-mail sent to ${email}`);
    const link = last.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no link in e-mail "${last.subject}" to ${email}`);
    return link;
  }

  function signUpBody(input: SignUpBody): SignUpBody {
    const password = input.password ?? DEFAULT_PASSWORD;
    return {
      fullName: input.role === "empresa" ? "Carla Recrutadora" : "João da Silva",
      email: uniqueEmail(input.role),
      password,
      confirmPassword: password,
      ...(input.role === "empresa" ? { companyName: "Logística Brasil Ltda" } : {}),
      ...input,
    };
  }

  /** Signs up, then lets the account e-mail worker create the account, as it does a moment later. */
  async function signUp(input: SignUpBody, via = client()) {
    const body = signUpBody(input);
    const res = await via.post("/api/auth/sign-up", body);
    await deps.authMail.drain();
    return { res, email: String(body.email).toLowerCase(), password: String(body.password) };
  }

  /** Follows the newest confirmation link sent to this address, in the given browser. */
  async function confirm(email: string, via = client()) {
    return via.get(await lastLink(email));
  }

  function signIn(email: string, password: string, via = client(), options?: RequestOptions) {
    return via.post("/api/auth/sign-in", { email, password }, options);
  }

  async function userIdOf(email: string): Promise<string> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  /** Signs up and confirms the e-mail; the returned browser holds the session the link opened. */
  async function createUser(input: SignUpBody): Promise<TestUser> {
    const via = client();
    const { res, email, password } = await signUp(input, via);
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    const confirmed = await confirm(email, via);
    if (confirmed.status !== 302) throw new Error(`confirmation failed: ${confirmed.status}`);
    return { email, password, userId: await userIdOf(email), client: via };
  }

  async function countRows() {
    const n = async (table: Table) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
    return {
      users: await n(users),
      accounts: await n(accounts),
      sessions: await n(sessions),
      profiles: await n(profiles),
      companies: await n(companies),
      militaryProfiles: await n(militaryProfiles),
      emailOutbox: await n(emailOutbox),
      rateLimits: await n(rateLimitsTable),
    };
  }

  return {
    app,
    deps,
    db,
    database,
    env,
    client,
    readOutbox,
    lastLink,
    /** Runs the account e-mail worker until nothing is pending. */
    drainAuthMail: () => deps.authMail.drain(),
    signUpBody,
    signUp,
    confirm,
    signIn,
    userIdOf,
    createUser,
    countRows,
    markCompanyPaid: (userId: string) => markCompanyPaid(db, userId),
    resetRateLimits: () => db.delete(rateLimitsTable),
    async close() {
      await owned?.close();
    },
  };
}

type Table =
  | typeof users
  | typeof accounts
  | typeof sessions
  | typeof profiles
  | typeof companies
  | typeof militaryProfiles
  | typeof emailOutbox
  | typeof rateLimitsTable;

/** Stands in for a completed checkout: the company's plan is paid. */
export async function markCompanyPaid(db: Db, userId: string): Promise<void> {
  const updated = await db
    .update(companies)
    .set({ paymentStatus: "completed" })
    .where(eq(companies.userId, userId))
    .returning({ id: companies.id });
  if (updated.length !== 1) throw new Error(`no company for user ${userId}`);
}

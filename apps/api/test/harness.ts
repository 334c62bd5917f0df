// Builds the real app on a test database and drives it through app.request(), with one cookie
// jar per simulated browser. Nothing listens on a port.
import { randomUUID } from "node:crypto";
import type { ApiErrorBody } from "@pm/shared/errors";
import { asc, count, eq } from "drizzle-orm";
import { type ClientResponse, hc } from "hono/client";
import type { ResponseFormat } from "hono/types";
import pino from "pino";
import { type ApiRoutes, createApp } from "../src/app";
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

/** An answer, read: its status, headers, cookies set and body (parsed JSON when it is JSON, else the text). */
export interface TypedResponse<B> {
  status: number;
  headers: Headers;
  body: B;
  setCookies: string[];
}

/**
 * An answer of the untyped client (`client.get(path)` and the like), for what the typed client
 * cannot send: its body is unknown until read as the error shape (`readError`) or narrowed.
 */
export type TestResponse = TypedResponse<unknown>;

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
  constructor(
    private readonly app: ReturnType<typeof createApp>,
    readonly jar = new Map<string, string>(),
    /** The Origin a state-changing request carries unless told otherwise; null sends none. */
    private readonly origin: string | null = ORIGIN,
  ) {}

  /** This browser's cookies, with another Origin on its state-changing requests (null: none, as a non-browser). */
  withOrigin(origin: string | null): TestClient {
    return new TestClient(this.app, this.jar, origin);
  }

  /** A second browser holding the same cookies (e.g. to reuse a cookie after sign-out). */
  clone(): TestClient {
    return new TestClient(this.app, new Map(this.jar), this.origin);
  }

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse> {
    const headers = new Headers(options.headers);
    let payload: string | FormData | undefined;
    if (body instanceof FormData) {
      // fetch sets the multipart boundary itself.
      payload = body;
    } else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = typeof body === "string" ? body : JSON.stringify(body);
    }
    const res = await this.send(new URL(path, BASE_URL).toString(), { method, headers, body: payload }, options);
    return readResponse(res);
  }

  /**
   * `fetch` through this browser, for hono's client: the jar's cookies go out and what the
   * answer sets comes back into the jar; a state-changing request gets the app's Origin
   * unless it names one.
   */
  readonly fetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (input instanceof Request)
      throw new Error("TestClient.fetch takes a URL and its init, as hono's client calls it");
    const url = new URL(input, BASE_URL).toString();
    return this.send(url, {
      ...init,
      method: (init.method ?? "GET").toUpperCase(),
      headers: new Headers(init.headers),
    });
  };

  private typedApi?: ApiClient;

  /** The API's routes, typed from ApiRoutes: `client.api.company.jobs.$post({ json })`, in this browser. */
  get api(): ApiClient {
    this.typedApi ??= hc<ApiRoutes>(`${BASE_URL}/api`, { fetch: this.fetch });
    return this.typedApi;
  }

  private async send(
    url: string,
    init: RequestInit & { method: string; headers: Headers },
    options: Pick<RequestOptions, "origin" | "cookies"> = {},
  ): Promise<Response> {
    const { method, headers } = init;
    const safe = method === "GET" || method === "HEAD";
    const origin = options.origin === undefined ? this.origin : options.origin;
    if (!safe && origin !== null && !headers.has("origin")) headers.set("origin", origin);
    if (options.cookies !== false && this.jar.size > 0) headers.set("cookie", this.cookieHeader());
    const res = await this.app.request(url, init);
    this.store(res.headers.getSetCookie());
    return res;
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

/** Reads an answer: the JSON body when it is JSON, else the text. */
async function readResponse<B>(res: Response): Promise<TypedResponse<B>> {
  const text = await res.text();
  let parsed: unknown = text;
  if (res.headers.get("content-type")?.includes("application/json") && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as B, setCookies: res.headers.getSetCookie() };
}

/** hono's client over the app's routes under /api. */
export type ApiClient = ReturnType<typeof hc<ApiRoutes>>;

type AnyClientResponse = ClientResponse<unknown, number, ResponseFormat>;

/** The JSON body a route declares; errors are thrown rather than declared, so it is the success body. */
export type BodyOf<R> = [
  R extends ClientResponse<infer T, number, infer F> ? (F extends "json" ? T : never) : never,
] extends [infer B]
  ? [B] extends [never]
    ? unknown
    : B
  : never;

/** Awaits a call of the typed client and reads its answer, the body typed as the route's success body. */
export async function read<R extends AnyClientResponse>(call: Promise<R>): Promise<TypedResponse<BodyOf<R>>> {
  return readResponse((await call) as unknown as Response);
}

/**
 * Reads an answer the API refuses, its body typed as the one error shape: a call of the typed
 * client, or of the untyped one for what the typed client cannot send (unknown fields, a
 * malformed body, another Origin).
 */
export async function readError(
  call: Promise<AnyClientResponse> | Promise<TypedResponse<unknown>>,
): Promise<TypedResponse<ApiErrorBody>> {
  const res = await call;
  if (res instanceof Response) return readResponse(res);
  return res as TypedResponse<ApiErrorBody>;
}

/** A multipart form holding `bytes` as its `file`, as the page's upload input sends it. */
export function fileForm(bytes: Uint8Array, name: string, type = "image/png"): FormData {
  const form = new FormData();
  form.set("file", new Blob([bytes], { type }), name);
  return form;
}

/** Options for a call of the typed client that sends `body` as is: a multipart form the route reads itself. */
export const withBody = (body: FormData) => ({ init: { body } });

/** A body the route answers in several kinds, as its variant `kind`; throws when it is another. */
export function variant<B extends { kind: string }, K extends B["kind"]>(body: B, kind: K): Extract<B, { kind: K }> {
  if (body.kind !== kind) throw new Error(`expected a body of kind ${kind}, got ${JSON.stringify(body)}`);
  return body as Extract<B, { kind: K }>;
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

/**
 * The account e-mail workers of the apps sharing each database. Another app's worker may have
 * claimed a request this app enqueued and still be sending it, so reading an inbox waits for
 * them too, without making them claim anything (which app sends a request stays as it was).
 */
const authMailWorkers = new WeakMap<Database, Set<AppDeps["authMail"]>>();

async function drainAuthMailOf(database: Database, own: AppDeps["authMail"]) {
  await own.drain();
  for (const worker of authMailWorkers.get(database) ?? []) await worker.idle();
}

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
  const workers = authMailWorkers.get(database) ?? new Set();
  authMailWorkers.set(database, workers.add(deps.authMail));
  const drainAuthMail = () => drainAuthMailOf(database, deps.authMail);

  const client = () => new TestClient(app);

  /**
   * E-mails sent to this address, oldest first. Account e-mails are sent by a worker after the
   * answer: it is run to the end first, as a browser reading its inbox a moment later would find.
   */
  const readOutbox = async (email: string) => {
    await drainAuthMail();
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
    await drainAuthMail();
    return { res, email: String(body.email).toLowerCase(), password: String(body.password) };
  }

  /** Follows the newest confirmation link sent to this address, in the given browser. */
  async function confirm(email: string, via = client()) {
    return via.get(await lastLink(email));
  }

  /**
   * Signs in through the typed client, the success body typed; read a refusal with
   * `readError(t.signIn(…))`. `origin` and `headers` as for any request.
   */
  function signIn(
    email: string,
    password: string,
    via = client(),
    options: Pick<RequestOptions, "origin" | "headers"> = {},
  ) {
    const browser = options.origin === undefined ? via : via.withOrigin(options.origin);
    return read(browser.api.auth["sign-in"].$post({ json: { email, password } }, { headers: options.headers }));
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
    drainAuthMail,
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

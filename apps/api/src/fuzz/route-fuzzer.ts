// Property-based fuzzing of every route of the app, in-process (app.request, nothing listening):
// generated bad input in path params, query and body, each sent as a visitor and as a signed-in
// user of the route's role. Two properties: no answer is a server error, and no extra field ever
// reaches the database (the fuzzed company and militar keep their plan, payment status, cap, role).
//
// `npm test` runs FUZZ_RUNS (default 150) generated inputs per route, beside the fixed ones, to keep
// the suite within its 15 minutes as routes are added; `npm run fuzz` runs 2,000 and prints the
// table from the FUZZ_REPORT files. FUZZ_SEED replays a run (the seed is printed with the table).
// The routes are dealt out over the `routes-<n>.fuzz.test.ts` files, which run side by side, each
// on an app and a database of its own.
import { readdirSync, writeFileSync } from "node:fs";
import { APPLICATION_STATUSES } from "@pm/shared/applications";
import { MODALITIES, REGIMES } from "@pm/shared/jobs";
import {
  AVAILABILITIES,
  DESIRED_AREAS,
  EXPERIENCE_LEVELS,
  MILITARY_BRANCHES,
  SERVICE_STATUSES,
} from "@pm/shared/profile.military-options";
import { eq, ne } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, paidCompany } from "../../test/factories";
import { BASE_URL, createTestApp, ORIGIN, read, type TestApp, TestClient } from "../../test/harness";
import { testDbKind } from "../../test/test-database";
import { users } from "../db/schema/auth";
import { companies } from "../db/schema/companies";
import { jobApplications, jobs } from "../db/schema/jobs";
import { militaryProfiles } from "../db/schema/military";
import { profiles } from "../db/schema/profiles";

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 150));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * Routes that cannot be fuzzed, and why. The Stripe webhook needs no entry: it is mounted only
 * with the Stripe provider, and this app runs the sandbox one.
 */
const SKIPPED: Record<string, string> = {
  "GET /api/events": "a Server-Sent Events stream answers once it closes, and it never closes by itself",
};

type Role = "empresa" | "militar";

interface Route {
  method: string;
  path: string;
  key: string;
  params: number;
  /** The role the route is for; a route for anyone is sent as either, half the time each. */
  role: Role | null;
}

/** Every route the app answers, read from the app itself, so that a route added later is fuzzed too. */
function routesOf(app: TestApp["app"]): Route[] {
  const found = new Map<string, Route>();
  for (const r of app.routes) {
    // Middleware and catch-alls are registered as ALL or end in "*"; they run in front of the
    // real routes, so fuzzing those drives them too.
    if (r.method === "ALL" || r.path.endsWith("*")) continue;
    const key = `${r.method} ${r.path}`;
    if (found.has(key) || key in SKIPPED) continue;
    const role = /^\/api\/(company|billing)(\/|$)/.test(r.path)
      ? "empresa"
      : /^\/api\/military(\/|$)/.test(r.path)
        ? "militar"
        : null;
    found.set(key, { method: r.method, path: r.path, key, params: (r.path.match(/\/:[^/]+/g) ?? []).length, role });
  }
  return [...found.values()];
}

// --- Values --------------------------------------------------------------------------------------

/** A number written as JSON text, so that literals JSON.stringify never writes (1e999) are sent too. */
class RawNumber {
  constructor(readonly text: string) {}
}

/** Objects are kept as entry lists, so that "__proto__" and repeated keys reach the JSON text as written. */
class Entries {
  constructor(readonly entries: Array<[string, JsonLike]>) {}
}

type JsonLike = string | number | boolean | null | RawNumber | Entries | JsonLike[];

function toJson(value: JsonLike): string {
  if (value instanceof RawNumber) return value.text;
  if (value instanceof Entries)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  return JSON.stringify(value);
}

/** Fields the app must refuse from a client, and keys that poison careless object handling. */
const EXTRA_FIELDS = [
  "role",
  "plan",
  "company_id",
  "companyId",
  "active",
  "payment_status",
  "paymentStatus",
  "userId",
  "user_id",
  "jobLimit",
  "job_limit",
  "completedAt",
  "emailVerified",
  "partnerJoinedAt",
  "id",
  "isAdmin",
  "__proto__",
  "constructor",
  "prototype",
];

/**
 * A valid value for each field name the app's schemas use, so that a generated body or query can
 * be right but for one field and reach the code behind the validation. No password is a fuzzed
 * account's own: deleting the account or changing its password stays out of reach.
 */
const VALID: Record<string, JsonLike> = {
  role: "militar",
  fullName: "João da Silva",
  email: "fuzz@teste.com.br",
  password: "outra-senha-1",
  confirmPassword: "outra-senha-1",
  currentPassword: "outra-senha-1",
  newPassword: "outra-senha-2",
  token: "token-de-teste",
  companyName: "Empresa de Teste",
  plan: "plus",
  name: "Empresa de Teste",
  cnpj: "11.222.333/0001-81",
  phone: "(11) 98765-4321",
  website: "empresa.com.br",
  address: "Rua Um, 100",
  city: "Campinas",
  state: "SP",
  zipCode: "01310-100",
  sector: "Logística",
  employeesCount: "11-50",
  description: "Coordenar o fluxo de materiais.",
  title: "Analista de Logística",
  regime: REGIMES[0],
  modality: MODALITIES[0],
  salary: "R$ 5.000",
  requirements: ["Pacote Office"],
  benefits: "Vale-refeição",
  active: true,
  status: APPLICATION_STATUSES[1],
  sessionId: "cs_test_0000",
  ids: ["00000000-0000-4000-8000-000000000000"],
  emailNotifications: true,
  birthDate: "1990-05-17",
  militaryBranch: MILITARY_BRANCHES[0],
  rank: "cabo",
  serviceStatus: SERVICE_STATUSES[0],
  om: "1º Batalhão",
  incorporationYear: 2010,
  yearsOfService: 5,
  specialties: ["Logística"],
  desiredArea: DESIRED_AREAS[0],
  experienceLevel: EXPERIENCE_LEVELS[0],
  availability: AVAILABILITIES[0],
  goals: "Trabalhar com logística.",
  biography: "Sargento com experiência em almoxarifado.",
  q: "logística",
  saved: "true",
};
const KNOWN_FIELDS = Object.keys(VALID);

const QUERY_KEYS = ["q", "city", "state", "regime", "modality", "saved", "cursor", "plan", "token", "to", "next"];

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF",
  "\uD83D\uDE00",
  "ção ÁÉÍÓÚ ñ 漢字 العربية",
  "\u202Eevil",
  "\uFEFF",
  "\t\r\n",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1) UNION SELECT password FROM accounts --",
  "$1",
  "%",
  "%00",
  "\\",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "true",
  "false",
  "null",
  "undefined",
  "NaN",
  "-Infinity",
  "-1",
  "0x10",
  "1e309",
  "9".repeat(400),
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "militar",
  "empresa",
  "pro",
  "PREMIUM",
  "completed",
  "a@b",
  "fuzz@teste.com.br",
  "2024-02-30",
];

/** Any UTF-16 unit, lone surrogates and U+0000 included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

/** Text no database column can hold: U+0000 or a lone surrogate, anywhere in a string. */
const unstorable = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom("\u0000", "\uD800", "\uDBFF", "\uDC00", "\uDFFF"),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => before + bad + after);

const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: unstorable },
  { weight: 3, arbitrary: fc.string({ unit: anyUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "é", "\u0000", "😀", "9", " "), fc.integer({ min: 200, max: 20_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

const rawNumber = fc
  .oneof(
    fc.constantFrom("1e999", "-1e999", "123456789012345678901234567890", "0.0000000000000000000001", "-0", "1E2"),
    fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
    fc.integer().map(String),
  )
  .map((text) => new RawNumber(text));

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 3, arbitrary: fc.constantFrom(...EXTRA_FIELDS) },
  { weight: 1, arbitrary: badString },
);

const { value: jsonValue } = fc.letrec<{ value: JsonLike }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 5, arbitrary: badString },
    { weight: 2, arbitrary: rawNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(fieldName, tie("value")), { maxLength: 4 }).map((e) => new Entries(e)),
    },
  ),
}));

/** encodeURIComponent, except that a lone surrogate goes out as the bytes of its (invalid) UTF-8 form. */
function encodeLoosely(text: string): string {
  let out = "";
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** Already-encoded URL text: malformed escapes, an overlong NUL, encoded traversal. */
const RAW_URL_PARTS = [
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%80",
  "%FF",
  "%ED%A0%80",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "..",
];

// --- Seeds: valid examples of what the app takes, to mutate ----------------------------------------

type Seed = Array<[string, JsonLike]>;

interface ZodObjectLike {
  _zod: { def: { type: string } };
  shape: object;
  safeParse(value: unknown): { error?: { issues: unknown[] } };
}

const isZodObject = (value: unknown): value is ZodObjectLike =>
  (value as ZodObjectLike | null)?._zod?.def?.type === "object" && typeof (value as ZodObjectLike).shape === "object";

/**
 * A valid example of every zod object the shared package exports (the bodies and queries the app
 * takes), from VALID: fields are dropped while that lowers the schema's complaints, so that sign-up,
 * for one, loses the company plan a militar may not have. Single fields are seeds too, for the
 * small schemas routes keep to themselves ({ plan }, { status }).
 */
async function sharedSeeds(): Promise<Seed[]> {
  const dir = new URL("../../../../packages/shared/src/", import.meta.url);
  const seeds = new Map<string, Seed>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const module: Record<string, unknown> = await import(new URL(file, dir).href);
    for (const schema of Object.values(module)) {
      if (!isZodObject(schema)) continue;
      const complaints = (seed: Seed) => schema.safeParse(Object.fromEntries(seed)).error?.issues.length ?? 0;
      let seed: Seed = Object.keys(schema.shape).map((k) => [k, VALID[k] ?? "Texto válido"]);
      for (const [key] of [...seed]) {
        const without = seed.filter(([k]) => k !== key);
        if (complaints(seed) > 0 && complaints(without) < complaints(seed)) seed = without;
      }
      if (seed.length > 0) seeds.set(seed.map(([k]) => k).join(), seed);
    }
  }
  for (const key of KNOWN_FIELDS) seeds.set(key, [[key, VALID[key] ?? null]]);
  return [...seeds.values()];
}

/** A value a field should not take: plausible for an extra field, hostile for a known one. */
const extraValue: fc.Arbitrary<JsonLike> = fc.oneof(
  fc.constantFrom<JsonLike>("empresa", "militar", "enterprise", "pro", "PREMIUM", "completed", true, false, 9999, null),
  fc.uuid(),
  badString,
);

type Mutation =
  | { kind: "inject"; at: number; pos: number; bad: string }
  | { kind: "replace"; at: number; value: JsonLike }
  | { kind: "extra"; name: string; value: JsonLike }
  | { kind: "drop"; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("inject" as const),
      at: fc.nat(),
      pos: fc.nat(),
      bad: fc.constantFrom("\u0000", "\uD800", "\uDFFF"),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), value: jsonValue }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("extra" as const),
      name: fc.constantFrom(...EXTRA_FIELDS),
      value: extraValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }) },
);

function inject(value: JsonLike, pos: number, bad: string): JsonLike {
  if (Array.isArray(value))
    return value.length > 0 ? [inject(value[0] as JsonLike, pos, bad), ...value.slice(1)] : [bad];
  const text = typeof value === "string" ? value : String(value);
  const at = pos % (text.length + 1);
  return text.slice(0, at) + bad + text.slice(at);
}

/**
 * One of the seeds (now and then with fields left out) with one or two mutations: right but for one
 * or two things, the way a careless or hostile client is.
 */
const mutated = (seeds: Seed[]): fc.Arbitrary<Seed> =>
  fc
    .tuple(
      fc
        .constantFrom(...seeds)
        .chain((seed) =>
          fc.oneof({ weight: 3, arbitrary: fc.constant(seed) }, { weight: 1, arbitrary: fc.subarray(seed) }),
        ),
      fc.array(mutation, { minLength: 1, maxLength: 2 }),
    )
    .map(([seed, mutations]) => {
      const entries: Seed = seed.map(([k, v]) => [k, v]);
      for (const m of mutations) {
        if (m.kind === "extra") {
          entries.push([m.name, m.value]);
          continue;
        }
        const i = m.at % Math.max(entries.length, 1);
        const entry = entries[i];
        if (!entry) continue;
        if (m.kind === "inject") entry[1] = inject(entry[1], m.pos, m.bad);
        else if (m.kind === "replace") entry[1] = m.value;
        else entries.splice(i, 1);
      }
      return entries;
    });

// --- Inputs --------------------------------------------------------------------------------------

interface Body {
  contentType: string;
  text: string;
  describe: string;
}

interface Input {
  params: string[];
  query: string;
  body: Body | null;
  as: Role;
}

/** Seeds a route takes (see `takenSeeds`) weigh most; every seed and random objects come after. */
interface Pools {
  body: Seed[];
  query: Seed[];
  all: Seed[];
}

const seedPool = (taken: Seed[], all: Seed[]) =>
  taken.length > 0
    ? fc.oneof({ weight: 3, arbitrary: mutated(taken) }, { weight: 1, arbitrary: mutated(all) })
    : mutated(all);

const json = (describe: string) => (text: string) => ({ contentType: "application/json", text, describe });

const RAW_BODIES = [
  "{",
  '{"email":',
  "\u0000",
  "[1,2,",
  '{"a":1}{"b":2}',
  "null",
  '"\\ud800"',
  '{"email":"\\u0000"}',
  "\uFEFF{}",
  "<xml/>",
  "email=a%40b&password=x",
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--x--\r\n',
];
const CONTENT_TYPES = [
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
];

const bodyFor = (pools: Pools): fc.Arbitrary<Body | null> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 8,
      arbitrary: seedPool(pools.body, pools.all)
        .map((e) => toJson(new Entries(e)))
        .map(json("seed")),
    },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.tuple(fieldName, jsonValue), { minLength: 1, maxLength: 8 })
        .map((e) => toJson(new Entries(e)))
        .map(json("object")),
    },
    { weight: 1, arbitrary: jsonValue.map(toJson).map(json("value")) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...CONTENT_TYPES))
        .map(([text, contentType]) => ({ contentType, text, describe: `raw ${contentType}` })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc
          .tuple(fc.constantFrom("[", '{"a":'), fc.integer({ min: 1_000, max: 100_000 }))
          .map(([open, depth]) => `${open.repeat(depth)}1${(open === "[" ? "]" : "}").repeat(depth)}`)
          .map(json("deep")),
        fc.constant(JSON.stringify({ email: "x".repeat(1_100_000) })).map(json("over 1 MB")),
      ),
    },
  );

const urlPart = (known: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: badString.map(encodeLoosely) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...known) },
  );

const stringValue = (value: JsonLike): string =>
  Array.isArray(value)
    ? stringValue(value[0] ?? "")
    : value instanceof Entries
      ? "{}"
      : value instanceof RawNumber
        ? value.text
        : String(value);

const queryFor = (pools: Pools, known: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: seedPool(pools.query, pools.all).map((entries) =>
        entries.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(stringValue(v))}`).join("&"),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...QUERY_KEYS) },
              { weight: 2, arbitrary: fc.constantFrom(...EXTRA_FIELDS) },
              { weight: 1, arbitrary: badString },
            ),
            urlPart(known),
          ),
          { maxLength: 5 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${encodeLoosely(k)}=${v}`).join("&")),
    },
  );

const takesBody = (route: Route) => route.method !== "GET" && route.method !== "HEAD";

const inputFor = (route: Route, pools: Pools, known: string[]): fc.Arbitrary<Input> =>
  fc.record({
    params: fc.array(urlPart(known), { minLength: route.params, maxLength: route.params }),
    query: queryFor(pools, known),
    body: takesBody(route) ? bodyFor(pools) : fc.constant(null),
    as: route.role ? fc.constant(route.role) : fc.constantFrom<Role>("empresa", "militar"),
  });

// --- Sending -------------------------------------------------------------------------------------

let t: TestApp;
const accounts = { empresa: { email: "", password: "" }, militar: { email: "", password: "" } };

/** One signed-in browser per role, signed in again when a request (sign-out) ended its session. */
const sessions: Record<Role, TestClient | null> = { empresa: null, militar: null };

async function signedIn(role: Role): Promise<TestClient> {
  const existing = sessions[role];
  if (existing) return existing;
  const client = new TestClient(t.app);
  const res = await t.signIn(accounts[role].email, accounts[role].password, client);
  if (res.status !== 200) throw new Error(`sign-in of the fuzzed ${role} failed: ${res.status}`);
  sessions[role] = client;
  return client;
}

function urlOf(route: Route, input: Pick<Input, "params" | "query">): string {
  let i = 0;
  const path = route.path.replace(/:[^/]+/g, () => input.params[i++] ?? "x");
  return `${BASE_URL}${path}${input.query ? `?${input.query}` : ""}`;
}

const SESSION_COOKIE = /(^|\.)session_token$/;

/** Sends as a visitor (null) or as the role's signed-in user, with the same-origin Origin header. */
async function send(route: Route, input: Omit<Input, "as">, as: Role | null): Promise<number> {
  const headers = new Headers({ origin: ORIGIN });
  if (as) headers.set("cookie", (await signedIn(as)).cookieHeader());
  if (input.body) headers.set("content-type", input.body.contentType);
  const res = await t.app.request(urlOf(route, input), { method: route.method, headers, body: input.body?.text });
  await res.arrayBuffer();
  const endsSession = res.headers
    .getSetCookie()
    .some((line) => SESSION_COOKIE.test(line.split("=")[0] ?? "") && /=;|max-age=0/i.test(line));
  if (as && endsSession) sessions[as] = null;
  return res.status;
}

function describeInput(route: Route, input: Input): string {
  const body = input.body ? `${input.body.describe} ${input.body.text}` : "none";
  const text = `${route.method} ${urlOf(route, input).slice(BASE_URL.length)} body=${body}`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Answers that mean the request never got past validation. */
const REFUSED_AS_MALFORMED = new Set([400, 413, 422]);

/**
 * The seeds a route takes unchanged, found by sending each once (params: a well-formed uuid), as
 * the route's role or, for a route for anyone, as a visitor and then as a company if it asks for a
 * session. The mutations of these then reach the code behind the route's validation.
 */
async function takenSeeds(
  route: Route,
  seeds: Seed[],
  uuid: string,
  record: (status: number, input: Input, who: string) => void,
): Promise<Pools> {
  const params = Array.from({ length: route.params }, () => uuid);
  let as: Role | null = route.role;
  const taken: Seed[] = [];
  for (const seed of seeds) {
    const input = takesBody(route)
      ? { params, query: "", body: json("seed")(toJson(new Entries(seed))) }
      : {
          params,
          query: seed.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(stringValue(v))}`).join("&"),
          body: null,
        };
    let status = await send(route, input, as);
    if (status === 401 && as === null) {
      as = "empresa";
      status = await send(route, input, as);
    }
    record(status, { ...input, as: as ?? "empresa" }, as ?? "visitor");
    if (!REFUSED_AS_MALFORMED.has(status)) taken.push(seed);
  }
  return takesBody(route) ? { body: taken, query: [], all: seeds } : { body: [], query: taken, all: seeds };
}

/** A fixed seed per route from the run's seed, so that routes do not all get the same sequence. */
const routeSeed = (key: string) => [...key].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

// --- The run -------------------------------------------------------------------------------------

interface RouteReport {
  route: string;
  /** Generated inputs, and the seeds tried on the route first. */
  inputs: number;
  /** Each input is sent as a visitor and as a signed-in user. */
  requests: number;
  serverErrors: number;
  examples: string[];
}

let known: string[] = [];
let seeds: Seed[] = [];
const reports: RouteReport[] = [];

/** What no input may change: role and e-mail of both users, the company's plan and the militar's, who owns what. */
async function protectedRows() {
  const rowsOf = async (id: string) => ({
    user: await t.db
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, id)),
    role: await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)),
    company: await t.db
      .select({
        id: companies.id,
        plan: companies.plan,
        paymentStatus: companies.paymentStatus,
        jobLimit: companies.jobLimit,
        partnerJoinedAt: companies.partnerJoinedAt,
      })
      .from(companies)
      .where(eq(companies.userId, id)),
    military: (
      await t.db
        .select({ plan: militaryProfiles.plan, completedAt: militaryProfiles.completedAt })
        .from(militaryProfiles)
        .where(eq(militaryProfiles.userId, id))
    ).map(({ plan, completedAt }) => ({ plan, completed: completedAt !== null })),
  });
  const empresaId = await t.userIdOf(accounts.empresa.email);
  const militarId = await t.userIdOf(accounts.militar.email);
  const [company] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, empresaId));
  return {
    empresa: await rowsOf(empresaId),
    militar: await rowsOf(militarId),
    // Only the fuzzed company can publish and only the fuzzed militar can apply: a job or an
    // application of anyone else came from a companyId or userId field that was applied.
    jobsOfOthers: await t.db.$count(jobs, ne(jobs.companyId, company?.id ?? "")),
    applicationsOfOthers: await t.db.$count(jobApplications, ne(jobApplications.userId, militarId)),
  };
}

/**
 * Fuzzes part `shard` of `of` of the app's routes (every `of`-th route of the app's list, from the
 * `shard`-th): the caller is a test file of its own, so the parts run side by side.
 */
export function fuzzEveryRoute({ shard, of }: { shard: number; of: number }) {
  const mine = (routes: Route[]) => routes.filter((_, i) => i % of === shard - 1);
  let rowsBefore: Awaited<ReturnType<typeof protectedRows>>;

  beforeAll(async () => {
    known = [];
    seeds = [];
    reports.length = 0;
    sessions.empresa = null;
    sessions.militar = null;
    t = await createTestApp();
    // As in a running server: /api/health answers 200 only while the hub hears changes.
    await t.deps.realtime.start();
    seeds = await sharedSeeds();
    const { user: empresa, company } = await paidCompany(t, { plan: "plus" });
    const militar = await completedMilitar(t);
    accounts.empresa = empresa;
    accounts.militar = militar;

    // Real ids in the pool of path params, so that handlers get past "not found" now and then.
    const job = await read(
      empresa.client.api.company.jobs.$post({
        json: {
          title: "Analista de Logística",
          city: "Campinas",
          regime: "CLT",
          description: "Coordenar o fluxo de materiais.",
        },
      }),
    );
    expect(job.status).toBe(201);
    const application = await read(
      militar.client.api.military.jobs[":id"].apply.$post({ param: { id: job.body.id }, query: {} }),
    );
    expect(application.status).toBe(201);
    known = [job.body.id, application.body.id, company.id, empresa.userId, militar.userId];
    rowsBefore = await protectedRows();
  }, 120_000);

  afterAll(async () => {
    if (reports.length > 0) printReport();
    await t?.deps.realtime.stop();
    await t?.close();
  });

  function printReport() {
    const width = Math.max(...reports.map((r) => r.route.length), 5);
    const row = (name: string, ...figures: Array<number | string>) =>
      `${name.padEnd(width)}${figures.map((f) => String(f).padStart(10)).join("")}`;
    const total = (pick: (r: RouteReport) => number) => reports.reduce((n, r) => n + pick(r), 0);
    const lines = [
      `fuzz (${testDbKind()}, part ${shard} of ${of}, seed ${SEED}, ${RUNS} generated inputs per route, each sent as a visitor and signed in)`,
      row("route", "inputs", "requests", "5xx"),
      ...reports.map((r) => row(r.route, r.inputs, r.requests, r.serverErrors)),
      row(
        `total (${reports.length} routes)`,
        total((r) => r.inputs),
        total((r) => r.requests),
        total((r) => r.serverErrors),
      ),
    ];
    console.log(lines.join("\n"));
    if (process.env.FUZZ_REPORT) {
      const report = { db: testDbKind(), seed: SEED, runs: RUNS, skipped: SKIPPED, reports };
      writeFileSync(
        process.env.FUZZ_REPORT.replace("{db}", `${testDbKind()}-${shard}`),
        JSON.stringify(report, null, 2),
      );
    }
  }

  describe(`fuzzing every route (part ${shard} of ${of})`, () => {
    it("enumerates the routes from the app, those without a session and with path params included", () => {
      const keys = routesOf(t.app).map((r) => r.key);
      expect(keys).toEqual(
        expect.arrayContaining([
          "POST /api/auth/sign-up",
          "POST /api/auth/forgot-password",
          "GET /api/military/jobs",
          "PUT /api/company/jobs/:id",
          "GET /api/payments/sandbox/:id",
          "GET /dev/emails.json",
        ]),
      );
      expect(keys).not.toContain("GET /api/events");
    });

    it(
      "answers no generated input with a server error",
      async () => {
        for (const route of mine(routesOf(t.app))) {
          const report: RouteReport = { route: route.key, inputs: 0, requests: 0, serverErrors: 0, examples: [] };
          reports.push(report);
          const record = (status: number, input: Input, who: string) => {
            report.requests++;
            if (status < 500) return;
            report.serverErrors++;
            if (report.examples.length < 3) report.examples.push(`${status} as ${who}: ${describeInput(route, input)}`);
          };
          const pools = await takenSeeds(route, seeds, known[0] as string, record);
          report.inputs += seeds.length;
          await fc.assert(
            fc.asyncProperty(inputFor(route, pools, known), async (input) => {
              report.inputs++;
              record(await send(route, input, null), input, "visitor");
              record(await send(route, input, input.as), input, input.as);
            }),
            { numRuns: RUNS, seed: routeSeed(route.key) },
          );
        }
        const failing = reports.filter((r) => r.serverErrors > 0);
        expect(failing.map(({ route, serverErrors, examples }) => ({ route, serverErrors, examples }))).toEqual([]);
      },
      RUNS * 3_000,
    );

    it("never applies a refused field: plan, payment status, cap, role and e-mail are as before", async () => {
      expect(reports.length).toBeGreaterThan(0);
      expect(await protectedRows()).toEqual(rowsBefore);
    });
  });
}

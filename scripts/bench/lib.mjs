// What every file of scripts/bench/ shares: the bench's scale and timing, the load driver, the
// HTTP helpers and the comparison of a route with the SQL it sends.
import { createHash } from "node:crypto";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

export const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10));
export const WARMUP_MS = 2000;
export const CONCURRENCY = 32;
export const SCALE = {
  companies: 1000,
  jobsPerCompany: 20,
  applicants: 20_000,
  applicationsPerApplicant: 20,
  views: 2_000_000,
  offers: 5000,
  redemptionsPerApplicant: 10,
  conversations: 100_000,
  messagesPerConversation: 20,
  /** Militares in the talent bank, beside the applicants: 100,000 military profiles in all. */
  talents: 80_000,
};
export const JOBS = SCALE.companies * SCALE.jobsPerCompany;
export const PASSWORD = "bench-senha-123";

export const log = (...args) => console.log(...args);
export const ms = (n) => `${n.toFixed(1)} ms`;
export const verdict = (ok) => (ok ? "met" : "NOT met");

/** A module of the API's source (apps/api/src/…), loaded as the bench runs it: TypeScript through tsx. */
export function apiModule(root, rel) {
  return tsImport(path.join(root, "apps/api/src", rel), import.meta.url);
}

/** The targets' lines of routes compared with their raw SQL: API ≥ 60 % of its throughput, p99 ≤ 100 ms. */
export function ratioLines(ratios) {
  return ratios.map(({ label, api, raw }) => {
    const r = api.rps / raw.rps;
    return `  ${label}: API ${(r * 100).toFixed(0)}% of raw SQL throughput (≥ 60%): ${verdict(r >= 0.6)}; p99 ${ms(api.p99)} (≤ 100 ms): ${verdict(api.p99 <= 100)}`;
  });
}

/** PostgreSQL's md5(text)::uuid, as the seed names its rows. */
export function md5uuid(text) {
  const h = createHash("md5").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Keeps CONCURRENCY calls of `once(worker)` in flight: WARMUP_MS unrecorded, then `seconds`
 * recorded. `once` resolves to true when the call succeeded.
 */
export async function drive(once, inFlight = CONCURRENCY) {
  const latencies = [];
  let errors = 0;
  let recording = false;
  let stop = false;
  const workers = Array.from({ length: inFlight }, async (_, worker) => {
    while (!stop) {
      const started = performance.now();
      let ok = false;
      try {
        ok = await once(worker);
      } catch {
        ok = false;
      }
      // A call that fails at once (a refusal, a throw before any I/O) yields to the timers, so
      // a run of failures cannot keep the clock that ends the measurement from ticking.
      if (!ok) await new Promise((resolve) => setImmediate(resolve));
      if (!recording || stop) continue;
      if (ok) latencies.push(performance.now() - started);
      else errors += 1;
    }
  });
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  recording = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(workers);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export function httpPoster(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { hostname, port } = new URL(base);
  return (pathname, cookie, body) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          hostname,
          port,
          path: pathname,
          method: "POST",
          agent,
          headers: {
            cookie,
            origin: base,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
}

export function httpGetter(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { hostname, port } = new URL(base);
  return (pathname, cookie) =>
    new Promise((resolve, reject) => {
      const req = http.request({ hostname, port, path: pathname, agent, headers: { cookie } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
}

export async function signIn(base, email, index) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      // The API runs with TRUST_PROXY, so each sign-in counts against an address of its own
      // rather than all against 127.0.0.1's sign-in limit.
      "x-forwarded-for": `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  // The cookie that keeps a browser's reads on the primary for 5 s after a write (the sign-in is
  // one) has expired in a browser by the time the measurement starts.
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.startsWith("pm.recent_write="))
    .join("; ");
}

/**
 * An operator as `npm run operator:create` makes one, signed in with a confirmed authenticator
 * app (the console refuses anyone without): his id and the session's cookie. `index` picks the
 * address the sign-in counts against.
 */
export async function signInOperator({ base, root, pool }, email, index = 900) {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { base32 } = await import("@better-auth/utils/base32");
  const { createOTP } = await import("@better-auth/utils/otp");
  const operators = await apiModule(root, "features/operations/operators.queries.ts");
  const created = await operators.createOperator(drizzle(pool, { casing: "snake_case" }), email, "Operadora Bench");
  const post = async (pathname, body, cookie = "") => {
    const res = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie, "x-forwarded-for": "10.8.0.1" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${pathname} answered ${res.status} ${await res.text()}`);
    return res;
  };
  await post("/api/auth/reset-password", { token: created.token, password: PASSWORD, confirmPassword: PASSWORD });
  const enrolling = await signIn(base, email, index);
  const { totpURI } = await (await post("/api/operations/two-factor/enable", { password: PASSWORD }, enrolling)).json();
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const code = await createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
  const confirmed = await post("/api/operations/two-factor/confirm", { code }, enrolling);
  const cookie = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { userId: created.userId, cookie };
}

/**
 * Each case's route, read with one session, beside the statements it runs sent through `pg`
 * (in parallel, as the route sends them); one line per case against p99 ≤ 100 ms.
 */
export async function measureBeside({ cases, cookie, get, pool, rows }) {
  const lines = [];
  for (const c of cases) {
    const status = await get(c.path, cookie);
    if (status !== 200) throw new Error(`${c.label} answered ${status}`);
    const api = await drive(async () => (await get(c.path, cookie)) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const raw = await drive(async () => {
      await Promise.all(c.statements.map((q) => pool.query(q.sql, q.params)));
      return true;
    });
    rows.push({ name: `${c.label} SQL`, via: "pg", ...raw });
    lines.push(
      `  ${c.label}: p99 ${ms(api.p99)} (≤ 100 ms): ${api.p99 <= 100 ? "met" : "NOT met"}; API ${((api.rps / raw.rps) * 100).toFixed(0)}% of raw SQL throughput`,
    );
  }
  return lines;
}

export const addDaysIso = (day, n) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

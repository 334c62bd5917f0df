// Prints how long sign-up and forgot-password take for an address that has an account and for
// one that has none, over 100 pairs each, in process on an embedded database. The two medians
// should not tell the addresses apart. Usage: npm run bench:enumeration [-- --pairs 100]
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import pino from "pino";
import { createApp } from "../src/app";
import { insertAccount } from "../src/auth/accounts.queries";
import { openDatabase } from "../src/db/client";
import { buildDeps } from "../src/deps";
import { loadEnv } from "../src/env";
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from "../src/http/rate-limit";

const pairsArg = process.argv.indexOf("--pairs");
const PAIRS = pairsArg > 0 ? Number(process.argv[pairsArg + 1]) : 100;
const BASE_URL = "http://localhost:3000";

const database = await openDatabase({ kind: "pglite", dataDir: null });
await database.migrate();
const env = loadEnv({
  NODE_ENV: "test",
  BASE_URL,
  AUTH_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
  LOG_LEVEL: "silent",
});
// Limits out of the way: this measures the work of an answer, not the throttling.
const rateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: 1_000_000 }]),
) as unknown as RateLimitRules;
const deps = buildDeps(env, database, { logger: pino({ level: "silent" }), rateLimits });
const app = createApp(deps);

async function post(path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await app.request(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE_URL },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return ms;
}

const signUpBody = (email: string) => ({
  role: "militar",
  fullName: "Pessoa de Teste",
  email,
  password: "segredo123",
  confirmPassword: "segredo123",
});
const fresh = () => `nova-${randomUUID().slice(0, 12)}@exemplo.com.br`;

// Accounts that exist, one per pair and route: an attacker probes each address once, so each
// request meets the rate-limit counters of an address seen for the first time, known or not.
const passwordHash = await hashPassword("segredo123");
const existing: string[] = [];
for (let i = 0; i < PAIRS * 2; i++) {
  const email = `existente-${i}@exemplo.com.br`;
  await insertAccount(database.db, {
    role: "militar",
    plan: "FREE",
    fullName: "Pessoa Existente",
    email,
    termsAcceptedAt: new Date(),
    passwordHash,
  });
  existing.push(email);
}
let nextExisting = 0;
const known = () => existing[nextExisting++] as string;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

async function measure(label: string, send: (email: string) => Promise<number>) {
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    // Alternate which goes first, so warming up favours neither.
    if (i % 2 === 0) {
      knownMs.push(await send(known()));
      unknownMs.push(await send(fresh()));
    } else {
      unknownMs.push(await send(fresh()));
      knownMs.push(await send(known()));
    }
    // The worker's e-mails happen after the answers: let them finish outside the measured time.
    await deps.authMail.drain();
  }
  const diff = median(knownMs) - median(unknownMs);
  console.log(
    `${label.padEnd(16)} existing ${median(knownMs).toFixed(2)} ms · unknown ${median(unknownMs).toFixed(2)} ms · difference of medians ${diff.toFixed(2)} ms (${PAIRS} pairs)`,
  );
}

await measure("sign-up", (email) => post("/api/auth/sign-up", signUpBody(email)));
await measure("forgot-password", (email) => post("/api/auth/forgot-password", { email }));
await database.close();

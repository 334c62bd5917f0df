// Start smoke test of the built app (`npm run build` first), on whichever Node runs this script:
// seeds a fresh embedded database, starts apps/api/dist/main.js in production mode on a free
// port, and checks what a visitor and a signed-in militar get, the runtime-specific parts
// included (scrypt password hashes, sharp's image re-encoding, pdfkit's certificates). Then it
// stops the server, expecting a graceful exit, and lists the runtime warnings both processes printed.
// Fails when a deprecation comes from our own code. Exit code 0 when everything holds.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { signIn, startBuiltApp } from "./built-app.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PASSWORD = "demo1234";
const REQUEST_TIMEOUT_MS = 30_000;
const SEED_TIMEOUT_MS = 5 * 60_000;

for (const file of ["apps/api/dist/main.js", "apps/api/dist/seed.js", "apps/web/dist/index.html"]) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`smoke: ${file} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A 16×16 opaque PNG, written by hand so the check does not depend on the library under test. */
function tinyPng() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const side = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3, 0x4a)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const results = [];
/** Runs one named check; the first failure stops the run. */
async function check(name, fn) {
  const started = performance.now();
  try {
    const detail = await fn();
    const ms = Math.round(performance.now() - started);
    results.push(name);
    console.log(`  ok   ${name} (${ms} ms)${detail ? `: ${detail}` : ""}`);
  } catch (error) {
    console.log(`  FAIL ${name}: ${error instanceof Error ? error.message : error}`);
    throw error;
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pm-smoke-"));
const dataDir = path.join(tmp, "data");
const warningsFile = path.join(tmp, "warnings.log");
const port = await freePort();
const host = "127.0.0.1";
const base = `http://${host}:${port}`;
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SMTP_URL: "",
  HOST: host,
  AUTH_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "warn",
  // Runtime warnings (deprecations with their stack) go to a file, read at the end.
  NODE_OPTIONS: [process.env.NODE_OPTIONS, "--trace-deprecation", `--redirect-warnings=${warningsFile}`]
    .filter(Boolean)
    .join(" "),
};

console.log(`smoke: Node ${process.version} on ${base}, data in ${dataDir}`);
let app = null;
let failed = false;
try {
  await check("seed the embedded database", () => {
    const seed = spawnSync(process.execPath, [path.join(root, "apps/api/dist/seed.js")], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BASE_URL: base,
        PAYMENT_PROVIDER: "sandbox",
        ALLOW_SANDBOX_PAYMENTS: "true",
        ...env,
      },
      encoding: "utf8",
      timeout: SEED_TIMEOUT_MS,
    });
    if (seed.status !== 0) {
      process.stdout.write(seed.stdout ?? "");
      process.stderr.write(seed.stderr ?? "");
      throw new Error(`the seed exited with ${seed.status ?? seed.signal ?? seed.error}`);
    }
    return seed.stdout.trim().split("\n").at(-1);
  });

  await check("start the built server (production mode)", async () => {
    app = await startBuiltApp({ port, host, env });
  });

  const get = (pathname, headers = {}) =>
    fetch(`${base}${pathname}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

  await check("GET /api/health", async () => {
    const res = await get("/api/health");
    const body = await res.json();
    expect(res.status === 200 && body.ok === true, `${res.status} ${JSON.stringify(body)}`);
  });

  for (const page of ["/", "/precos/empresa"]) {
    await check(`GET ${page} renders the page`, async () => {
      const res = await get(page);
      const html = await res.text();
      expect(res.status === 200, `status ${res.status}`);
      expect(
        res.headers.get("content-type")?.startsWith("text/html"),
        `content-type ${res.headers.get("content-type")}`,
      );
      expect(html.includes("Próxima Missão"), "no 'Próxima Missão' in the HTML");
    });
  }

  const signInAs = (email) => signIn(base, email, PASSWORD, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

  let joao = "";
  await check("sign in as joao.silva@exemplo.com.br (scrypt)", async () => {
    joao = await signInAs("joao.silva@exemplo.com.br");
  });

  await check("GET /api/me with the session", async () => {
    const res = await get("/api/me", { cookie: joao });
    const body = await res.json();
    expect(res.status === 200, `status ${res.status}`);
    expect(body.email === "joao.silva@exemplo.com.br", `me is ${body.email}`);
    expect(body.militaryProfile, "no military profile");
  });

  await check("PUT /api/military/avatar (sharp)", async () => {
    const form = new FormData();
    form.set("file", new Blob([tinyPng()], { type: "image/png" }), "avatar.png");
    const res = await fetch(`${base}/api/military/avatar`, {
      method: "PUT",
      headers: { cookie: joao, origin: base },
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await res.json();
    expect(res.status === 200 && typeof body.avatarUrl === "string", `${res.status} ${JSON.stringify(body)}`);
    const image = await get(body.avatarUrl, { cookie: joao });
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(image.status === 200, `GET ${body.avatarUrl}: ${image.status}`);
    const type = image.headers.get("content-type");
    expect(type === "image/webp" && bytes.subarray(8, 12).toString("ascii") === "WEBP", `stored as ${type}`);
    return `${bytes.length} bytes of WebP`;
  });

  await check("certificate PDF of ana.souza@exemplo.com.br (pdfkit)", async () => {
    const ana = await signInAs("ana.souza@exemplo.com.br");
    const list = await get("/api/military/learning/certificates", { cookie: ana });
    const { certificates } = await list.json();
    expect(list.status === 200 && certificates?.length > 0, `certificates: ${list.status}`);
    const pdf = await get(`/api/military/learning/certificates/${certificates[0].code}/pdf`, { cookie: ana });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdf.status === 200, `status ${pdf.status}`);
    expect(bytes.subarray(0, 5).toString("ascii") === "%PDF-", "not a PDF");
    return `${bytes.length} bytes`;
  });

  await check("SIGTERM: graceful shutdown", async () => {
    const code = await app.terminate();
    expect(code === 0, `exit ${code}`);
  });
} catch {
  failed = true;
} finally {
  await app?.stop();
}

// Every warning the seed and the server printed, and which of them are ours.
const warnings = fs.existsSync(warningsFile) ? fs.readFileSync(warningsFile, "utf8").trim() : "";
const ours = [];
if (warnings) {
  console.log(`\nRuntime warnings on Node ${process.version}:\n${warnings}\n`);
  for (const block of warnings.split(/\n(?=\(node:\d+\))/)) {
    if (!/DeprecationWarning/.test(block)) continue;
    // The first frame outside Node itself says whose call it is.
    const frame = block.split("\n").find((line) => /^\s+at /.test(line) && !/\(node:|at node:/.test(line));
    if (frame && /apps\/api\/(dist|src)\//.test(frame)) ours.push(block.split("\n")[0]);
  }
} else {
  console.log(`smoke: no runtime warnings on Node ${process.version}.`);
}
fs.rmSync(tmp, { recursive: true, force: true });

if (ours.length > 0) {
  console.error(`smoke: deprecated APIs called from our code:\n${ours.join("\n")}`);
  failed = true;
}
if (failed) {
  console.error(`smoke: FAILED on Node ${process.version}`);
  process.exit(1);
}
console.log(`smoke: ${results.length} checks passed on Node ${process.version}`);

// The built server (apps/api/dist/main.js) started in production mode for a measurement, and
// stopped cleanly, and a person signed in on it: the bench, chaos and smoke scripts share them.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Starts the built app on `port` with `env` over a production environment, and waits until it
 * answers /api/health (60 s at most; at once if it exits first).
 * @param {{ port: number; host?: string; env: Record<string, string> }} options
 */
export async function startBuiltApp({ port, host = "localhost", env }) {
  const base = `http://${host}:${port}`;
  // BENCH_CPU_PROFILE_DIR: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools), to see where a measurement's time goes.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "apps/api/dist/main.js")], {
    cwd: root,
    // BENCH_APP_STDOUT=1 shows the server's log lines (LOG_LEVEL=error: its errors alone).
    stdio: ["ignore", process.env.BENCH_APP_STDOUT === "1" ? "inherit" : "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      BASE_URL: base,
      // A measurement, not a site anyone can reach: the sandbox stands in for Stripe.
      PAYMENT_PROVIDER: "sandbox",
      ALLOW_SANDBOX_PAYMENTS: "true",
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  };
  /** SIGTERM, then the exit code once it has exited (a graceful shutdown answers 0). */
  const terminate = async () => {
    if (child.exitCode !== null) return child.exitCode;
    const exited = new Promise((r) => child.once("exit", (code, signal) => r(code ?? signal)));
    child.kill("SIGTERM");
    return exited;
  };
  const alive = () => child.exitCode === null && child.signalCode === null;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop, terminate, alive, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error("the API did not answer /api/health within 60 s");
}

/**
 * Signs `email` in on the app at `base`, as a browser on its origin does, and answers the session's
 * cookies as a Cookie header. Throws when the sign-in fails or sets no session cookie.
 * @param {string} base
 * @param {string} email
 * @param {string} password
 * @param {{ signal?: AbortSignal }} [options]
 */
export async function signIn(base, email, password, { signal } = {}) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
    signal,
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`sign-in of ${email} set no session cookie`);
  return cookie;
}

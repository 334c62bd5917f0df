import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnv, projectRoot } from "../env";
import { openDatabase } from "./client";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const SECRET = "s".repeat(40);
const cleanup: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-data-dir-"));
  cleanup.push(dir);
  return dir;
};

/** A process that stays alive until the file ends: it plays the running server. */
function otherProcess(): number {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  if (!child.pid) throw new Error("no child process");
  return child.pid;
}

describe("DATA_DIR", () => {
  it("resolves a relative path against the repository root, whichever folder a script starts in", () => {
    expect(projectRoot()).toBe(ROOT);
    expect(loadEnv({ AUTH_SECRET: SECRET }).DATA_DIR).toBe(path.join(ROOT, ".data"));
    expect(loadEnv({ AUTH_SECRET: SECRET, DATA_DIR: "dados/demo" }).DATA_DIR).toBe(path.join(ROOT, "dados/demo"));
    const absolute = tmpDir();
    expect(loadEnv({ AUTH_SECRET: SECRET, DATA_DIR: absolute }).DATA_DIR).toBe(absolute);
  });
});

describe("the embedded database has one writer", () => {
  it("refuses a second process in one clear line naming the folder and the holder's pid", () => {
    const dir = tmpDir();
    const pid = otherProcess();
    fs.writeFileSync(path.join(dir, "pglite.lock"), JSON.stringify({ pid, holder: "server" }));
    expect(() => lockDataDir(dir, "seed")).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir, "seed")).toThrow(
      `O banco embutido em ${dir} está em uso pelo servidor (pid ${pid}). Pare o servidor ou rode \`npm run seed\` antes de \`npm start\`.`,
    );
  });

  it("takes over a lock left by a process that is gone, and releases its own", () => {
    const dir = tmpDir();
    const gone = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid;
    fs.writeFileSync(path.join(dir, "pglite.lock"), JSON.stringify({ pid: gone, holder: "server" }));
    const release = lockDataDir(dir, "server");
    expect(JSON.parse(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8"))).toEqual({
      pid: process.pid,
      holder: "server",
    });
    release();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("opens no database while another process holds the folder", async () => {
    const dir = tmpDir();
    const pid = otherProcess();
    fs.writeFileSync(path.join(dir, "pglite.lock"), JSON.stringify({ pid, holder: "seed" }));
    await expect(openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite"), holder: "server" })).rejects.toThrow(
      `está em uso pelo \`npm run seed\` (pid ${pid})`,
    );
    expect(fs.existsSync(path.join(dir, "pglite"))).toBe(false);
  });
});

describe("npm run seed", () => {
  const relative = `.data-seed-test-${randomBytes(4).toString("hex")}`;
  const dataDir = path.join(ROOT, relative);
  cleanup.push(dataDir);
  /** The seed as `npm run seed` starts it: inside apps/api, with a relative DATA_DIR. */
  const seed = () =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
      cwd: path.join(ROOT, "apps/api"),
      // Only what a shell would pass: the test runner's own variables are not the seed's business.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: relative, AUTH_SECRET: SECRET },
      encoding: "utf8",
    });

  it("writes to the repository's data folder, and a second run changes nothing and says so", () => {
    const first = seed();
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`Dados de demonstração prontos no banco embutido em ${dataDir}.`);
    expect(first.stdout).toContain("parceiro parcerias@redesaudeintegral.com.br");
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, "apps/api", relative))).toBe(false);

    const second = seed();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(
      `Os dados de demonstração já estavam no banco embutido em ${dataDir}: nada foi alterado.`,
    );
    expect(second.stdout).not.toContain("empresa ");
  }, 120_000);

  it("refuses while the server holds the folder, and leaves it as it was", () => {
    const pid = otherProcess();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), JSON.stringify({ pid, holder: "server" }));
    const refused = seed();
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `O banco embutido em ${dataDir} está em uso pelo servidor (pid ${pid}). Pare o servidor ou rode \`npm run seed\` antes de \`npm start\`.`,
    );
    fs.rmSync(path.join(dataDir, "pglite.lock"));
  }, 60_000);
});

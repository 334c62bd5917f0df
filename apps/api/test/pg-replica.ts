// A PostgreSQL primary with a streaming replica of its own, made in a temporary folder with the
// server's tools (initdb, pg_basebackup, pg_ctl) on free ports: the tests and `npm run bench:load`
// prove the reads sent to replicas on a real one. The machine's own server is not used, because
// its access rules allow no replication connection.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

/** The folder of the server's programs: `pg_config --bindir`, else the newest Debian install. */
export function postgresBinDir(): string {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (fs.existsSync(path.join(dir, "pg_basebackup")) && fs.existsSync(path.join(dir, "initdb"))) return dir;
  } catch {
    // Not on PATH: look where Debian's packages put it.
  }
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error("PostgreSQL's server programs (initdb, pg_basebackup) are not installed");
  return path.join(root, versions[0], "bin");
}

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops applying the primary's changes on the replica (it falls behind), and resumes. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica's server (its connections fail), and starts it again. */
  stopReplica(): void;
  startReplica(): void;
  /** Stops both servers and removes their folder. */
  stop(): void;
}

/**
 * Starts a primary and a replica streaming from it. As root the servers run as the `postgres`
 * user, which PostgreSQL requires. `settings` are added to both servers' configuration.
 */
export async function startReplicaPair(settings: Record<string, string> = {}): Promise<ReplicaPair> {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-replica-"));
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, program);
    const argv = asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { cwd: dir, encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  const primaryDir = path.join(dir, "primary");
  const replicaDir = path.join(dir, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const conf = {
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: `'${dir}'`,
    wal_level: "replica",
    max_wal_senders: "4",
    fsync: "off",
    full_page_writes: "off",
    shared_buffers: "'128MB'",
    ...settings,
  };
  run("initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C.UTF-8"]);
  fs.appendFileSync(
    path.join(primaryDir, "postgresql.conf"),
    `\n${Object.entries(conf)
      .map(([k, v]) => `${k} = ${v}`)
      .join("\n")}\n`,
  );
  const ctl = (data: string, port: number, action: "start" | "stop") =>
    action === "start"
      ? run("pg_ctl", ["-D", data, "-l", `${data}.log`, "-o", `-p ${port}`, "-w", "-t", "60", "start"])
      : run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  // A server runs while its folder holds postmaster.pid: the replica first, then the primary.
  const stopAll = () => {
    for (const data of [replicaDir, primaryDir]) {
      if (!fs.existsSync(path.join(data, "postmaster.pid"))) continue;
      try {
        ctl(data, 0, "stop");
      } catch {
        // Already stopped.
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    ctl(primaryDir, primaryPort, "start");
    run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-D",
      replicaDir,
      "-R",
      "-X",
      "stream",
      "--no-sync",
    ]);
    ctl(replicaDir, replicaPort, "start");
  } catch (error) {
    stopAll();
    throw error;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const onReplica = async (sql: string) => {
    const client = new pg.Client({ connectionString: replicaUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: () => onReplica("SELECT pg_wal_replay_pause()"),
    resumeReplay: () => onReplica("SELECT pg_wal_replay_resume()"),
    stopReplica: () => ctl(replicaDir, replicaPort, "stop"),
    startReplica: () => ctl(replicaDir, replicaPort, "start"),
    stop: stopAll,
  };
}

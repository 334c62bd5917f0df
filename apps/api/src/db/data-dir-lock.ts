import fs from "node:fs";
import path from "node:path";

/** Who holds the embedded database: the server, `npm run seed` or `npm run operator:create`. */
export type DataDirHolder = "server" | "seed" | "operator-create";

interface LockContent {
  pid: number;
  holder: DataDirHolder;
}

export class DataDirInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockContent>;
    return typeof parsed.pid === "number" ? { pid: parsed.pid, holder: parsed.holder ?? "server" } : null;
  } catch {
    return null;
  }
}

export function inUseMessage(dataDir: string, held: LockContent): string {
  return held.holder !== "server"
    ? `O banco embutido em ${dataDir} está em uso pelo \`npm run ${held.holder === "seed" ? "seed" : "operator:create"}\` (pid ${held.pid}). Espere ele terminar e tente de novo.`
    : `O banco embutido em ${dataDir} está em uso pelo servidor (pid ${held.pid}). Pare o servidor ou rode \`npm run seed\` antes de \`npm start\`.`;
}

/**
 * Makes this process the only one writing the embedded database under `dataDir` (DATA_DIR, which
 * holds it in `pglite/`): PGlite has no lock
 * of its own, and two processes writing one directory corrupt it. A lock left by a process that
 * no longer runs is taken over. Returns the function that releases it (also run at exit).
 */
export function lockDataDir(dataDir: string, holder: DataDirHolder): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "pglite.lock");
  const content = JSON.stringify({ pid: process.pid, holder } satisfies LockContent);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: "wx" });
      const release = () => {
        if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = readLock(file);
      if (held && held.pid !== process.pid && alive(held.pid)) {
        throw new DataDirInUseError(inUseMessage(path.resolve(dataDir), held));
      }
      // Left by a process that is gone (or unreadable): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Não foi possível reservar o banco embutido em ${dataDir}.`);
}

// Runs once per `vitest run` for the "api-pglite" project: migrates one in-memory PGlite and dumps
// its data directory to a file, so each test file starts from that copy instead of running initdb
// and every migration again (see test-database.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory, as an uncompressed tarball. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-pglite-snapshot-"));
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    try {
      await database.migrate();
      const client = (database.db as unknown as { $client: PGlite }).$client;
      // Uncompressed: each test file loads it, and gunzip would cost more than the bytes saved.
      const dump = await client.dumpDataDir("none");
      const file = path.join(dir, "migrated.tar");
      fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
      project.provide("pgliteSnapshot", file);
    } finally {
      await database.close();
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

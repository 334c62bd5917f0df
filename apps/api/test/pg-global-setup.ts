// Runs once per `vitest run` for the "api-pg" project: creates a migrated template database on
// TEST_DATABASE_URL's server, hands its name to the test files, and drops every database the run
// created when it ends. Each test file clones the template (see test-database.ts).
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { databaseUrl, withAdmin } from "./pg-admin";

export interface PgTestTemplate {
  /** The server URL given in TEST_DATABASE_URL; used for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** Migrated database every test file copies. */
  template: string;
  /** Every database of this run starts with it, so teardown finds them all. */
  prefix: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: PgTestTemplate;
  }
}

export { databaseUrl, withAdmin } from "./pg-admin";

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("pg-global-setup needs TEST_DATABASE_URL");
  const prefix = `pm_test_${randomBytes(4).toString("hex")}`;
  const template = `${prefix}_template`;

  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${pg.escapeIdentifier(template)}`));
  try {
    const database = await openDatabase({ kind: "pg", url: databaseUrl(adminUrl, template), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
      await database.close();
    }
  } catch (error) {
    await dropRunDatabases(adminUrl, prefix);
    throw error;
  }

  project.provide("pgTemplate", { adminUrl, template, prefix });
  return () => dropRunDatabases(adminUrl, prefix);
}

async function dropRunDatabases(adminUrl: string, prefix: string) {
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [`${prefix}_`],
    );
    for (const { datname } of rows) {
      await c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    }
  });
}

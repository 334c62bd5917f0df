import { defineConfig } from "vitest/config";
import { mutationGroup } from "./scripts/mutation-groups.mjs";

// The suites that cover one group of mutated files (scripts/mutation-groups.mjs), chosen by
// MUTATION_GROUP. Database suites run on PostgreSQL when TEST_DATABASE_URL is set, so the race
// tests that prove the row locks run too; otherwise on PGlite.
const group = mutationGroup(process.env.MUTATION_GROUP ?? "shared");
const pgUrl = process.env.TEST_DATABASE_URL;
const usesDatabase = group.tests.some((file) => file.startsWith("apps/api/"));

export default defineConfig({
  test: {
    environment: "node",
    include: group.tests,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...(usesDatabase
      ? {
          env: { TEST_DB_KIND: pgUrl ? "pg" : "pglite" },
          globalSetup: pgUrl ? ["apps/api/test/pg-global-setup.ts"] : [],
        }
      : {}),
  },
});

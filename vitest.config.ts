import { defineConfig } from "vitest/config";

// Integration tests always run on PGlite; with TEST_DATABASE_URL set they run again on that
// PostgreSQL server, in databases the run creates and drops (apps/api/test/pg-global-setup.ts).
const pgUrl = process.env.TEST_DATABASE_URL;

const apiTests = ["apps/api/src/**/*.test.ts"];
/** Tests that never touch a database need no second run on PostgreSQL. */
const dbFreeTests = ["apps/api/src/env.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "api-pglite",
          environment: "node",
          include: apiTests,
          env: { TEST_DB_KIND: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pgUrl
        ? [
            {
              test: {
                name: "api-pg",
                environment: "node" as const,
                include: apiTests,
                exclude: dbFreeTests,
                env: { TEST_DB_KIND: "pg" },
                globalSetup: ["apps/api/test/pg-global-setup.ts"],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});

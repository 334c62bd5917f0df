import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Integration tests always run on PGlite; with TEST_DATABASE_URL set they run again on that
// PostgreSQL server, in databases the run creates and drops (apps/api/test/pg-global-setup.ts).
const pgUrl = process.env.TEST_DATABASE_URL;

const apiTests = ["apps/api/src/**/*.test.ts"];
/** Tests that never touch a database need no second run on PostgreSQL. */
const dbFreeTests = [
  "apps/api/src/env.test.ts",
  "apps/api/src/features/billing/proration.test.ts",
  "apps/api/src/db/data-dir.test.ts",
  "apps/api/src/auth/session-lookup.test.ts",
  "apps/api/src/features/skills/translator.test.ts",
  "apps/api/src/features/skills/translator-eval.test.ts",
  "apps/api/src/features/learning/content.test.ts",
  "apps/api/src/features/reports/reports.periods.test.ts",
];

export default defineConfig({
  test: {
    // Much of a test's time is spent waiting (better-auth's 500 ms floor on verification e-mails,
    // PostgreSQL round trips), so more files run at once than there are cores.
    maxWorkers: Math.max(2, os.availableParallelism() + 1),
    projects: [
      {
        // Pure logic in the shared package and the web app (plain functions, no DOM).
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "apps/web/src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["apps/web/src/lib/realtime.test.ts"],
        },
      },
      {
        // Web components and browser-bound modules, in a DOM that runs in Node.
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["apps/web/src/**/*.test.tsx", "apps/web/src/lib/realtime.test.ts"],
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
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

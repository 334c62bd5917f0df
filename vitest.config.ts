import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Integration tests run on PGlite; with TEST_DATABASE_URL set they run on that PostgreSQL server,
// in databases the run creates and drops (apps/api/test/pg-global-setup.ts), and the tests of the
// layers where the two engines differ run on PGlite too.
const pgUrl = process.env.TEST_DATABASE_URL;

const apiTests = ["apps/api/src/**/*.test.ts"];
/** Tests that never touch a database need no second run on PostgreSQL. */
const dbFreeTests = [
  "apps/api/src/env.test.ts",
  "apps/api/src/payments/proration.test.ts",
  "apps/api/src/db/data-dir.test.ts",
  "apps/api/src/auth/session-lookup.test.ts",
  "apps/api/src/features/skills/translator.test.ts",
  "apps/api/src/features/skills/translator-eval.test.ts",
  "apps/api/src/features/skills/requirements/requirements.test.ts",
  "apps/api/src/features/resumes/resumes.draft.test.ts",
  "apps/api/src/features/learning/content.test.ts",
  "apps/api/src/features/reports/reports.periods.test.ts",
  "apps/api/src/http/server.test.ts",
  "apps/api/src/http/outbound.test.ts",
  "apps/api/src/http/csv.test.ts",
];

/**
 * Where the engines differ, so the tests run on both: the database layer (two clients, migrations,
 * the trigger functions' two runners, retries, timeouts), LISTEN and the realtime hub, the job
 * runner's claims, the session's prepared statements, rate limits and the HTTP server, the account
 * e-mail worker, and the shutdown. Everything above them (the features, the public API, files, the
 * route fuzzer, the access matrix) sends the same SQL to the same PostgreSQL code whichever engine
 * runs it: with a PostgreSQL server those tests run once, there (CI always has one); without one,
 * everything runs on PGlite. PGlite's own way of running (one connection in the process) is also
 * what every e2e journey runs on.
 */
const engineTests = [
  "apps/api/src/db/**/*.test.ts",
  "apps/api/src/realtime/**/*.test.ts",
  "apps/api/src/workers/**/*.test.ts",
  "apps/api/src/auth/**/*.test.ts",
  "apps/api/src/http/**/*.test.ts",
  "apps/api/src/mail/**/*.test.ts",
  "apps/api/src/shutdown.test.ts",
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
          // Plain functions with no module state between files: one module graph per worker.
          isolate: false,
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
          // One module graph per worker, as the API's projects: every test starts from an empty
          // document, the real globals and no toast (setup.ts), and each renders with its own
          // QueryClient, so nothing a file leaves behind reaches the next (checked in shuffled
          // orders). Loading React and the pages once per worker instead of once per file takes
          // the project from 74 s to 21 s.
          isolate: false,
          include: ["apps/web/src/**/*.test.tsx", "apps/web/src/lib/realtime.test.ts"],
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
      {
        test: {
          name: "api-pglite",
          environment: "node",
          include: pgUrl ? [...engineTests, ...dbFreeTests] : apiTests,
          env: { TEST_DB_KIND: "pglite" },
          // Each file opens its own app and database; the modules (the app, better-auth, Drizzle,
          // the CBO tables) are loaded once per worker instead of once per file.
          isolate: false,
          // Migrates one database; each file starts from its copy (apps/api/test/test-database.ts).
          globalSetup: ["apps/api/test/pglite-global-setup.ts"],
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
                isolate: false,
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

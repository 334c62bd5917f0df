import { describe, expect, it } from "vitest";
import { checkWalls, readApiSources } from "./check-walls.mjs";

const file = (rel: string, text: string) => ({ rel, text });

describe("the API's walls", () => {
  it("fire when the platform imports a feature", () => {
    const violations = checkWalls([
      file("payments/stripe.ts", 'import { fulfil } from "../features/billing/fulfillment.service";'),
      file("db/seed.ts", 'import { x } from "../features/account/account.queries";'),
    ]);
    expect(violations).toEqual([
      { file: "payments/stripe.ts", wall: "platform", detail: "imports features/billing/fulfillment.service" },
      { file: "db/seed.ts", wall: "platform", detail: "imports features/account/account.queries" },
    ]);
  });

  it("fire when a feature imports another feature's files, and not for its public surface", () => {
    const violations = checkWalls([
      file("features/talent/talent.queries.ts", 'import { a } from "../learning/learning.queries";'),
      file("features/talent/talent.service.ts", 'import { b } from "../learning/learning.public";'),
      file("features/talent/talent.routes.ts", 'import { c } from "./talent.queries";'),
      file("api-v1/api-v1.routes.ts", 'import { d } from "../features/jobs/jobs.company.queries";'),
      file("features/jobs/jobs.routes.ts", 'import { e } from "../../api-v1/api-v1.public";'),
    ]);
    expect(violations).toEqual([
      {
        file: "features/talent/talent.queries.ts",
        wall: "feature",
        detail: "imports features/learning/learning.queries",
      },
      { file: "api-v1/api-v1.routes.ts", wall: "feature", detail: "imports features/jobs/jobs.company.queries" },
    ]);
  });

  it("fire when the database is reached outside queries modules, db/ and the job runner", () => {
    const violations = checkWalls([
      file(
        "features/jobs/jobs.sitemap.ts",
        'import { eq } from "drizzle-orm";\nimport { jobs } from "../../db/schema/jobs";',
      ),
      file("features/reports/reports.periods.ts", "const q = sql`SELECT 1`;"),
      file("http/rate-limit.ts", 'await client.query("SELECT pg_advisory_lock(1)");'),
      file("features/jobs/jobs.queries.ts", 'import { eq, sql } from "drizzle-orm";\nconst q = sql`SELECT 1`;'),
      file("db/listener.ts", 'import pg from "pg";\nawait c.query("LISTEN pm_changes");'),
      file("workers/runner.ts", 'import { sql } from "drizzle-orm";'),
    ]);
    expect(violations).toEqual([
      { file: "features/jobs/jobs.sitemap.ts", wall: "database", detail: "imports drizzle-orm" },
      { file: "features/jobs/jobs.sitemap.ts", wall: "database", detail: "imports db/schema/jobs" },
      { file: "features/reports/reports.periods.ts", wall: "database", detail: "writes SQL" },
      { file: "http/rate-limit.ts", wall: "database", detail: "writes SQL" },
    ]);
  });

  it("let the composition roots and the tests see everything", () => {
    const violations = checkWalls([
      file("app.ts", 'import { jobs } from "./features/jobs/jobs.company.routes";'),
      file("areas.military.ts", 'import { a } from "./features/talent/talent.military.routes";'),
      file("features/talent/talent.test.ts", 'import { a } from "../learning/learning.queries";\nsql`SELECT 1`;'),
    ]);
    expect(violations).toEqual([]);
  });

  it("hold in the API's source today", () => {
    expect(checkWalls(readApiSources())).toEqual([]);
  });
});

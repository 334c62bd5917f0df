// The walls of the house rules, as the linter enforces them: each case lints a small file placed
// where the rule applies, in a scratch copy of the project's Biome configuration.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules/.bin/biome");
let scratch: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pm-lint-walls-"));
  const config = JSON.parse(fs.readFileSync(path.join(root, "biome.json"), "utf8"));
  // The scratch folder is no git checkout, and holds no schema file.
  delete config.vcs;
  delete config.$schema;
  fs.writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(config));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The messages of the noRestrictedImports diagnostics for `source` placed at `file`. */
function wallsHit(file: string, source: string): string[] {
  const full = path.join(scratch, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, source);
  let out: string;
  try {
    out = execFileSync(biome, ["lint", "--reporter=json", file], { cwd: scratch, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  } finally {
    fs.rmSync(full);
  }
  const report = JSON.parse(out) as { diagnostics: { category: string; message: string }[] };
  return report.diagnostics.filter((d) => d.category === "lint/style/noRestrictedImports").map((d) => d.message);
}

const FEATURE_WALL = "A feature never imports another feature";
const SQL_WALL = "Routes and services reach the database only through *.queries.ts";

describe("web features never import each other", () => {
  it.each([
    ["apps/web/src/features/jobs/job-board-page.tsx", 'import { meQuery } from "@/features/account/api";'],
    ["apps/web/src/features/jobs/job-board-page.tsx", 'import { useSignIn } from "../account/api";'],
    [
      "apps/web/src/features/jobs/components/job-card.tsx",
      'import { PlanCard } from "../../billing/plans/plan-options";',
    ],
    ["apps/web/src/features/billing/plans/plan-options.tsx", 'import { x } from "../../../profile/api";'],
  ])("%s: %s is refused", (file, line) => {
    const hits = wallsHit(file, `${line}\n\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toContain(FEATURE_WALL);
  });

  it.each([
    ["apps/web/src/features/jobs/job-board-page.tsx", 'import { boardQuery } from "./api";'],
    ["apps/web/src/features/jobs/components/job-card.tsx", 'import { boardQuery } from "../api";'],
    ["apps/web/src/features/billing/plans/plan-options.tsx", 'import { planQuery } from "../api";'],
    ["apps/web/src/features/jobs/job-board-page.tsx", 'import { meQuery } from "@/lib/session";'],
    ["apps/web/src/app/areas/military.tsx", 'import { JobBoardPage } from "@/features/jobs/job-board-page";'],
  ])("%s: %s is allowed", (file, line) => {
    expect(wallsHit(file, `${line}\n\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`)).toEqual([]);
  });
});

describe("routes and services never reach the database but through queries", () => {
  it.each([
    ["apps/api/src/features/jobs/jobs.company.routes.ts", 'import { jobs } from "../../db/schema/jobs";'],
    ["apps/api/src/features/billing/checkout.service.ts", 'import { type Db } from "../../db/client";'],
    ["apps/api/src/areas.routes.ts", 'import { users } from "./db/schema/auth";'],
  ])("%s: %s is refused", (file, line) => {
    const hits = wallsHit(file, `${line}\n\nexport const used = [${line.match(/\{ (?:type )?(\w+) \}/)?.[1]}];\n`);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toContain(SQL_WALL);
  });

  it("a queries file may", () => {
    const line = 'import { jobs } from "../../db/schema/jobs";';
    expect(
      wallsHit("apps/api/src/features/jobs/jobs.company.queries.ts", `${line}\n\nexport const used = [jobs];\n`),
    ).toEqual([]);
  });
});

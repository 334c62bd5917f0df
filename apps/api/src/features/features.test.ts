// Each feature is declared once (decision 025): the list holds every folder's declaration, and what
// the declarations name (bench files, mutation groups, e-mails, realtime topics) exists and is
// claimed once.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REALTIME_TOPICS, type TopicName } from "@pm/shared/realtime";
import { describe, expect, it } from "vitest";
import type { Feature } from "../feature";
import * as templates from "../mail/templates";
import { FEATURES } from "./features";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../../..");
const features: readonly Feature[] = FEATURES;

/** E-mails and topics the platform sends or owns, not a feature. */
const PLATFORM_EMAILS = [
  "verificationEmail",
  "resetPasswordEmail",
  "signUpAttemptEmail",
  "signInAlertEmail",
  "twoFactorAlertEmail",
];
const PLATFORM_TOPICS: TopicName[] = ["user_presence"];

describe("the features list", () => {
  it("holds one declaration per folder of features/, named after it, in <d>.feature.ts", () => {
    const folders = fs
      .readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(features.map((f) => f.name).sort()).toEqual(folders);
    for (const name of folders) expect(fs.existsSync(path.join(here, name, `${name}.feature.ts`))).toBe(true);
  });

  it("names bench files that scripts/bench/index.mjs lists, and every listed file is some feature's or the platform's", async () => {
    const { BENCH_FILES } = (await import(path.join(root, "scripts/bench/index.mjs"))) as { BENCH_FILES: string[] };
    const named = new Set(features.flatMap((f) => (f.bench ? [f.bench] : [])));
    for (const file of named) {
      expect(BENCH_FILES).toContain(file);
      expect(fs.existsSync(path.join(root, "scripts/bench", file))).toBe(true);
    }
    expect(BENCH_FILES.filter((file) => !named.has(file))).toEqual(["platform.mjs"]);
  });

  it("names the mutation groups that mutate its files, and only those", async () => {
    const { MUTATION_GROUPS } = (await import(path.join(root, "scripts/mutation-groups.mjs"))) as {
      MUTATION_GROUPS: { name: string; mutate: string[] }[];
    };
    for (const feature of features) {
      const folder = `apps/api/src/features/${feature.name}/`;
      const mutating = MUTATION_GROUPS.filter((g) => g.mutate.some((glob) => glob.startsWith(folder))).map(
        (g) => g.name,
      );
      expect([...feature.mutation].sort(), feature.name).toEqual(mutating.sort());
    }
  });

  it("claims every e-mail template once, with the platform's", () => {
    const all = Object.entries(templates)
      .filter(([name, value]) => typeof value === "function" && name.endsWith("Email"))
      .map(([name]) => name)
      .sort();
    const byName = new Map(Object.entries(templates).map(([name, value]) => [value, name]));
    const claimed = [...PLATFORM_EMAILS, ...features.flatMap((f) => (f.emails ?? []).map((t) => byName.get(t)))];
    expect([...claimed].sort()).toEqual(all);
  });

  it("claims every realtime topic once, with the platform's", () => {
    const claimed = [...PLATFORM_TOPICS, ...features.flatMap((f) => f.realtime ?? [])];
    expect([...claimed].sort()).toEqual(Object.keys(REALTIME_TOPICS).sort());
  });
});

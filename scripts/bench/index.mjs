// The files of `npm run bench` (scripts/bench-api.mjs), one per domain, in the order their steps
// run; a step marked `last` runs after every other (it adds rows the others do not expect). Each
// feature's declaration (apps/api/src/features/<d>/<d>.feature.ts) names its file here, and
// apps/api/src/features/features.test.ts checks that they agree.
export const BENCH_FILES = [
  "platform.mjs",
  "dashboard.mjs",
  "jobs.mjs",
  "companies.mjs",
  "benefits.mjs",
  "conversations.mjs",
  "talent.mjs",
  "learning.mjs",
  "reports.mjs",
  "integrations.mjs",
  "operations.mjs",
  "privacy.mjs",
  "alerts.mjs",
  "resumes.mjs",
  "teamwork.mjs",
  "support.mjs",
  "transition.mjs",
  "community.mjs",
];

/**
 * Every step, in the order it runs: `{ file, only?, last?, run(ctx) → the targets' lines }`. A
 * step with `only` also runs alone with BENCH_ONLY=<only>.
 */
export async function benchSteps() {
  const files = await Promise.all(BENCH_FILES.map(async (file) => ({ file, module: await import(`./${file}`) })));
  const steps = files.flatMap(({ file, module }) => module.steps.map((step) => ({ file, ...step })));
  return [...steps.filter((s) => !s.last), ...steps.filter((s) => s.last)];
}

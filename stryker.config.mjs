// Base options of `npm run test:mutation` (scripts/mutation.mjs fills in each group's files and
// report). Slow, so not part of `npm test`. Reports go to reports/mutation/ (git-ignored).
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  // Mutants that do not type-check are dropped before any test runs.
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.mutation.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "html"],
  // One type-checker process and two test runners: the checker idles once the types are built.
  concurrency: 3,
  timeoutMS: 30_000,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["apps/*/dist", ".data", "/reports", "test-results", "playwright-report"],
};

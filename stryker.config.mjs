// `npm run test:mutation`: mutation testing of the rules the product's promises rest on. Slow, so
// not part of `npm test`. The HTML report goes to reports/mutation/ (git-ignored).
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  mutate: [
    "packages/shared/src/plans.ts",
    "packages/shared/src/dashboard.ts",
    "packages/shared/src/cnpj.ts",
    "packages/shared/src/text.ts",
    "packages/shared/src/company.ts",
  ],
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["apps/*/dist", ".data", "reports", "test-results"],
};

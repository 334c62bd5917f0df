import { defineConfig } from "vitest/config";

// The suites that cover the mutated files of stryker.config.mjs, without the database projects.
export default defineConfig({
  test: {
    environment: "node",
    include: ["packages/shared/src/**/*.test.ts"],
  },
});

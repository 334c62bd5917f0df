import { chromium, defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;

/** Playwright's own browser cache is the last resort, after the system Chromium. */
function playwrightCache(): string[] {
  try {
    return [chromium.executablePath()];
  } catch {
    return [];
  }
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    // A failure keeps its screenshot and the page's accessibility tree (error-context.md).
    // Recording a trace of every journey costs about a third of the suite's time on two cores:
    // E2E_TRACE=1 records them, kept for the journeys that fail.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium(playwrightCache()),
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: "node e2e/serve.mjs",
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    // The server stops as in production, and e2e/serve.mjs removes its data directory after it.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});

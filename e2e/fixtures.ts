// Every spec imports `test` and `expect` from here: each test fails if any page it opened broke
// the Content-Security-Policy.
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Chromium reports each refused script, style, image, font, connection or form in the console. */
const CSP_REPORT = /Content Security Policy/i;

export const test = base.extend<{ cspViolations: string[] }>({
  // Auto: it watches the test's own context and any context the test opens on the browser.
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watchPage = (page: Page) => {
        page.on("console", (message) => {
          if (CSP_REPORT.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        for (const page of watched.pages()) watchPage(page);
        watched.on("page", watchPage);
      };
      watchContext(context);
      browser.on("context", watchContext);
      try {
        await use(violations);
      } finally {
        browser.off("context", watchContext);
      }
      expect(violations, "pages refused by the Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
});

import { expect, type Page, test } from "./fixtures";

// The guard of ./fixtures fails any test whose pages break the Content-Security-Policy. These
// tests break it on purpose, check the guard saw it, then clear what it saw so they pass.

/** Inserts an inline script the way an injection would; true when the browser ran it. */
function injectInlineScript(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'sim';";
    document.head.append(script);
    return document.documentElement.dataset.injected === "sim";
  });
}

test("an injected inline script is refused on a page, and the guard reports it", async ({ page, cspViolations }) => {
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sua experiência militar");
  expect(cspViolations).toEqual([]);

  expect(await injectInlineScript(page)).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain("script-src");

  cspViolations.length = 0;
});

test("pages of a context the test opens itself are watched too", async ({ browser, cspViolations }) => {
  const other = await browser.newContext();
  const page = await other.newPage();
  await page.goto("/precos/militar");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(await injectInlineScript(page)).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain("/precos/militar");
  await other.close();

  cspViolations.length = 0;
});

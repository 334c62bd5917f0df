import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./helpers";

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (msg) => logged.push(msg.text()));
  const res = await page.goto("/rota-que-nao-existe");
  // The status says it too, for crawlers and link checkers.
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  expect(logged.some((line) => line.includes("/rota-que-nao-existe"))).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

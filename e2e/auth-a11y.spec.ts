import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./helpers";

test("the auth page has no serious accessibility violations on either tab", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByText("Acesso Militar")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto("/auth?type=empresa&tab=signup");
  await expect(page.getByLabel("Nome da empresa")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the password can be shown and hidden", async ({ page }) => {
  await page.goto("/auth");
  const password = page.getByLabel("Senha", { exact: true });
  await password.fill("segredo123");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Mostrar senha" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Ocultar senha" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("login with empty fields shows the spec's message", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("Por favor, preencha todos os campos").first()).toBeVisible();
});

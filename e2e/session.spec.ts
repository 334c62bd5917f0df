import { expect, test } from "./fixtures";
import { DEMO, signIn } from "./helpers";

test("a guarded page sends a visitor to /auth and back after sign-in; Sair signs out every tab", async ({
  context,
  page,
}) => {
  await page.goto("/app/perfil");
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, DEMO.militar.email, DEMO.password);
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/perfil$/);
  await expect(page.getByRole("heading", { level: 1, name: DEMO.militar.name })).toBeVisible();
  await expect(page.getByText("Plano FREE")).toBeVisible();

  // The sidebar collapses with Ctrl+B and remembers it.
  const sidebar = page.locator('[data-slot="sidebar"]');
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  const other = await context.newPage();
  await other.goto("/app/vagas");
  await expect(other.getByRole("heading", { name: "Vagas" })).toBeVisible();

  await page.getByRole("button", { name: "Menu da conta" }).click();
  await expect(page.getByRole("menu").getByText(DEMO.militar.email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The other tab notices without a reload.
  await expect(other).toHaveURL(/\/auth$/);
  await page.goto("/app");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a company sees its name and plan; military routes send it back to /empresa", async ({ page }) => {
  await page.goto("/auth?type=empresa");
  await signIn(page, DEMO.empresa.email, DEMO.password);
  await expect(page).toHaveURL(/\/empresa$/);
  await expect(page.getByText(DEMO.empresa.company).first()).toBeVisible();
  await expect(page.getByText(`Plano ${DEMO.empresa.plan}`)).toBeVisible();

  await page.goto("/app/vagas");
  await expect(page).toHaveURL(/\/empresa$/);

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/empresa$/);

  await page.getByRole("button", { name: "Menu da conta" }).click();
  await expect(page.getByRole("menuitem", { name: "Perfil da Empresa" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Gerenciar Plano" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the military layout becomes a drawer on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/auth");
  await signIn(page, DEMO.militar.email, DEMO.password);
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole("button", { name: "Alternar menu lateral" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "Trilhas" }).click();
  await expect(page).toHaveURL(/\/app\/trilhas$/);
  await expect(drawer).toBeHidden();
});

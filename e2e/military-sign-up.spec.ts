import { expect, test } from "./fixtures";
import { confirmThroughOutbox, uniqueEmail } from "./helpers";

test("a militar signs up, confirms through the outbox and lands on onboarding", async ({ page }) => {
  const email = uniqueEmail("militar");
  await page.goto("/auth?type=militar&tab=signup");
  await expect(page.getByText("Acesso Militar")).toBeVisible();

  // LGPD: the form says what creating the account accepts, with both documents a click away.
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Criar conta" }) });
  await expect(form).toContainText("Ao criar a conta, você aceita os Termos de Uso e a Política de Privacidade.");
  await expect(form.getByRole("link", { name: "Termos de Uso" })).toHaveAttribute("href", "/termos");
  await expect(form.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/privacidade");

  await page.getByLabel("Nome completo").fill("Marcos Pereira");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo123");
  await page.getByRole("button", { name: "Criar conta" }).click();

  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await expect(page.getByText(`Enviamos um link de confirmação para ${email}`)).toBeVisible();

  // Before confirming, signing in is refused.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("Confirme seu e-mail antes de entrar.")).toBeVisible();

  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Complete seu perfil" })).toBeVisible();
});

test("sign-up shows the spec's validation messages", async ({ page }) => {
  await page.goto("/auth?type=militar&tab=signup");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Por favor, preencha todos os campos obrigatórios").first()).toBeVisible();

  await page.getByLabel("Nome completo").fill("Ana Souza");
  await page.getByLabel("E-mail").fill(uniqueEmail("val"));
  await page.getByLabel("Senha", { exact: true }).fill("abc12");
  await page.getByLabel("Confirmar senha").fill("abc99");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("As senhas não coincidem").first()).toBeVisible();

  await page.getByLabel("Confirmar senha").fill("abc12");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("A senha deve ter pelo menos 6 caracteres").first()).toBeVisible();

  await page.getByRole("button", { name: "Empresa" }).click();
  await expect(page.getByText("Acesso Empresa")).toBeVisible();
  await page.getByLabel("Nome completo").fill("Ana Souza");
  await page.getByLabel("E-mail").fill(uniqueEmail("val"));
  await page.getByLabel("Senha", { exact: true }).fill("abc123");
  await page.getByLabel("Confirmar senha").fill("abc123");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Nome da empresa é obrigatório").first()).toBeVisible();
});

test("the app opened at 127.0.0.1 instead of localhost signs up and signs in", async ({ page, baseURL }) => {
  const loopback = (baseURL ?? "").replace("localhost", "127.0.0.1");
  expect(loopback).toContain("127.0.0.1");
  const email = uniqueEmail("loopback");
  await page.goto(`${loopback}/auth?type=militar&tab=signup`);
  await page.getByLabel("Nome completo").fill("Rita Moraes");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo123");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await expect(page.getByText("Requisição recusada por segurança")).toHaveCount(0);

  // The confirmation link names the configured address; signing in again at 127.0.0.1 works too.
  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await page.goto(`${loopback}/auth?type=militar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/app\/onboarding$/);
});

import { expect, test } from "@playwright/test";
import { confirmThroughOutbox, uniqueEmail } from "./helpers";

test("an empresa signs up for Plus, confirms and lands on checkout for Plus", async ({ page }) => {
  const email = uniqueEmail("empresa");
  await page.goto("/auth?type=empresa&tab=signup&plan=plus");
  await expect(page.getByText("Acesso Empresa")).toBeVisible();
  await expect(page.getByLabel("Plano")).toHaveValue("plus");

  await page.getByLabel("Nome completo").fill("Paula Ramos");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Nome da empresa").fill("Transportes Aurora");
  await page.getByLabel("Cidade").fill("Curitiba");
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo123");
  await page.getByRole("button", { name: "Criar conta" }).click();

  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=plus$/);
  await expect(page.getByText("Confirme seu email para ativar a conta")).toBeVisible();

  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=plus$/);
  await expect(page.getByText("Plus", { exact: true })).toBeVisible();
  await expect(page.getByText("Transportes Aurora", { exact: false })).toBeVisible();
  await expect(page.getByText("Confirme seu email para ativar a conta")).toHaveCount(0);

  // An unpaid company is held at checkout whatever company page it asks for.
  await page.goto("/empresa/vagas");
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=plus$/);
});

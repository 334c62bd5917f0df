import { expect, test } from "./fixtures";
import { DEMO, signIn } from "./helpers";

test("every page's tab title has one form, '{Página} | Próxima Missão'", async ({ page }) => {
  await page.goto("/precos/militar");
  await expect(page).toHaveTitle("Planos para militares | Próxima Missão");
  await page.goto("/auth?type=empresa");
  await expect(page).toHaveTitle("Entrar ou criar conta | Próxima Missão");
  await signIn(page, DEMO.empresa.email, DEMO.password);
  await expect(page).toHaveURL(/\/empresa$/);
  await expect(page).toHaveTitle("Painel da empresa | Próxima Missão");
  await page.goto("/empresa/candidatos");
  await expect(page).toHaveTitle("Candidatos | Próxima Missão");
  await page.goto("/empresa/nao-existe");
  await expect(page).toHaveTitle("Página não encontrada | Próxima Missão");
});

test("required fields are marked, and a toast closes with a pt-BR button", async ({ page }) => {
  await page.goto("/auth?type=militar&tab=signup");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Criar conta" }) });
  // The asterisk sits beside the label and stays out of the field's name.
  for (const label of ["Nome completo", "E-mail", "Senha", "Confirmar senha"]) {
    const field = form
      .locator("div.grid")
      .filter({ has: page.getByLabel(label, { exact: true }) })
      .first();
    await expect(field.locator('[aria-hidden="true"]', { hasText: "*" })).toBeVisible();
  }
  await expect(page.getByLabel("Senha", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Criar conta" }).click();
  const toast = page.getByText("Por favor, preencha todos os campos obrigatórios").last();
  await expect(toast).toBeVisible();
  await page.getByRole("button", { name: "Fechar notificação" }).first().click();
  await expect(page.getByRole("button", { name: "Fechar notificação" })).toHaveCount(0);
});

import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, onboardedMilitar } from "./helpers";

test("a militar subscribes to PREMIUM, the badge follows in every open tab, then cancels and resumes", async ({
  page,
  context,
}) => {
  // Signed up from PREMIUM's pricing card: the dashboard offers the checkout after onboarding.
  await onboardedMilitar(page, "Rafael Duarte Nunes", "premium", { plan: "premium" });
  const invite = page.getByRole("region", { name: "Você escolheu o plano PREMIUM" });
  await expect(invite).toBeVisible();
  await invite.getByRole("link", { name: "Assinar PREMIUM" }).click();
  await expect(page).toHaveURL(/\/app\/pagamentos$/);
  await expect(page.getByRole("heading", { name: "Pagamentos", level: 1 })).toBeVisible();
  const planCard = page.getByRole("region", { name: "Seu plano" });
  const badge = page.locator("header").getByText(/^Plano (FREE|PREMIUM)$/);
  await expect(badge).toHaveText("Plano FREE");
  await expect(planCard.getByText("Plano FREE")).toBeVisible();
  await expect(page.getByText("0 de 2 candidaturas")).toBeVisible();
  await expect(page.getByText("Nenhum pagamento registrado")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A second tab on the dashboard: it must turn PREMIUM with no reload (server-sent events).
  const other = await context.newPage();
  await other.goto("/app");
  const otherBadge = other.locator("header").getByText(/^Plano (FREE|PREMIUM)$/);
  await expect(otherBadge).toHaveText("Plano FREE");

  // The provider's page: Cancelar comes back with nothing paid.
  await page.getByRole("button", { name: "Assinar PREMIUM" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByText("R$ 9,90/mês")).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByText("Pagamento cancelado")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/pagamentos$/);
  await expect(badge).toHaveText("Plano FREE");

  // Pay.
  await page.getByRole("button", { name: "Assinar PREMIUM" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByText("Pagamento realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/pagamentos$/);
  await expect(badge).toHaveText("Plano PREMIUM");
  await expect(planCard.getByText("Plano PREMIUM")).toBeVisible();
  await expect(page.getByText(/^Próxima cobrança de R\$\s9,90 em /)).toBeVisible();
  await expect(page.getByText("No PREMIUM você pode se candidatar a quantas vagas quiser.")).toBeVisible();
  const history = page.getByRole("list", { name: "Pagamentos" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByText("Assinatura PREMIUM")).toBeVisible();
  await expect(history.getByText("Pago")).toBeVisible();
  await expect(otherBadge).toHaveText("Plano PREMIUM");

  // Cancel at the end of the paid period: still PREMIUM until then, and it can be undone.
  await page.getByRole("button", { name: "Cancelar assinatura" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText(/A assinatura do plano PREMIUM não será renovada/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar assinatura" }).click();
  await expect(page.getByText(/^Assinatura cancelada\. Seu acesso continua até /)).toBeVisible();
  await expect(page.getByText(/^Assinatura cancelada — PREMIUM até /)).toBeVisible();
  await expect(badge).toHaveText("Plano PREMIUM");
  await page.getByRole("button", { name: "Reativar assinatura" }).click();
  await expect(page.getByText("Assinatura reativada!")).toBeVisible();
  await expect(page.getByText(/^Próxima cobrança de R\$\s9,90 em /)).toBeVisible();

  // The dashboard's invitation is gone for a PREMIUM militar.
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Olá, Rafael Duarte Nunes!" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Você escolheu o plano PREMIUM" })).toHaveCount(0);

  // A reload shows the same state: it is the server's.
  await page.goto("/app/pagamentos");
  await expect(planCard.getByText("Plano PREMIUM")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancelar assinatura" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Assinar PREMIUM" })).toHaveCount(0);
});

test("/app/pagamentos fits a phone screen; a plain sign-up gets no PREMIUM invitation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await onboardedMilitar(page, "Beatriz Lima Rocha", "premium-mobile");
  await expect(page.getByRole("heading", { name: "Olá, Beatriz Lima Rocha!" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Você escolheu o plano PREMIUM" })).toHaveCount(0);
  await page.goto("/app/pagamentos");
  await expect(page.getByRole("button", { name: "Assinar PREMIUM" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("'Agora não' puts the PREMIUM invitation away for good", async ({ page }) => {
  await onboardedMilitar(page, "Paulo Vieira Campos", "premium-later", { plan: "premium" });
  const invite = page.getByRole("region", { name: "Você escolheu o plano PREMIUM" });
  await expect(invite).toBeVisible();
  await invite.getByRole("button", { name: "Agora não" }).click();
  await expect(invite).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Olá, Paulo Vieira Campos!" })).toBeVisible();
  await expect(invite).toHaveCount(0);
});

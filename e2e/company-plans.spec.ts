import { expect, type Page, test } from "./fixtures";
import { DEMO, expectNoSeriousA11yViolations, paidCompany, signIn } from "./helpers";

const headerBadge = (page: Page, text: string) => page.getByRole("banner").getByText(text, { exact: true });
const currentPlan = (page: Page) => page.getByRole("region", { name: "Plano atual" });

test("a Plus company sees its plan, moves to Pro without a reload and finds both payments", async ({ page }) => {
  await paidCompany(page, "Transportes Serra Azul", { emailPrefix: "planos" });
  await page.goto("/empresa/planos");

  await expect(page.getByRole("heading", { level: 1, name: "Gerenciar Plano" })).toBeVisible();
  await expect(headerBadge(page, "Plano Plus")).toBeVisible();
  await expect(currentPlan(page).getByText("Plano Plus", { exact: true })).toBeVisible();
  await expect(currentPlan(page).getByText("0 de 10 vagas")).toBeVisible();
  await expect(currentPlan(page).getByText(/^Ativo desde \d{1,2} de [a-zç]+ de \d{4}$/)).toBeVisible();
  await expect(currentPlan(page).getByText(/^Próxima cobrança em /)).toBeVisible();
  await expect(page.locator('[data-plan="plus"]').getByRole("button", { name: "Plano atual" })).toBeDisabled();
  await expect(page.locator('[data-plan="pro"]').getByText("Mais recomendado")).toBeVisible();
  await expect(page.getByRole("link", { name: "Falar com Vendas" })).toHaveAttribute("href", /^mailto:/);

  // Survives only if the page is never reloaded.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  await page.getByRole("button", { name: "Mudar para Pro" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Mudar para o plano Pro?" });
  await expect(dialog.getByText(/Será cobrado agora/)).toBeVisible();
  await dialog.getByRole("button", { name: "Confirmar mudança" }).click();

  await expect(page.getByText("Plano alterado para Pro!")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(headerBadge(page, "Plano Pro")).toBeVisible();
  await expect(currentPlan(page).getByText("0 de 25 vagas")).toBeVisible();
  await expect(page.locator('[data-plan="pro"]').getByRole("button", { name: "Plano atual" })).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await page.getByRole("button", { name: "Histórico de Pagamentos" }).click();
  const history = page.getByRole("dialog", { name: "Histórico de Pagamentos" });
  const payments = history.getByRole("list", { name: "Pagamentos" }).getByRole("listitem").filter({ hasText: "R$" });
  await expect(payments).toHaveCount(2);
  // Newest first: the pro-rata charge of the upgrade, then the first Plus payment.
  await expect(payments.nth(0)).toContainText("Plano Pro");
  await expect(payments.nth(0)).toContainText("Pago");
  await expect(payments.nth(1)).toContainText("Plano Plus");
  await expect(payments.nth(1)).toContainText("R$ 29,90");
  await expect(payments.nth(1)).toContainText("Pago");
  await page.keyboard.press("Escape");
  await expect(history).toHaveCount(0);
});

test("cancelling keeps access to the end of the period, and reactivating restores the renewal", async ({ page }) => {
  await paidCompany(page, "Oficina Marechal", { emailPrefix: "planos" });
  await page.goto("/empresa/planos");
  await expect(currentPlan(page).getByText(/^Próxima cobrança em /)).toBeVisible();

  await currentPlan(page).getByRole("button", { name: "Cancelar assinatura" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancelar assinatura?" });
  await expect(dialog).toContainText("fim do período já pago");
  // Backing out changes nothing.
  await dialog.getByRole("button", { name: "Manter assinatura" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(currentPlan(page).getByText(/^Próxima cobrança em /)).toBeVisible();

  await currentPlan(page).getByRole("button", { name: "Cancelar assinatura" }).click();
  await dialog.getByRole("button", { name: "Cancelar assinatura" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    currentPlan(page).getByText(/^Assinatura cancelada — acesso até \d{1,2} de [a-zç]+ de \d{4}$/),
  ).toBeVisible();
  await expect(currentPlan(page).getByText(/^Próxima cobrança em /)).toHaveCount(0);
  await expect(currentPlan(page).getByRole("button", { name: "Cancelar assinatura" })).toHaveCount(0);

  // The state comes from the server, not just from this tab.
  await page.reload();
  await expect(currentPlan(page).getByText(/^Assinatura cancelada — acesso até /)).toBeVisible();

  await currentPlan(page).getByRole("button", { name: "Reativar assinatura" }).click();
  await expect(page.getByText("Assinatura reativada!")).toBeVisible();
  await expect(currentPlan(page).getByText(/^Próxima cobrança em /)).toBeVisible();
  await expect(currentPlan(page).getByText(/^Assinatura cancelada/)).toHaveCount(0);
  await expect(currentPlan(page).getByRole("button", { name: "Cancelar assinatura" })).toBeVisible();
});

test("moving to Parceiro goes through the sandbox: cancel comes back with a toast, paying changes the plan", async ({
  page,
}) => {
  await paidCompany(page, "Distribuidora Fronteira", { emailPrefix: "planos" });
  await page.goto("/empresa/planos");
  await expect(headerBadge(page, "Plano Plus")).toBeVisible();

  const openCheckout = async () => {
    await page.getByRole("button", { name: "Mudar para Parceiro" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Mudar para o plano Parceiro?" });
    await expect(dialog.getByText(/Você será levado ao pagamento/)).toBeVisible();
    await dialog.getByRole("button", { name: "Ir para o pagamento" }).click();
    await expect(page.getByRole("heading", { name: "Pagamento" })).toBeVisible();
    await expect(page.getByText("R$ 19,90 (pagamento único)")).toBeVisible();
  };

  await openCheckout();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByText("Pagamento cancelado")).toHaveCount(1);
  await expect(page).toHaveURL(/\/empresa\/planos$/);
  await expect(headerBadge(page, "Plano Plus")).toBeVisible();

  await openCheckout();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByText("Pagamento realizado com sucesso!")).toHaveCount(1);
  await expect(page).toHaveURL(/\/empresa\/planos$/);
  await expect(headerBadge(page, "Plano Parceiro")).toBeVisible();
  await expect(currentPlan(page).getByText("Plano Parceiro", { exact: true })).toBeVisible();
  await expect(currentPlan(page).getByText("0 de 5 vagas")).toBeVisible();
  await expect(page.locator('[data-plan="parceiro"]').getByRole("button", { name: "Plano atual" })).toBeDisabled();

  // The toast was for that return only: a reload announces nothing.
  await page.reload();
  await expect(currentPlan(page).getByText("Plano Parceiro", { exact: true })).toBeVisible();
  await expect(page.getByText("Pagamento realizado com sucesso!")).toHaveCount(0);
});

test("the plans screen has no serious accessibility violations and fits small screens", async ({ page }) => {
  await page.goto("/auth?type=empresa");
  await signIn(page, DEMO.empresa.email, DEMO.password);
  await expect(page).toHaveURL(/\/empresa$/);
  await page.goto("/empresa/planos");
  await expect(currentPlan(page).getByText(/^Ativo desde /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Histórico de Pagamentos" }).click();
  const history = page.getByRole("dialog", { name: "Histórico de Pagamentos" });
  await expect(
    history.getByRole("listitem").or(history.getByText("Nenhum pagamento registrado")).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");

  const other = DEMO.empresa.plan === "Plus" ? "Pro" : "Plus";
  await page.getByRole("button", { name: `Mudar para ${other}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Mudar para o plano ${other}?` });
  await expect(dialog.getByRole("button", { name: /Confirmar mudança|Ir para o pagamento/ })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Voltar" }).click();
  await expect(dialog).toHaveCount(0);

  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
});

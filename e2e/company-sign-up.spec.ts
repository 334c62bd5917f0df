import { expect, type Page, test } from "./fixtures";
import { confirmThroughOutbox, DEMO, signIn, uniqueEmail } from "./helpers";

async function signUpCompany(page: Page, plan: string, companyName: string) {
  const email = uniqueEmail("empresa");
  await page.goto(`/auth?type=empresa&tab=signup&plan=${plan}`);
  await expect(page.getByText("Acesso Empresa")).toBeVisible();
  await page.getByLabel("Nome completo").fill("Paula Ramos");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Nome da empresa").fill(companyName);
  await page.getByLabel("Cidade").fill("Curitiba");
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo123");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  return email;
}

test("an empresa signs up for Plus, confirms, pays in the sandbox and reaches its dashboard", async ({ page }) => {
  await page.goto("/auth?type=empresa&tab=signup&plan=plus");
  await expect(page.getByLabel("Plano")).toHaveValue("plus");
  const email = await signUpCompany(page, "plus", "Transportes Aurora");

  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=plus$/);
  await expect(page.getByText("Confirme seu email para ativar a conta")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ir para o pagamento" })).toBeDisabled();

  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=plus$/);
  await expect(page.getByText("Plano Plus")).toBeVisible();
  await expect(page.getByText("Transportes Aurora")).toBeVisible();
  await expect(page.getByText("Confirme seu email para ativar a conta")).toHaveCount(0);

  // An unpaid company is held at checkout whatever company page it asks for.
  await page.goto("/empresa/vagas");
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=plus$/);

  await page.getByRole("button", { name: "Ir para o pagamento" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento" })).toBeVisible();
  await expect(page.getByText("R$ 29,90/mês")).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();

  await expect(page).toHaveURL(/\/empresa\/payment-success\?session_id=/);
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible();
  await expect(page.getByText("Transportes Aurora")).toBeVisible();
  await page.getByRole("button", { name: "Acessar Dashboard" }).click();
  await expect(page).toHaveURL(/\/empresa$/);
  await expect(page.getByText("Plano Plus")).toBeVisible();
});

test("a company that cancels payment can retry and then pay", async ({ page }) => {
  const email = await signUpCompany(page, "parceiro", "Vigia Segurança");
  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=parceiro$/);

  await page.getByRole("button", { name: "Ir para o pagamento" }).click();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(/\/empresa\/payment-cancel$/);
  await expect(page.getByRole("heading", { name: "Pagamento cancelado" })).toBeVisible();

  await page.getByRole("link", { name: "Tentar novamente" }).click();
  await expect(page).toHaveURL(/\/empresa\/checkout$/);
  await expect(page.getByText("Plano Parceiro")).toBeVisible();
  await page.getByRole("button", { name: "Ir para o pagamento" }).click();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible();
  await page.getByRole("button", { name: "Acessar Dashboard" }).click();
  await expect(page).toHaveURL(/\/empresa$/);
});

test("Enterprise is never sold at checkout: it offers a conversation with sales", async ({ page }) => {
  const email = await signUpCompany(page, "enterprise", "Grupo Horizonte");
  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=enterprise$/);
  const sales = page.getByRole("link", { name: "Falar com Vendas" });
  await expect(sales).toHaveAttribute("href", /^mailto:.+\?subject=Interesse%20no%20plano%20Enterprise/);
  await expect(page.getByRole("button", { name: "Ir para o pagamento" })).toHaveCount(0);

  // Not stuck there: another plan is one click away, and so is the way out.
  const plans = page.getByRole("navigation", { name: "Escolha o plano" });
  await expect(plans.getByRole("link")).toHaveText(["Parceiro", "Plus", "Pro", "Enterprise"]);
  await expect(plans.getByRole("link", { name: "Enterprise" })).toHaveAttribute("aria-current", "page");
  await plans.getByRole("link", { name: "Pro" }).click();
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=pro$/);
  await expect(page.getByText("Plano Pro")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ir para o pagamento" })).toBeEnabled();
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a militar who opens a company payment page is told what it is and shown the way home", async ({ page }) => {
  await page.goto("/auth?type=militar");
  await signIn(page, DEMO.militar.email, DEMO.password);
  await expect(page).toHaveURL(/\/app$/);
  for (const path of [
    "/empresa/checkout?plan=plus",
    "/empresa/payment-success?session_id=x",
    "/empresa/payment-cancel",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Esta página é para empresas" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Ir para o meu painel" }).click();
  await expect(page).toHaveURL(/\/app$/);
});

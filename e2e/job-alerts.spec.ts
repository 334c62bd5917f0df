// Job alerts end to end: a visitor searches 'motorista sp' on /vagas, saves the search as an alert
// with his e-mail, confirms it from the e-mail, a company publishes a matching job, the alert's
// e-mail arrives (the job runner matches and sends it) and one click on its link pauses the alert.
// A militar manages his alerts on /app/alertas. Axe and a phone's width on each new page.
import { expect, type Page, test } from "./fixtures";
import {
  completeOnboarding,
  DEMO,
  expectFitsScreen,
  expectNoSeriousA11yViolations,
  paidCompany,
  publishJob,
  signIn,
  signUpHere,
  uniqueEmail,
} from "./helpers";

/** The newest e-mail to `to` whose subject matches, from the development outbox, reloaded until it is there. */
async function openEmail(page: Page, to: string, subject: RegExp, timeout: number) {
  const article = page
    .locator(`article[data-to="${to}"]`)
    .filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(async () => {
    await page.goto("/dev/emails");
    await expect(article.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
  return article.first();
}

test("a visitor subscribes to 'motorista sp', confirms, gets the new job by e-mail and pauses the alert in one click", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const email = uniqueEmail("alerta");

  // The visitor, on a phone, searches and saves the search.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/vagas");
  await visitor.getByLabel("Cargo ou palavra-chave").fill("motorista sp");
  await visitor.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(visitor).toHaveURL(/q=motorista\+sp/);
  await visitor.getByRole("button", { name: "Criar alerta" }).first().click();
  const dialog = visitor.getByRole("alertdialog");
  await expect(dialog.getByLabel("Nome do alerta")).toHaveValue("motorista em SP");
  await dialog.getByRole("radio", { name: /^Imediato/ }).check();
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
  await expectNoSeriousA11yViolations(visitor);
  await expectFitsScreen(visitor);
  await dialog.getByRole("button", { name: "Criar alerta" }).click();
  await expect(visitor.getByText("Enviamos um link de confirmação para o seu e-mail.", { exact: false })).toBeVisible();

  // The confirmation e-mail's link confirms it.
  const confirmation = await openEmail(visitor, email, /^Confirme seu alerta de vagas/, 15_000);
  await confirmation.getByRole("link", { name: "Confirmar alerta" }).first().click();
  await expect(visitor.getByRole("heading", { name: "Alerta confirmado" })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await expectFitsScreen(visitor);

  // A company in São Paulo publishes a matching job.
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await paidCompany(company, `Transportes Alerta ${stamp}`, { emailPrefix: "alertas" });
  const title = `Motorista de entregas ${stamp}`;
  await publishJob(company, {
    title,
    city: "Campinas - SP",
    area: "logistica",
    description: "Entregas na região de Campinas com veículo da empresa.",
  });
  await companyContext.close();

  // The job runner matches it and sends the alert: its run every 10 s, after 30 s gathering others.
  const alertEmail = await openEmail(visitor, email, /^Nova vaga para “motorista em SP”/, 120_000);
  const jobLink = alertEmail.getByRole("link", { name: title });
  await expect(jobLink).toHaveAttribute(
    "href",
    /\/vagas\/motorista-de-entregas-[a-z0-9]+-[A-Za-z0-9_-]{22}\?origem=alerta$/,
  );

  // One click on 'Cancelar este alerta' pauses it, without signing in.
  await alertEmail.getByRole("link", { name: "Cancelar este alerta" }).click();
  await expect(visitor.getByRole("heading", { name: "Alerta pausado" })).toBeVisible();
  await expect(visitor.getByText("Você não receberá mais e-mails dele.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await expectFitsScreen(visitor);
  await visitorContext.close();
});

test("a militar sees his alerts, pauses one and follows a company from its page", async ({ page }) => {
  await page.goto("/auth?tab=login");
  await signIn(page, DEMO.militar.email, DEMO.password);
  await expect(page).toHaveURL(/\/app/);
  await page.goto("/app/alertas");
  await expect(page.getByRole("heading", { name: "Alertas de vagas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Logística", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Segurança patrimonial no RJ" })).toBeVisible();
  await expect(page.getByText("1 vaga enviada").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The switch pauses an alert: it says so, and the server keeps it.
  const switches = page.getByRole("switch");
  await expect(switches).toHaveCount(2);
  await switches.nth(1).click();
  await expect(page.getByText("Pausado", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Pausado", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await expectFitsScreen(page);

  // 'Seguir empresa' on the company's page adds an alert on its jobs.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/empresas/logistica-forte");
  await page.getByRole("link", { name: "Seguir empresa" }).click();
  await expect(page).toHaveURL(/\/app\/alertas$/);
  await expect(page.getByText("Você está seguindo esta empresa").first()).toBeVisible();
  // The list is read again once the follow is saved; on a loaded machine that may take a while.
  await expect(page.getByText("Vagas de Logística Forte").first()).toBeVisible({ timeout: 20_000 });
});

test("a visitor follows a company, signs up, confirms and lands following it after onboarding", async ({ page }) => {
  await page.goto("/empresas/logistica-forte");
  await page.getByRole("link", { name: "Seguir empresa" }).click();
  await expect(page).toHaveURL(/\/auth\?continuar=/);
  await page.getByRole("tab", { name: "Cadastrar" }).click();
  // The confirmation link is opened as from the e-mail: the follow travels in it, not in the tab.
  await signUpHere(page, "Renato Alves", "segue");
  await completeOnboarding(page, "Resende", "Exército");
  await expect(page).toHaveURL(/\/app\/alertas$/);
  await expect(page.getByText("Você está seguindo esta empresa").first()).toBeVisible();
  // The list is read again once the follow is saved; on a loaded machine that may take a while.
  await expect(page.getByText("Vagas de Logística Forte").first()).toBeVisible({ timeout: 20_000 });
});

// Reports end to end: a Plus company reads its basic report and downloads it as CSV, with the
// advanced analyses locked; the demo Pro company opens its funnel, trends and applicants; a
// Parceiro sees what each plan gets. Axe on each, a phone width for the Pro report.
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { DEMO, expectFitsScreen, expectNoSeriousA11yViolations, paidCompany, signIn } from "./helpers";

test("a Plus company exports its report as CSV and sees the advanced analyses locked", async ({ page }) => {
  const stamp = Date.now().toString(36);
  await paidCompany(page, `Relatórios Plus ${stamp}`, { plan: "plus", emailPrefix: "relatorios" });
  await page.goto("/empresa/vagas/nova");
  await page.getByLabel("Título da Vaga").fill(`Almoxarife ${stamp}`);
  await page.getByLabel("Localização").fill("Resende, RJ");
  await page.getByLabel("Regime").selectOption("CLT");
  await page.getByLabel("Área", { exact: true }).selectOption("logistica");
  await page.getByLabel("Descrição da Vaga").fill("Controle do almoxarifado e do inventário.");
  await page.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(page.getByText("Vaga criada com sucesso!").first()).toBeVisible();

  await page.getByRole("link", { name: "Relatórios" }).first().click();
  await expect(page).toHaveURL(/\/empresa\/relatorios$/);
  await expect(page.getByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: `Almoxarife ${stamp}` })).toBeVisible();
  await expect(page.getByText("As análises avançadas fazem parte dos planos Pro e Enterprise.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Funil de candidaturas" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Período").selectOption({ label: "Últimos 7 dias" });
  await expect(page).toHaveURL(/periodo=7/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^relatorio-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(
    "Vaga;Status da vaga;Visualizações;Candidaturas;Conversão (%);Pendente;Em Análise;Aprovado;Rejeitado",
  );
  expect(lines[1]).toBe(`Almoxarife ${stamp};Ativa;0;0;0;0;0;0;0`);
  expect(lines.at(-1)).toBe("Total;;0;0;0;0;0;0;0");
});

test("the Pro company opens its funnel, trends and applicants, on a phone too", async ({ page }) => {
  await page.goto("/auth?type=empresa");
  await signIn(page, DEMO.empresa.email, DEMO.password);
  await expect(page).toHaveURL(/\/empresa$/);
  await page.goto("/empresa/relatorios?periodo=90");
  await expect(page.getByRole("heading", { name: "Funil de candidaturas" })).toBeVisible();
  const funnel = page.getByRole("region", { name: "Funil de candidaturas" });
  await expect(funnel.getByText("Candidaturas", { exact: true })).toBeVisible();
  await expect(funnel.getByText(/rejeitadas e \d+ desistências/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tendência semanal (12 semanas)" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Visualizações e candidaturas por semana" }).getByRole("row"),
  ).toHaveCount(13);
  await expect(page.getByRole("region", { name: "Quem se candidatou" }).getByText("Exército")).toBeVisible();
  await expect(page.getByRole("region", { name: "Candidaturas por origem" })).toContainText("Busca no mural de vagas");
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole("heading", { name: "Funil de candidaturas" })).toBeVisible();
  await expectFitsScreen(page);
  await page.screenshot({ path: test.info().outputPath("relatorios-360.png"), fullPage: true });

  // A custom period asks for its dates.
  await page.getByLabel("Período").selectOption({ label: "Personalizado" });
  await expect(page.getByText("Escolha as datas do período e clique em Aplicar.")).toBeVisible();
});

test("a Parceiro sees what the reports hold and the way to upgrade", async ({ page }) => {
  await page.goto("/auth?type=empresa");
  await signIn(page, "vagas@guardiaseg.com.br", DEMO.password);
  await expect(page).toHaveURL(/\/empresa$/);
  await page.goto("/empresa/relatorios");
  await expect(page.getByText("Relatórios não incluídos no seu plano")).toBeVisible();
  await expect(page.getByRole("link", { name: "Fazer upgrade" })).toHaveAttribute("href", "/empresa/planos");
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

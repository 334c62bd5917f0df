// A company moves an application through every status, one second apart, while the candidate
// keeps the job board open in one tab and the dashboard in another: each change reaches the card,
// the bell and the dashboard without a reload.
import { expect, type Page, test } from "./fixtures";
import { onboardedMilitar, paidCompany, unreadBell } from "./helpers";

async function publishJob(company: Page, title: string, stamp: string) {
  await company.goto("/empresa/vagas/nova");
  await company.getByLabel("Título da Vaga").fill(title);
  await company.getByLabel("Localização").fill("Porto Alegre, RS");
  await company.getByLabel("Regime").selectOption("CLT");
  await company.getByLabel("Área", { exact: true }).selectOption("logistica");
  await company.getByLabel("Descrição da Vaga").fill(`Gestão do almoxarifado central (código ${stamp}).`);
  await company.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(company.getByText("Vaga criada com sucesso!").first()).toBeVisible();
}

/** Each step: the company's menu item, the card's badge, the dashboard's sentence, active applications. */
const STEPS = [
  { menu: "Em Análise", badge: "Em análise", active: "1" },
  { menu: "Aprovado", badge: "Aprovado", active: "0" },
  { menu: "Rejeitado", badge: "Não selecionado", active: "0" },
] as const;

/** How long the candidate's pages may take to show a change. */
const LIVE = { timeout: 2000 };
/** The pace of the company's changes. */
const STEP_MS = 1000;
/** How long the candidate's pages sit open before the company acts. */
const IDLE_MS = 27_000;

test("the candidate's open board, dashboard and bell follow every status change live", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const companyName = `Armazéns Pampa ${stamp}`;
  const title = `Chefe de Almoxarifado ${stamp}`;
  const candidateName = `Lucas Brandão ${stamp}`;

  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await paidCompany(company, companyName, { emailPrefix: "tempo-real", fullName: "Helena Prado" });
  await publishJob(company, title, stamp);

  // The candidate goes from the dashboard to the board (a page load, which ends the dashboard's
  // stream and opens the board's), applies, and opens the dashboard again in a second tab.
  const militarContext = await browser.newContext();
  const board = await militarContext.newPage();
  await onboardedMilitar(board, candidateName, "tempo-real");
  await board.goto(`/app/vagas?q=${stamp}`);
  const card = board.getByRole("article", { name: title });
  await card.getByRole("button", { name: "Candidatar-se" }).click();
  await expect(card.getByTestId("application-status")).toHaveText("Candidatura enviada");
  const dashboard = await militarContext.newPage();
  await dashboard.goto("/app");
  const activeApplications = dashboard.getByRole("link", { name: /Candidaturas ativas/ });
  await expect(activeApplications).toHaveText(/Candidaturas ativas\s*1\s*Ver candidaturas/);
  const newestActivity = dashboard.getByRole("region", { name: "Atividades recentes" }).getByRole("listitem").first();
  await expect(newestActivity).toHaveText(new RegExp(`Você se candidatou à vaga ${title} na ${companyName}\\.`));
  // Neither page may reload from here on: a reload would hide a lost change.
  for (const page of [board, dashboard]) {
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
  }
  // People keep these pages open for a while: longer than the server's 25 s heartbeat, by which
  // time whatever the server still had to do for the stream the page load ended is done.
  await board.waitForTimeout(IDLE_MS);

  await company.goto(`/empresa/candidatos?q=${encodeURIComponent(title)}`);
  const statusButton = company.getByRole("button", { name: `Alterar status da candidatura de ${candidateName}` });
  await expect(statusButton).toBeVisible();

  for (const [index, step] of STEPS.entries()) {
    await statusButton.click();
    await company.getByRole("menuitem", { name: step.menu, exact: true }).click();
    // The next change comes one second after this one, whatever the candidate's pages do meanwhile.
    const pace = company.waitForTimeout(STEP_MS);
    const unread = index + 1;
    // Every place is watched from the moment of the change, so each has its own 2 s.
    await Promise.all([
      expect(card.getByTestId("application-status")).toHaveText(step.badge, LIVE),
      expect(board.getByRole("button", { name: unreadBell(unread), exact: true })).toBeVisible(LIVE),
      expect(newestActivity).toHaveText(
        new RegExp(`Sua candidatura para ${title} na ${companyName} agora está: ${step.badge}\\.`),
        LIVE,
      ),
      expect(activeApplications).toHaveText(
        new RegExp(`Candidaturas ativas\\s*${step.active}\\s*Ver candidaturas`),
        LIVE,
      ),
      expect(dashboard.getByRole("button", { name: unreadBell(unread), exact: true })).toBeVisible(LIVE),
    ]);
    await pace;
  }

  for (const page of [board, dashboard]) {
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  }
  await companyContext.close();
  await militarContext.close();
});

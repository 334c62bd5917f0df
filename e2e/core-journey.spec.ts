// The platform's core journey across both sides: a company posts a job, a new militar completes
// onboarding, finds it by a word of its description typed without accents, applies, and follows
// the company's decisions live (status on the card and the bell) without reloading.
import { expect, type Page, test } from "./fixtures";
import { DEMO, signIn, signUpMilitar, UNREAD_BELL } from "./helpers";

const COMPANY = "vagas@guardiaseg.com.br";

async function completeOnboarding(page: Page) {
  await page.getByLabel("Cidade").fill("Niterói");
  await page.getByLabel("Estado").selectOption("RJ");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByLabel("Força").selectOption({ label: "Marinha" });
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByLabel("Área desejada").selectOption({ label: "Segurança" });
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByText("Perfil completado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
}

test("company posts, militar finds without accents and applies, company decides, militar sees it live", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Supervisor de Monitoramento ${stamp}`;

  // 1. The company publishes a job whose description has accented words.
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await company.goto("/auth?type=empresa");
  await signIn(company, COMPANY, DEMO.password);
  await expect(company).toHaveURL(/\/empresa$/);
  await company.goto("/empresa/vagas/nova");
  await company.getByLabel("Título da Vaga").fill(title);
  await company.getByLabel("Localização").fill("Niterói, RJ");
  await company.getByLabel("Regime").selectOption("CLT");
  await company.getByLabel("Área", { exact: true }).selectOption("logistica");
  await company
    .getByLabel("Descrição da Vaga")
    .fill(`Coordenar a vigilância eletrônica de um condomínio logístico (código ${stamp}).`);
  await company.getByLabel("Requisitos").fill("Experiência com CFTV\nDisponibilidade para escala 12x36");
  await company.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(company.getByText("Vaga criada com sucesso!")).toBeVisible();

  // 2. A new militar signs up and completes onboarding.
  const militarContext = await browser.newContext();
  const militar = await militarContext.newPage();
  await signUpMilitar(militar, `Renata Duarte ${stamp}`, "jornada");
  await completeOnboarding(militar);

  // 3. She searches a word of the description without its accents and applies.
  await militar.goto("/app/vagas");
  await militar.getByRole("searchbox", { name: "Buscar vagas" }).fill(`vigilancia eletronica ${stamp}`);
  const card = militar.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(militar.getByRole("article")).toHaveCount(1);
  await card.getByRole("button", { name: "Candidatar-se" }).click();
  await expect(card.getByText("Candidatura enviada")).toBeVisible();
  await militar.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // 4. The company sees the candidate and moves the application: Em Análise, then Aprovado.
  await company.goto(`/empresa/candidatos?q=${encodeURIComponent(title)}`);
  const candidateName = `Renata Duarte ${stamp}`;
  const statusButton = company
    .getByRole("button", { name: `Alterar status da candidatura de ${candidateName}` })
    .first();
  for (const status of ["Em Análise", "Aprovado"]) {
    await statusButton.click();
    await company.getByRole("menuitem", { name: status, exact: true }).click();
    await expect(company.getByText("Status atualizado").first()).toBeVisible();
  }

  // 5. Without a reload, the militar's card reads 'Aprovado' and the bell has the news.
  await expect(card.getByText("Aprovado", { exact: true })).toBeVisible({ timeout: 10_000 });
  const bell = militar.getByRole("button", { name: UNREAD_BELL });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(militar.getByText(new RegExp(`Sua candidatura para ${title} .*aprovada`)).first()).toBeVisible();
  expect(await militar.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await companyContext.close();
  await militarContext.close();
});

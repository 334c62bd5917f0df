import { expect, type Page, test } from "./fixtures";
import { DEMO, expectNoSeriousA11yViolations, onboardedMilitar, signIn, UNREAD_BELL } from "./helpers";

// The demo data (apps/api/src/seed.ts): Mariana Costa is a FREE militar with one active
// application (Técnico de Manutenção de Frota, pendente). Logística Forte publishes 'Coordenador
// de Logística' (armazenagem e distribuição) and the frota job; Guardiã Segurança publishes
// 'Analista de Segurança Patrimonial'. Logística Forte's candidate list is asserted by another
// journey running alongside this one, so the application this journey makes, and the status
// change the company makes, go to Guardiã Segurança's job; Coordenador de Logística is the one
// the FREE plan refuses, which adds no candidate to anybody's list.

const MARIANA = "mariana.costa@exemplo.com.br";
const GUARDIA = "vagas@guardiaseg.com.br";

const SEEDED_TITLES = [
  "Coordenador de Logística",
  "Técnico de Manutenção de Frota",
  "Analista de Segurança Patrimonial",
];

// The demo companies' cards: other journeys may publish jobs with the same titles.
const card = (page: Page, title: string) =>
  page.getByRole("article", { name: title }).filter({ hasText: /Logística Forte|Guardiã Segurança/ });

async function signInAt(page: Page, type: "militar" | "empresa", email: string) {
  await page.goto(`/auth?type=${type}`);
  await signIn(page, email, DEMO.password);
  await expect(page).toHaveURL(type === "militar" ? /\/app$/ : /\/empresa$/);
}

test("a FREE militar searches, applies up to the cap, and hears about a status change", async ({ page, browser }) => {
  await signInAt(page, "militar", MARIANA);
  await page.goto("/app/vagas");
  await expect(page.getByRole("heading", { level: 1, name: "Vagas" })).toBeVisible();
  await expect(card(page, "Coordenador de Logística")).toBeVisible();
  await expect(card(page, "Técnico de Manutenção de Frota").getByTestId("application-status")).toHaveText(
    "Candidatura enviada",
  );
  // First two requirements, then how many more.
  await expect(card(page, "Coordenador de Logística")).toContainText("Experiência com gestão de equipes");
  await expect(card(page, "Coordenador de Logística")).toContainText("e mais 1 requisito...");
  await expect(page.getByText("1 de 2")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("vagas-1280.png"), fullPage: true });

  // Search without accents, by a word of the description; the URL keeps it.
  await page.getByRole("searchbox", { name: "Buscar vagas" }).fill("armazenagem");
  await expect(page).toHaveURL(/q=armazenagem/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card(page, "Coordenador de Logística")).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar vagas" }).fill("submarino nuclear");
  await expect(page.getByText("Nenhuma vaga encontrada")).toBeVisible();
  await page.getByRole("button", { name: "Limpar filtros" }).first().click();
  // Every demo job is back (other journeys may have published more by now).
  for (const title of SEEDED_TITLES) await expect(card(page, title)).toBeVisible();

  // Save a job, and 'Salvos' lists it alone.
  await card(page, "Analista de Segurança Patrimonial")
    .getByRole("button", { name: /^Salvar/ })
    .click();
  await expect(
    card(page, "Analista de Segurança Patrimonial").getByRole("button", { name: /Remover .* dos salvos/ }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Salvos", exact: true }).click();
  await expect(page).toHaveURL(/saved=true/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.getByRole("button", { name: "Salvos", exact: true }).click();
  for (const title of SEEDED_TITLES) await expect(card(page, title)).toBeVisible();

  // The second active application is accepted...
  const analista = card(page, "Analista de Segurança Patrimonial");
  await analista.getByRole("button", { name: "Candidatar-se" }).click();
  await expect(analista.getByTestId("application-status")).toHaveText("Candidatura enviada");
  await expect(page.getByText("2 de 2")).toBeVisible();

  // ...the third is refused by the FREE plan, saying why and where to go.
  await card(page, "Coordenador de Logística").getByRole("button", { name: "Candidatar-se" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("O plano FREE permite 2 candidaturas ativas por vez.");
  await expect(dialog.getByRole("link", { name: "Conhecer o Premium" })).toHaveAttribute("href", "/app/pagamentos");
  await page.screenshot({ path: test.info().outputPath("limite-free-1280.png") });
  await dialog.getByRole("button", { name: "Agora não" }).click();
  await expect(card(page, "Coordenador de Logística").getByRole("button", { name: "Candidatar-se" })).toBeVisible();

  // The details open in a sheet (and count the view).
  await analista.getByRole("button", { name: /Ver detalhes/ }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByRole("heading", { name: "Analista de Segurança Patrimonial" })).toBeVisible();
  await expect(sheet).toContainText("Curso de vigilante");
  await page.screenshot({ path: test.info().outputPath("vaga-detalhe-1280.png") });
  await page.keyboard.press("Escape");

  // The company moves the application to em_analise, from another browser.
  const mine = await page.request.get("/api/military/applications");
  const { applications } = (await mine.json()) as { applications: { id: string; job: { title: string } }[] };
  const applicationId = applications.find((a) => a.job.title === "Analista de Segurança Patrimonial")?.id;
  expect(applicationId).toBeTruthy();

  const companyContext = await browser.newContext();
  const companyPage = await companyContext.newPage();
  await signInAt(companyPage, "empresa", GUARDIA);
  const origin = new URL(companyPage.url()).origin;
  const patched = await companyPage.request.patch(`/api/company/applications/${applicationId}`, {
    data: { status: "em_analise" },
    headers: { origin },
  });
  expect(patched.status()).toBe(200);
  await companyContext.close();

  // The bell and the card follow without a reload.
  // (Another journey may have moved one of her demo applications too: count at least this one.)
  const bell = page.getByRole("button", { name: UNREAD_BELL });
  await expect(bell).toBeVisible();
  await expect(analista.getByTestId("application-status")).toHaveText("Em análise");
  await bell.click();
  await expect(
    page.getByText("Sua candidatura para Analista de Segurança Patrimonial na Guardiã Segurança está em análise."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Notificações", exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("sino-1280.png") });
  await page.keyboard.press("Escape");

  // 'Desistir' asks first, then frees the slot.
  await analista.getByRole("button", { name: "Desistir" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Desistir" }).click();
  await expect(analista.getByRole("button", { name: "Candidatar-se" })).toBeVisible();
  await expect(page.getByText("1 de 2")).toBeVisible();
});

test("the board on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAt(page, "militar", "carlos.pereira@exemplo.com.br");
  await page.goto("/app/vagas");
  await expect(card(page, "Coordenador de Logística")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("vagas-360.png"), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test("a job paused while the board is open: applying says so and the board drops it", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Operador de Empilhadeira ${stamp}`;
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await signInAt(company, "empresa", DEMO.empresa.email);
  await company.goto("/empresa/vagas/nova");
  await company.getByLabel("Título da Vaga").fill(title);
  await company.getByLabel("Localização").fill("Campinas, SP");
  await company.getByLabel("Regime").selectOption("CLT");
  await company.getByLabel("Área", { exact: true }).selectOption("logistica");
  await company.getByLabel("Descrição da Vaga").fill(`Operação de empilhadeira em centro de distribuição (${stamp}).`);
  await company.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(company.getByText("Vaga criada com sucesso!").first()).toBeVisible();

  await onboardedMilitar(page, `Tiago Moreira ${stamp}`, "pausada");
  await page.goto(`/app/vagas?q=${stamp}`);
  const jobCard = page.getByRole("article", { name: title });
  await expect(jobCard).toBeVisible();

  await company.goto("/empresa/vagas");
  await company
    .getByTestId("job-card")
    .filter({ has: company.getByRole("heading", { name: title, exact: true }) })
    .getByRole("button", { name: `Pausar vaga ${title}` })
    .click();
  await expect(company.getByText("Vaga pausada").first()).toBeVisible();

  await jobCard.getByRole("button", { name: "Candidatar-se" }).click();
  await expect(page.getByText("Vaga não encontrada")).toBeVisible();
  await expect(jobCard).toHaveCount(0);
  await expect(page.getByText("Nenhuma vaga encontrada")).toBeVisible();
  await companyContext.close();
});

import { expect, type Page, test } from "./fixtures";
import { confirmThroughOutbox, DEMO, expectNoSeriousA11yViolations, signIn, uniqueEmail } from "./helpers";

// The demo data (apps/api/src/seed.ts) gives Logística Forte four applications: João Silva (Em
// Análise) and Ana Souza (Pendente) to Coordenador de Logística, Ana Souza (Aprovado) and Mariana
// Costa (Pendente) to Técnico de Manutenção de Frota. Carlos Pereira applied to another company.

async function signInAsDemoCompany(page: Page) {
  await page.goto("/auth?type=empresa");
  await signIn(page, DEMO.empresa.email, DEMO.password);
  await expect(page).toHaveURL(/\/empresa$/);
}

const rows = (page: Page) => page.getByTestId("application-row");
const row = (page: Page, candidate: string, job: string) =>
  rows(page).filter({ hasText: candidate }).filter({ hasText: job });
const total = (page: Page) => page.getByTestId("applications-total");

test("a company reviews its candidates: search, profile, status change", async ({ page }) => {
  await signInAsDemoCompany(page);
  await page.goto("/empresa/candidatos");
  await expect(page.getByRole("heading", { level: 1, name: "Candidatos" })).toBeVisible();

  await expect(rows(page)).toHaveCount(4);
  await expect(total(page)).toHaveText("4");
  await expect(page.getByRole("columnheader")).toHaveText([
    "",
    "Candidato",
    "Vaga",
    "Status",
    "Data da Candidatura",
    "Ações",
  ]);
  // Newest first; real names, e-mails and relative dates.
  await expect(rows(page).first()).toContainText("Mariana Costa");
  await expect(rows(page).first()).toContainText("mariana.costa@exemplo.com.br");
  await expect(rows(page).first()).toContainText("há 1 dia");
  await expect(row(page, "João Silva", "Coordenador de Logística")).toContainText("Em Análise");
  await expect(row(page, "Ana Souza", "Técnico de Manutenção de Frota")).toContainText("Aprovado");
  // Another company's candidate is never listed.
  await expect(page.getByText("Carlos Pereira")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Search by candidate name, accents and case aside; the URL keeps it.
  await page.getByRole("searchbox", { name: /Buscar candidaturas/ }).fill("SOUZA");
  await expect(page).toHaveURL(/\?q=SOUZA$/);
  await expect(rows(page)).toHaveCount(2);
  await expect(total(page)).toHaveText("2");
  // By job title.
  await page.getByRole("searchbox", { name: /Buscar candidaturas/ }).fill("manutencao");
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, "Mariana Costa", "Técnico de Manutenção de Frota")).toBeVisible();
  // Nothing found, then back to everything.
  await page.getByRole("searchbox", { name: /Buscar candidaturas/ }).fill("Carlos");
  await expect(page.getByText("Nenhuma candidatura encontrada para “Carlos”.")).toBeVisible();
  await page.getByRole("button", { name: "Limpar busca" }).click();
  await expect(rows(page)).toHaveCount(4);

  // The candidate's whole profile and the job applied to.
  await row(page, "João Silva", "Coordenador de Logística")
    .getByRole("button", { name: "Ver perfil de João Silva" })
    .click();
  const sheet = page.getByRole("dialog", { name: "João Silva" });
  await expect(sheet.getByText("Candidatura para Coordenador de Logística")).toBeVisible();
  await expect(sheet.getByText("joao.silva@exemplo.com.br")).toBeVisible();
  await expect(sheet.getByText("(19) 99876-5432")).toBeVisible();
  await expect(sheet.getByText("Exército", { exact: true })).toBeVisible();
  await expect(sheet.getByText("3º Sargento", { exact: true })).toBeVisible();
  await expect(sheet.getByText("28º Batalhão de Infantaria Leve")).toBeVisible();
  await expect(sheet.getByText("7 anos", { exact: true })).toBeVisible();
  await expect(sheet.getByText("Gestão de equipes", { exact: true })).toBeVisible();
  await expect(sheet.getByText("Imediata", { exact: true })).toBeVisible();
  await expect(sheet.getByText(/almoxarifado e do transporte/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);

  // Move Mariana to Em Análise, then back: the badge follows each time.
  const mariana = row(page, "Mariana Costa", "Técnico de Manutenção de Frota");
  await expect(mariana).toContainText("Pendente");
  for (const [from, to] of [
    ["Pendente", "Em Análise"],
    ["Em Análise", "Pendente"],
  ]) {
    await mariana.getByRole("button", { name: "Alterar status da candidatura de Mariana Costa" }).click();
    await page.getByRole("menuitem", { name: to, exact: true }).click();
    await expect(page.getByText("Status atualizado").first()).toBeVisible();
    await expect(mariana.getByText(to, { exact: true })).toBeVisible();
    await expect(mariana.getByText(from, { exact: true })).toHaveCount(0);
  }
});

test("the link from a job opens the list filtered by its title", async ({ page }) => {
  await signInAsDemoCompany(page);
  await page.goto(`/empresa/candidatos?q=${encodeURIComponent("Coordenador de Logística")}`);
  await expect(page.getByRole("searchbox", { name: /Buscar candidaturas/ })).toHaveValue("Coordenador de Logística");
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText("Candidaturas encontradas")).toBeVisible();
});

test("on a phone the table becomes cards", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsDemoCompany(page);
  await page.goto("/empresa/candidatos");
  await expect(page.getByTestId("application-card")).toHaveCount(4);
  await expect(page.getByRole("table")).toBeHidden();
  const card = page.getByTestId("application-card").filter({ hasText: "Ana Souza" }).first();
  await card.getByRole("button", { name: "Ver perfil de Ana Souza" }).click();
  await expect(page.getByRole("dialog", { name: "Ana Souza" }).getByText("Aeronáutica", { exact: true })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a company without applications is told what to do next", async ({ page }) => {
  const email = uniqueEmail("candidatos");
  await page.goto("/auth?type=empresa&tab=signup&plan=plus");
  await page.getByLabel("Nome completo").fill("Paulo Reis");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Nome da empresa").fill("Vigilância Horizonte");
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo123");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await confirmThroughOutbox(page, email);
  await page.getByRole("button", { name: "Ir para o pagamento" }).click();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible();

  await page.goto("/empresa/candidatos");
  await expect(page.getByText("Nenhuma candidatura recebida ainda.")).toBeVisible();
  await expect(total(page)).toHaveText("0");
  await expect(page.getByRole("link", { name: "Ver minhas vagas" })).toHaveAttribute("href", "/empresa/vagas");
  await expectNoSeriousA11yViolations(page);
});

test("filters by job and status in the address, and moves several candidates at once", async ({ page }) => {
  await signInAsDemoCompany(page);
  // From the job's page, its candidates.
  await page.goto("/empresa/vagas");
  await page.getByRole("link", { name: "Técnico de Manutenção de Frota" }).first().click();
  await page.getByRole("link", { name: "Ver Candidatos" }).click();
  await expect(page).toHaveURL(/\/empresa\/candidatos\?vaga=[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Vaga", { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Candidaturas por status" })).toContainText("Pendente: 1");

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Pendente" });
  await expect(page).toHaveURL(/status=pendente/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Mariana Costa", "Técnico de Manutenção de Frota")).toBeVisible();
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Ticked and moved together, then back, each time with the count of what changed.
  for (const [filter, to] of [
    ["Pendente", "Em Análise"],
    ["Em Análise", "Pendente"],
  ] as const) {
    await page.getByLabel("Status", { exact: true }).selectOption({ label: filter });
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("checkbox", { name: "Selecionar todas as candidaturas mostradas" }).check();
    await expect(page.getByText("1 candidatura selecionada")).toBeVisible();
    await page.getByLabel("Mover para").selectOption({ label: to });
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("1 candidatura atualizada").first()).toBeVisible();
    await expect(page.getByText("Nenhuma candidatura com estes filtros.")).toBeVisible();
  }

  // The job's board: a column per status; a card moves by its menu (keyboard) and by dragging.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Todos os status" });
  await page.getByRole("button", { name: "Quadro" }).click();
  await expect(page).toHaveURL(/visao=quadro/);
  const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
  await expect(column("Pendente").getByTestId("board-card")).toHaveCount(1);
  await expect(column("Aprovado").getByTestId("board-card")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  const menu = column("Pendente").getByRole("button", { name: "Alterar status da candidatura de Mariana Costa" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Em Análise", exact: true }).click();
  await expect(column("Em Análise").getByText("Mariana Costa")).toBeVisible();
  await expect(column("Pendente").getByTestId("board-card")).toHaveCount(0);
  await column("Em Análise").getByTestId("board-card").filter({ hasText: "Mariana Costa" }).dragTo(column("Pendente"));
  await expect(column("Pendente").getByText("Mariana Costa")).toBeVisible();
  await expect(column("Em Análise").getByTestId("board-card")).toHaveCount(0);

  await page.getByRole("button", { name: "Lista" }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel("Vaga", { exact: true }).selectOption({ label: "Todas as vagas" });
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Quadro" })).toHaveCount(0);
});

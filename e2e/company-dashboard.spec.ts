import { expect, type Page, request, test } from "./fixtures";
import { expectNoSeriousA11yViolations, PASSWORD, paidCompany } from "./helpers";

/** Publishes a job through the API, as the signed-in company of `page`. */
async function publishJob(page: Page, title: string): Promise<string> {
  const res = await page.request.post("/api/company/jobs", {
    headers: { origin: new URL(page.url()).origin },
    data: { title, city: "Curitiba", regime: "CLT", description: "Conduzir a operação do centro de distribuição." },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const card = (page: Page, label: string) =>
  page.getByRole("list", { name: "Resumo" }).getByRole("listitem").filter({ hasText: label });
const recentJobs = (page: Page) => page.getByRole("region", { name: "Vagas recentes" });
const planBox = (page: Page) => page.getByRole("region", { name: "Plano atual" });

test("a paid company sees its figures, and they follow a change made elsewhere without a reload", async ({
  page,
  baseURL,
}) => {
  const email = await paidCompany(page, "Transportes Alvorada", { emailPrefix: "painel", fullName: "Marcos Andrade" });
  await page.goto("/empresa");
  await expect(page.getByRole("heading", { level: 1, name: "Transportes Alvorada" })).toBeVisible();

  const first = await publishJob(page, "Coordenador de Frota");
  await publishJob(page, "Analista de Segurança Patrimonial");
  await page.reload();

  await expect(card(page, "Vagas Ativas")).toContainText("2");
  await expect(card(page, "Vagas Ativas")).toContainText("de 10 disponíveis");
  await expect(card(page, "Vagas Ativas")).toContainText("+2 esta semana");
  await expect(card(page, "Candidatos")).toContainText("sem candidatos");
  await expect(card(page, "Visualizações")).toContainText("sem visualizações");
  await expect(card(page, "Taxa de Conversão")).toContainText("0%");
  await expect(card(page, "Taxa de Conversão")).toContainText("sem dados suficientes");

  const jobs = recentJobs(page).getByRole("listitem");
  await expect(jobs).toHaveCount(2);
  // Newest first.
  await expect(jobs.nth(0)).toContainText("Analista de Segurança Patrimonial");
  await expect(jobs.nth(1)).toContainText("Coordenador de Frota");
  await expect(jobs.nth(1)).toContainText("Ativa");
  await expect(jobs.nth(1)).toContainText("0 candidatos");
  await expect(jobs.nth(1)).toContainText(/há menos de um minuto|há 1 minuto/);
  await expect(jobs.nth(1).getByRole("link", { name: "Editar vaga Coordenador de Frota" })).toHaveAttribute(
    "href",
    `/empresa/vagas/${first}/editar`,
  );

  await expect(planBox(page)).toContainText("Plus");
  await expect(planBox(page)).toContainText("2 de 10 vagas utilizadas");
  await expect(planBox(page).getByText("2/10 vagas")).toBeVisible();
  await expect(planBox(page).getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/empresa/planos");

  // Survives only if the page is never reloaded.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  // The same company, signed in elsewhere, pauses a job through the API.
  const elsewhere = await request.newContext({ baseURL });
  const signedIn = await elsewhere.post("/api/auth/sign-in", {
    headers: { origin: baseURL as string },
    data: { email, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const paused = await elsewhere.post(`/api/company/jobs/${first}/status`, {
    headers: { origin: baseURL as string },
    data: { active: false },
  });
  expect(paused.status()).toBe(200);
  await elsewhere.dispose();

  await expect(jobs.nth(1)).toContainText("Pausada");
  await expect(card(page, "Vagas Ativas")).toContainText("+1 esta semana");
  await expect(planBox(page)).toContainText("1 de 10 vagas utilizadas");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("a new company is told to publish its first job", async ({ page }) => {
  await paidCompany(page, "Vigilância Horizonte", {
    plan: "parceiro",
    emailPrefix: "painel",
    fullName: "Marcos Andrade",
  });
  await page.getByRole("button", { name: "Acessar Dashboard" }).click();
  await expect(page).toHaveURL(/\/empresa$/);

  await expect(page.getByRole("heading", { level: 1, name: "Vigilância Horizonte" })).toBeVisible();
  await expect(recentJobs(page).getByText("Nenhuma vaga cadastrada ainda.")).toBeVisible();
  await expect(card(page, "Vagas Ativas")).toContainText("Nenhuma vaga ativa");
  await expect(card(page, "Vagas Ativas")).toContainText("de 5 disponíveis");
  await expect(planBox(page)).toContainText("0 de 5 vagas utilizadas");
  await expect(planBox(page)).toContainText("Parceiro");
  await expect(page.getByRole("link", { name: "Nova Vaga", exact: true })).toHaveAttribute(
    "href",
    "/empresa/vagas/nova",
  );

  const quickActions = page.getByRole("region", { name: "Ações rápidas" });
  for (const [name, href] of [
    ["Nova vaga", "/empresa/vagas/nova"],
    ["Candidatos", "/empresa/candidatos"],
    ["Perfil", "/empresa/perfil"],
    ["Planos", "/empresa/planos"],
  ]) {
    await expect(quickActions.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }

  await expectNoSeriousA11yViolations(page);

  await recentJobs(page).getByRole("link", { name: "Criar primeira vaga" }).click();
  await expect(page).toHaveURL(/\/empresa\/vagas\/nova$/);
});

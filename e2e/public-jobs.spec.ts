// Public job pages end to end: a company copies its job's link; a visitor opens it (server-rendered,
// with JobPosting data), signs up from 'Candidatar-se', confirms, completes onboarding and lands back
// on the job to apply; 'Minhas candidaturas' then shows the application with its history. A paused
// job's link answers 410 with a way to other jobs. Axe on each new page, a phone width for the visitor.
import { expect, test } from "./fixtures";
import { confirmThroughOutbox, expectNoSeriousA11yViolations, PASSWORD, paidCompany, uniqueEmail } from "./helpers";

test("a visitor opens a shared job link, signs up, confirms and lands back on the job to apply", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `Supervisor de Almoxarifado ${stamp}`;

  // The company publishes a job and copies its public link.
  const companyContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const company = await companyContext.newPage();
  await paidCompany(company, `Depósito Central ${stamp}`, { emailPrefix: "publica" });
  await company.goto("/empresa/vagas/nova");
  await company.getByLabel("Título da Vaga").fill(title);
  await company.getByLabel("Localização").fill("Resende, RJ");
  await company.getByLabel("Regime").selectOption("CLT");
  await company.getByLabel("Área", { exact: true }).selectOption("logistica");
  await company.getByLabel("Salário").fill("R$ 4.200,00");
  await company.getByLabel("Descrição da Vaga").fill("Controlar a entrada e a saída de material do almoxarifado.");
  await company.getByLabel("Requisitos").fill("Experiência com controle de estoque");
  await company.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(company.getByText("Vaga criada com sucesso!").first()).toBeVisible();
  const jobs = (await (await company.request.get("/api/company/jobs")).json()) as {
    jobs: { id: string; title: string }[];
  };
  const jobId = jobs.jobs.find((j) => j.title === title)?.id;
  expect(jobId).toBeTruthy();
  await company.goto(`/empresa/vagas/${jobId}`);
  await company.getByRole("button", { name: "Copiar link" }).click();
  await expect(company.getByText("Link copiado").first()).toBeVisible();
  const link = await company.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/vagas\/supervisor-de-almoxarifado-[a-z0-9]+-[A-Za-z0-9_-]{22}$/);
  const path = new URL(link).pathname;

  // What a crawler reads: the job in the HTML, its JobPosting, its own title and canonical address.
  const served = await company.request.get(path);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain(`<h1 id="vaga-titulo"`);
  expect(html).toContain(title);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "JobPosting",
    title,
    employmentType: "FULL_TIME",
    hiringOrganization: { name: `Depósito Central ${stamp}` },
    baseSalary: { currency: "BRL", value: { value: 4200, unitText: "MONTH" } },
  });
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}" />`));
  const sitemap = await (await company.request.get("/sitemap-vagas-1.xml")).text();
  expect(sitemap).toContain(path);

  // The visitor, on a phone, opens the link and applies.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(`^${title} em Resende, RJ`));
  await expectNoSeriousA11yViolations(visitor);
  const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await visitor.getByRole("link", { name: "Candidatar-se" }).click();
  await expect(visitor).toHaveURL(/\/auth\?tab=signup&continuar=/);

  const email = uniqueEmail("visitante");
  await visitor.getByLabel("Nome completo").fill(`Cabo Ribeiro ${stamp}`);
  await visitor.getByLabel("E-mail").fill(email);
  await visitor.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await visitor.getByLabel("Confirmar senha").fill(PASSWORD);
  await visitor.getByRole("button", { name: "Criar conta" }).click();
  await expect(visitor.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await confirmThroughOutbox(visitor, email);
  await expect(visitor).toHaveURL(/\/app\/onboarding$/);
  await visitor.getByLabel("Cidade").fill("Resende");
  await visitor.getByRole("button", { name: "Próximo" }).click();
  await visitor.getByLabel("Força").selectOption({ label: "Exército" });
  await visitor.getByRole("button", { name: "Próximo" }).click();
  await visitor.getByRole("button", { name: "Próximo" }).click();
  await visitor.getByRole("button", { name: "Concluir" }).click();

  // Back on the job, which opens by itself; the application records the public page as its origin.
  await expect(visitor).toHaveURL(new RegExp(`/app/vagas\\?vaga=${jobId}&origem=pagina_publica$`));
  const sheet = visitor.getByRole("dialog");
  await expect(sheet.getByRole("heading", { name: title })).toBeVisible();
  await sheet.getByRole("button", { name: "Candidatar-se" }).click();
  await expect(sheet.getByTestId("application-status")).toHaveText("Candidatura enviada");

  await visitor.goto("/app/candidaturas");
  const application = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: title }) });
  await expect(application.getByTestId("application-status")).toHaveText("Candidatura enviada");
  await expect(application.getByText(/^Candidatura enviada em/)).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);

  // The company pauses the job: its link now answers 410 and points to other jobs.
  await company.goto(`/empresa/vagas/${jobId}`);
  await company.getByRole("button", { name: "Pausar" }).click();
  await expect(company.getByRole("button", { name: "Ativar" })).toBeVisible();
  await expect.poll(async () => (await company.request.get(path)).status()).toBe(410);
  const anonymous = await browser.newContext();
  const late = await anonymous.newPage();
  await late.goto(path);
  await expect(late.getByRole("heading", { name: "Esta vaga não está mais disponível" })).toBeVisible();
  await expect(late.getByRole("link", { name: "Ver todas as vagas" })).toHaveAttribute("href", "/vagas");
  await expectNoSeriousA11yViolations(late);

  await late.goto("/vagas");
  await expect(late.getByRole("heading", { level: 1, name: "Vagas para militares e veteranos" })).toBeVisible();
  await expectNoSeriousA11yViolations(late);
  await Promise.all([companyContext.close(), visitorContext.close(), anonymous.close()]);
});

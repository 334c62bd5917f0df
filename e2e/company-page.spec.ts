// A company's public page end to end: a company fills its profile and publishes two jobs, pausing
// one; a visitor on a phone opens the open job's page, follows the company's name to its page
// (server-rendered, with Organization data), and sees what the company says about itself and its
// open job only. An address that names no company answers 404. Axe and 360 px on each new page.
import { expect, type Page, test } from "./fixtures";
import { expectFitsScreen, expectNoSeriousA11yViolations, paidCompany } from "./helpers";

/** Publishes a job through the API, as the signed-in company of `page`; its id. */
async function publishJob(page: Page, title: string): Promise<string> {
  const res = await page.request.post("/api/company/jobs", {
    headers: { origin: new URL(page.url()).origin },
    data: { title, city: "Resende, RJ", regime: "CLT", description: "Conduzir a operação do centro de distribuição." },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("a visitor follows a job's company to its page and sees the company and its open jobs", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Transportes Horizonte ${stamp}`;
  const slug = `transportes-horizonte-${stamp}`;
  const openTitle = `Coordenador de Frota ${stamp}`;
  const pausedTitle = `Conferente ${stamp}`;

  // The company: its profile, an open job and a paused one.
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  const email = await paidCompany(company, name, { emailPrefix: "pagina" });
  const origin = new URL(company.url()).origin;
  const profile = await company.request.put("/api/company", {
    headers: { origin },
    data: {
      name,
      cnpj: "11222333000181",
      email,
      website: "horizonte.example.com.br",
      city: "Resende",
      state: "RJ",
      sector: "Transporte e logística",
      employeesCount: "51-200",
      description: "Transporte rodoviário de cargas no Vale do Paraíba, com veteranos na liderança.",
    },
  });
  expect(profile.status()).toBe(200);
  await publishJob(company, openTitle);
  const paused = await publishJob(company, pausedTitle);
  const pausing = await company.request.post(`/api/company/jobs/${paused}/status`, {
    headers: { origin },
    data: { active: false },
  });
  expect(pausing.status()).toBe(200);

  // What a crawler reads: the company in the HTML, its Organization, its own title and canonical address.
  const served = await company.request.get(`/empresas/${slug}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain(`<title>${name} | Próxima Missão</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/empresas/${slug}" />`));
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "Organization",
    name,
    url: expect.stringMatching(new RegExp(`/empresas/${slug}$`)),
    sameAs: "https://horizonte.example.com.br/",
    address: { addressLocality: "Resende", addressRegion: "RJ" },
  });
  expect(html).toContain(openTitle);
  expect(html).not.toContain(pausedTitle);
  const sitemap = await (await company.request.get("/sitemap-empresas-1.xml")).text();
  expect(sitemap).toContain(`/empresas/${slug}</loc>`);

  // The visitor, on a phone, opens the open job from the public list and follows its company.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/vagas?q=${encodeURIComponent(openTitle)}`);
  await visitor.getByRole("link", { name: openTitle }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: openTitle })).toBeVisible();
  await visitor.getByRole("link", { name, exact: true }).click();

  await expect(visitor).toHaveURL(new RegExp(`/empresas/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor).toHaveTitle(`${name} | Próxima Missão`);
  await expect(visitor.getByText("Transporte e logística", { exact: true })).toBeVisible();
  await expect(visitor.getByText("Resende - RJ")).toBeVisible();
  await expect(visitor.getByText("51 a 200 funcionários")).toBeVisible();
  await expect(visitor.getByText(/Transporte rodoviário de cargas no Vale do Paraíba/)).toBeVisible();
  await expect(visitor.getByRole("link", { name: /Site da empresa/ })).toHaveAttribute(
    "href",
    "https://horizonte.example.com.br/",
  );
  const jobs = visitor.getByRole("region", { name: "Vagas abertas" });
  await expect(jobs.getByRole("link", { name: openTitle })).toBeVisible();
  await expect(jobs.getByText(pausedTitle)).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor);
  await expectFitsScreen(visitor);

  // Its open job's card leads back to the job.
  await jobs.getByRole("link", { name: openTitle }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: openTitle })).toBeVisible();

  // An address that names no company: 404, in Portuguese, with ways on.
  const missing = await visitor.goto(`/empresas/nao-existe-${stamp}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Empresa não encontrada" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Ver empresas parceiras" })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await expectFitsScreen(visitor);

  await visitorContext.close();
  await companyContext.close();
});

import { expect, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./helpers";

interface PublicConfig {
  contactEmail: string;
  legalName: string;
  cnpj: string;
  address: string;
  dpoName: string;
  dpoEmail: string;
}

/** The contacts and legal identity the server handed this page (filled into the prerendered HTML). */
async function servedConfig(page: Page): Promise<PublicConfig> {
  const config = await page.evaluate(
    () => JSON.parse(document.getElementById("pm-config")?.textContent ?? "null") as PublicConfig | null,
  );
  expect(config).toBeTruthy();
  return config as PublicConfig;
}

/** No placeholder may reach the reader, and every table-of-contents entry must lead somewhere. */
async function expectCompleteDocument(page: Page) {
  expect(await page.locator("body").innerText()).not.toContain("%%PM:");
  await expect(page.getByText(/Última atualização: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  const toc = page.getByRole("navigation", { name: "Sumário" });
  const anchors = await toc.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(anchors.length).toBeGreaterThan(10);
  for (const anchor of anchors) {
    expect(anchor).toMatch(/^#[a-z0-9-]+$/);
    await expect(page.locator(anchor as string)).toHaveCount(1);
  }
}

const ART_18_RIGHTS = [
  "confirmação da existência de tratamento",
  "acesso aos dados",
  "correção de dados incompletos, inexatos ou desatualizados",
  "anonimização, bloqueio ou eliminação",
  "portabilidade dos dados",
  "eliminação dos dados tratados com o seu consentimento",
  "informação das entidades públicas e privadas com as quais compartilhamos",
  "informação sobre a possibilidade de não fornecer consentimento",
  "revogação do consentimento",
];

test.describe("privacy policy", () => {
  test("names the controller, the art. 18 rights and the encarregado", async ({ page }) => {
    await page.goto("/privacidade");
    await expect(page.getByRole("heading", { level: 1, name: "Política de Privacidade" })).toBeVisible();
    await expectCompleteDocument(page);

    const config = await servedConfig(page);
    await expect(page.getByText(`CNPJ ${config.cnpj}`, { exact: true })).toBeVisible();
    await expect(page.getByText(config.legalName, { exact: true })).toBeVisible();
    await expect(page.getByText(`Endereço: ${config.address}`)).toBeVisible();

    const rights = page.locator("#direitos");
    for (const right of ART_18_RIGHTS) await expect(rights.getByText(right)).toBeVisible();
    await expect(rights.getByRole("listitem")).toHaveCount(ART_18_RIGHTS.length);

    const exercise = page.locator("#como-exercer");
    await expect(exercise.getByText("Exportar meus dados")).toBeVisible();
    await expect(exercise.getByText("Excluir conta")).toBeVisible();
    await expect(exercise.getByText(/15 \(quinze\) dias/)).toBeVisible();

    const dpo = page.locator("#encarregado");
    await expect(dpo.getByText(config.dpoName)).toBeVisible();
    const dpoLink = dpo.getByRole("link", { name: config.dpoEmail, exact: true });
    await expect(dpoLink).toHaveAttribute("href", new RegExp(`^mailto:${config.dpoEmail.replace(/[.+]/g, "\\$&")}`));

    await expect(page.locator("#anpd").getByRole("link", { name: "www.gov.br/anpd" })).toHaveAttribute(
      "href",
      "https://www.gov.br/anpd",
    );
    await expect(page.locator("#menores").getByText(/18 anos/)).toBeVisible();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/privacidade");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("terms of use", () => {
  test("names the company behind the platform and how to reach it", async ({ page }) => {
    await page.goto("/termos");
    await expect(page.getByRole("heading", { level: 1, name: "Termos de Uso" })).toBeVisible();
    await expectCompleteDocument(page);

    const config = await servedConfig(page);
    const about = page.locator("#aceitacao");
    await expect(about.getByText(`CNPJ ${config.cnpj}`)).toBeVisible();
    await expect(about.getByText(config.legalName)).toBeVisible();

    for (const id of ["quem-pode-usar", "planos-empresas", "vagas", "candidatos", "descontos", "lei-e-foro"]) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    await expect(page.locator("#contato").getByRole("link", { name: config.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${config.contactEmail}`,
    );
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/termos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

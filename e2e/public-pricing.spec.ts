import { expect, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./helpers";

// The hrefs are the contract with the auth page (SPEC section 2): asserted character for character.

async function expectHref(page: Page, name: string, href: string) {
  await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("military pricing", () => {
  test("shows FREE and PREMIUM with their prices and exact sign-up links", async ({ page }) => {
    await page.goto("/precos/militar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sou empresa", exact: true })).toHaveAttribute(
      "href",
      "/precos/empresa",
    );
    await expect(header.getByRole("link", { name: "Entrar", exact: true })).toHaveAttribute(
      "href",
      "/auth?type=militar",
    );

    await expect(page.getByRole("heading", { name: "FREE", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "PREMIUM", exact: true })).toBeVisible();
    // \s also matches the no-break space Intl puts after "R$".
    await expect(page.getByText(/^R\$\s0$/)).toBeVisible();
    await expect(page.getByText(/^R\$\s9,90$/)).toBeVisible();

    await expectHref(page, "Começar grátis", "/auth?type=militar&tab=signup");
    await expectHref(page, "Assinar o PREMIUM", "/auth?type=militar&tab=signup&plan=premium");
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/precos/militar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("company pricing", () => {
  test("lists the four plans with exact sign-up links and PRO recommended with 25 jobs", async ({ page }) => {
    await page.goto("/precos/empresa");

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sou militar", exact: true })).toHaveAttribute(
      "href",
      "/precos/militar",
    );
    await expect(header.getByRole("link", { name: "Entrar", exact: true })).toHaveAttribute(
      "href",
      "/auth?type=empresa",
    );

    for (const name of ["Parceiro", "Plus", "Pro", "Enterprise"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expectHref(page, "Começar como Parceiro", "/auth?type=empresa&tab=signup&plan=parceiro");
    await expectHref(page, "Assinar o Plus", "/auth?type=empresa&tab=signup&plan=plus");
    await expectHref(page, "Assinar o Pro", "/auth?type=empresa&tab=signup&plan=pro");

    await expect(page.getByText("Mais recomendado", { exact: true })).toHaveCount(1);
    const pro = page.locator('[data-plan="pro"]');
    await expect(pro.getByText("Mais recomendado", { exact: true })).toBeVisible();
    await expect(pro.getByText(/25 vagas ativas/)).toBeVisible();
    await expect(pro.getByText(/^R\$\s49,90$/)).toBeVisible();

    const parceiro = page.locator('[data-plan="parceiro"]');
    await expect(parceiro.getByText(/^R\$\s19,90$/)).toBeVisible();
    await expect(parceiro.getByText("pagamento único", { exact: true })).toBeVisible();
    await expect(page.locator('[data-plan="enterprise"]').getByText("Sob consulta", { exact: true })).toBeVisible();
  });

  test("Falar com Vendas opens an e-mail to sales about Enterprise", async ({ page }) => {
    await page.goto("/precos/empresa");
    const link = page.getByRole("link", { name: "Falar com Vendas" });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^mailto:/);

    const url = new URL(href ?? "");
    const address = decodeURIComponent(url.pathname);
    expect(address).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(url.searchParams.get("subject")).toBe("Interesse no plano Enterprise");
    expect(url.searchParams.get("body") ?? "").toContain("Enterprise");
  });

  test("the comparison table has one column per plan and the real caps", async ({ page }) => {
    await page.goto("/precos/empresa");
    const table = page.getByRole("table", { name: "Comparação dos planos para empresas" });
    await expect(table.getByRole("columnheader")).toHaveText(["Parceiro", "Plus", "Pro", "Enterprise"]);

    const jobs = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Vagas ativas" }) });
    await expect(jobs.getByRole("cell")).toHaveText(["5", "10", "25", "Ilimitadas"]);

    for (const row of [
      "Acesso aos perfis",
      "Banco de talentos",
      "Listagem no diretório de parceiros",
      "Suporte",
      "Relatórios",
      "Gerente de conta dedicado",
      "SLA garantido",
      "Integração via API",
      "Configuração de descontos para militares",
      "Preço",
    ]) {
      await expect(table.getByRole("rowheader", { name: row, exact: true })).toHaveCount(1);
    }

    // On a narrow screen the table scrolls inside a named region the keyboard can reach.
    const region = page.getByRole("region", { name: "Comparação dos planos para empresas" });
    await expect(region).toHaveAttribute("tabindex", "0");
  });

  test("stays inside the screen at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/precos/empresa");
    await expect(page.getByRole("table")).toBeAttached();
    await expectNoHorizontalScroll(page);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/precos/empresa");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("partners page", () => {
  test("links to sign-in, parceiro sign-up, and the other plans exactly", async ({ page }) => {
    await page.goto("/parceiros");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Próxima Missão, página inicial" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Entrar como Empresa", exact: true })).toHaveAttribute(
      "href",
      "/auth?type=empresa",
    );
    await expect(header.getByRole("link", { name: "Cadastrar", exact: true })).toHaveAttribute(
      "href",
      "/auth?type=empresa&tab=signup&plan=parceiro",
    );

    await expect(page.getByText(/^R\$\s19,90$/)).toBeVisible();
    await expect(page.getByText("pagamento único", { exact: true })).toBeVisible();
    await expect(page.getByText(/sem mensalidade/i).first()).toBeVisible();

    await expectHref(page, "Assinar o Plus", "/auth?type=empresa&tab=signup&plan=plus");
    await expectHref(page, "Assinar o Pro", "/auth?type=empresa&tab=signup&plan=pro");
    await expectHref(page, "Começar com o Enterprise", "/auth?type=empresa&tab=signup&plan=enterprise");
    await expectHref(page, "Cadastrar minha empresa", "/auth?type=empresa&tab=signup&plan=parceiro");
  });

  test("shows six benefits and four steps", async ({ page }) => {
    await page.goto("/parceiros");
    const benefits = page.getByRole("region", { name: "O que sua empresa ganha como parceira" });
    await expect(benefits.getByRole("listitem")).toHaveCount(6);
    const steps = page.getByRole("region", { name: "Como funciona" });
    await expect(steps.getByRole("listitem")).toHaveCount(4);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/parceiros");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

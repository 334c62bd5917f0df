import { MILITARY_PLANS } from "@pm/shared/billing";
import { expect, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./helpers";

const HEADER_LINKS: [string, string][] = [
  ["Planos Militares", "/precos/militar"],
  ["Planos Empresas", "/precos/empresa"],
  ["Seja Parceiro", "/parceiros"],
  ["Entrar", "/auth"],
];

const HERO_LINKS: [string, string][] = [
  ["Entrar", "/auth"],
  ["Ver Planos", "/precos/empresa"],
  ["Seja um parceiro", "/parceiros"],
];

const MILITARY_SIGN_UP = "/auth?type=militar&tab=signup";
const COMPANY_SIGN_UP = "/auth?type=empresa&tab=signup";
const SIGN_UP_LINKS: [string, string][] = [
  ["Criar conta de militar", MILITARY_SIGN_UP],
  ["Cadastrar como militar", MILITARY_SIGN_UP],
  ["Sou militar, quero me cadastrar", MILITARY_SIGN_UP],
  ["Criar conta de empresa", COMPANY_SIGN_UP],
  ["Cadastrar minha empresa", COMPANY_SIGN_UP],
  ["Sou empresa, quero contratar", COMPANY_SIGN_UP],
];

const FOOTER_LINKS: [string, string][] = [
  ["Parceiros", "/parceiros"],
  ["Termos de Uso", "/termos"],
  ["Privacidade", "/privacidade"],
  ["Central de Ajuda", "/ajuda"],
];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("landing page", () => {
  test("every link the spec lists points where it says", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const header = page.getByRole("banner");
    for (const [name, href] of HEADER_LINKS) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    const hero = page.getByRole("region", { name: "Sua experiência militar tem lugar no mercado civil" });
    for (const [name, href] of HERO_LINKS) {
      await expect(hero.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    for (const [name, href] of SIGN_UP_LINKS) {
      const link = page.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }

    const footer = page.getByRole("contentinfo");
    for (const [name, href] of FOOTER_LINKS) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "Contato", exact: true })).toHaveAttribute("href", /^mailto:\S+@/);
  });

  test("shows the stats, the testimonials and the public-safety message", async ({ page }) => {
    await page.goto("/");

    const stats = page.getByRole("region", { name: "A Próxima Missão em números" });
    for (const [value, label] of [
      ["100", "militares cadastrados"],
      ["25", "empresas parceiras"],
      ["50", "vagas publicadas"],
    ]) {
      const item = stats.getByRole("listitem").filter({ hasText: label });
      await expect(item).toBeVisible();
      await expect(item).toContainText(value);
    }

    const testimonials = page.getByRole("region", { name: "Quem já começou a próxima missão" });
    await expect(testimonials.getByRole("figure")).toHaveCount(2);
    await expect(testimonials.getByRole("blockquote")).toHaveCount(2);
    await expect(testimonials).toContainText("Rafael Oliveira");
    await expect(testimonials).toContainText("Juliana Martins");

    const challenge = page.getByRole("region", { name: "Deixar a farda não pode significar ficar sem rumo" });
    await expect(challenge.getByText(/aliciamento pelo crime organizado/)).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test("fits a 360 px screen and keeps the header links behind the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    await expectNoHorizontalScroll(page);
    const navLinks = HEADER_LINKS.filter(([name]) => name !== "Entrar");
    // Hidden links are not in the accessibility tree, so each lookup only finds the menu's copy once it opens.
    await expect(page.getByRole("link", { name: "Planos Militares", exact: true })).toHaveCount(0);
    // The menu button is in the prerendered HTML but only works once the page has hydrated.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    for (const [name, href] of navLinks) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });
});

test.describe("help center", () => {
  test("a question opens by click and by keyboard", async ({ page }) => {
    await page.goto("/ajuda");
    await expect(page.getByRole("heading", { level: 1, name: "Como podemos ajudar?" })).toBeVisible();

    const question = page.locator("details").filter({ hasText: "Esqueci minha senha. Como recupero o acesso?" });
    const answer = question.getByText("você recebe um link para criar uma nova senha", { exact: false });
    await expect(answer).toBeHidden();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();

    const other = page.locator("details").filter({ hasText: "Quais são os requisitos da senha?" });
    await other.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(other).toHaveAttribute("open", "");
  });

  test("the FREE limit answer uses the plan's own number", async ({ page }) => {
    const free = MILITARY_PLANS.FREE;
    await page.goto("/ajuda");
    const question = page
      .locator("details")
      .filter({ hasText: `Quantas candidaturas posso ter no plano ${free.name}?` });
    await question.locator("summary").click();
    await expect(question).toContainText(`${free.activeApplicationLimit} candidaturas ativas por vez`);
  });

  test("offers a contact e-mail and passes axe", async ({ page }) => {
    await page.goto("/ajuda");
    const contact = page.getByRole("region", { name: "Não encontrou sua resposta?" });
    await expect(contact.getByRole("link", { name: "Enviar e-mail" })).toHaveAttribute(
      "href",
      /^mailto:[^?\s]+@[^?\s]+/,
    );

    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page);
  });
});

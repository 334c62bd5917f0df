import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./helpers";

test("an unknown path shows the 404 page in Portuguese and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (msg) => logged.push(msg.text()));
  const res = await page.goto("/rota-que-nao-existe");
  // The status says it too, for crawlers and link checkers.
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page).toHaveTitle("Página não encontrada | Próxima Missão");
  await expect(page.getByText("O endereço pode ter sido digitado errado ou a página mudou de lugar.")).toBeVisible();
  // The site's own header and footer, as on every public page; a visitor is offered to sign in.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Próxima Missão, página inicial" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Entrar", exact: true })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Central de Ajuda" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir para o meu painel" })).toHaveCount(0);
  const home = page.getByRole("main").getByRole("link", { name: "Voltar para o início" });
  await expect(home).toHaveAttribute("href", "/");
  expect(logged.some((line) => line.includes("/rota-que-nao-existe"))).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

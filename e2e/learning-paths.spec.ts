// Trilhas end to end: a FREE militar starts the basic path, reads a module, fails then passes its
// quiz and sees 'Em progresso (n%)' on the list and the dashboard; a PREMIUM militar finishes a
// short path, downloads the certificate and its verification page opens without a session.
// Axe on every new page; the module at 360 px.
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { answersOf, expectNoSeriousA11yViolations, onboardedMilitar } from "./helpers";

test("a FREE militar starts the basic path, fails then passes a quiz and sees his progress", async ({ page }) => {
  test.setTimeout(120_000);
  await onboardedMilitar(page, "Cabo Ferreira Lima", "trilhas");
  await page.getByRole("navigation").getByRole("link", { name: "Trilhas" }).first().click();
  await expect(page.getByRole("heading", { name: "Trilhas", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("link", { name: /Disponível no PREMIUM: Logística e armazenagem/ }).first(),
  ).toHaveAttribute("href", "/app/pagamentos");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Iniciar: Primeiros passos na transição" }).first().click();
  await expect(page.getByRole("heading", { name: "Primeiros passos na transição", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Iniciar", exact: true }).click();

  const [first] = answersOf("primeiros-passos-na-transicao");
  if (!first) throw new Error("no module");
  await expect(page.getByRole("heading", { name: first.title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Marcar como lida" }).click();
  await expect(page.getByText("Leitura concluída", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const text of first.wrong) await page.getByRole("radio", { name: text, exact: true }).check();
  await page.getByRole("button", { name: "Enviar respostas" }).click();
  await expect(page.getByText(/Você acertou 0%\. Revise o conteúdo e tente de novo\./)).toBeVisible();
  await expect(page.getByText("Incorreto.").first()).toBeVisible();
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  for (const text of first.right) await page.getByRole("radio", { name: text, exact: true }).check();
  await page.getByRole("button", { name: "Enviar respostas" }).click();
  await expect(page.getByText("Parabéns! Você acertou 100% e concluiu o módulo.")).toBeVisible();

  const modules = answersOf("primeiros-passos-na-transicao").length;
  const percent = Math.floor(100 / modules);
  await page.getByRole("link", { name: "Voltar à trilha" }).click();
  await expect(page.getByText(`Em progresso (${percent}%)`)).toBeVisible();
  await page.goto("/app/trilhas");
  await expect(page.getByText(`Em progresso (${percent}%)`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Continuar: Primeiros passos na transição" }).first()).toBeVisible();
  await page.goto("/app");
  const card = page.getByRole("link", { name: /Trilhas em andamento/ });
  await expect(card.locator("span.text-3xl")).toHaveText("1");

  // A phone's width: the module reads and answers at 360 px.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/app/trilhas/primeiros-passos-na-transicao/${first.slug}`);
  await expect(page.getByRole("heading", { name: first.title, level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("module-360.png"), fullPage: true });
});

test("a PREMIUM militar finishes a path, downloads the certificate and anyone can verify it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await onboardedMilitar(page, "Sargento Moura Dias", "trilhas-premium", { plan: "premium" });
  await page
    .getByRole("region", { name: "Você escolheu o plano PREMIUM" })
    .getByRole("link", { name: "Assinar PREMIUM" })
    .click();
  await page.getByRole("button", { name: "Assinar PREMIUM" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByText("Pagamento realizado com sucesso!")).toBeVisible();
  await expect(page.locator("header").getByText("Plano PREMIUM")).toBeVisible();

  const pathSlug = "seguranca-privada";
  for (const m of answersOf(pathSlug)) {
    await page.goto(`/app/trilhas/${pathSlug}/${m.slug}`);
    await expect(page.getByRole("heading", { name: m.title, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Marcar como lida" }).click();
    await expect(page.getByRole("button", { name: "Enviar respostas" })).toBeVisible();
    for (const text of m.right) await page.getByRole("radio", { name: text, exact: true }).check();
    await page.getByRole("button", { name: "Enviar respostas" }).click();
    await expect(page.getByText("Parabéns! Você acertou 100% e concluiu o módulo.")).toBeVisible();
  }
  await expect(page.getByText("Trilha concluída! Seu certificado está pronto.").first()).toBeVisible();

  await page.goto(`/app/trilhas/${pathSlug}`);
  await expect(page.locator("p").getByText("Concluído", { exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar certificado (PDF)" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`certificado-${pathSlug}.pdf`);
  const bytes = fs.readFileSync((await pdf.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const verifyHref = await page.getByRole("link", { name: "página pública" }).getAttribute("href");
  expect(verifyHref).toMatch(/^\/certificados\/[23456789A-HJKMNP-Z]{10}$/);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(verifyHref ?? "");
  await expect(visitor.getByRole("heading", { name: "Certificado válido" })).toBeVisible();
  // The page states it in a sentence and lists it: the holder and the path, as the list names them.
  await expect(visitor.getByRole("definition").filter({ hasText: "Sargento Moura Dias" })).toBeVisible();
  await expect(
    visitor.getByRole("definition").filter({ hasText: "Segurança privada: o caminho até vigilante" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.goto("/certificados/ABCDEFGHJK");
  await expect(visitor.getByRole("heading", { name: "Certificado não encontrado" })).toBeVisible();
});

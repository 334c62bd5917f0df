// The benefits loop: a partner publishes a coupon offer and a QR offer; a FREE militar sees 5 %
// and the 'Assinatura Necessária' card, redeems the coupon; the partner validates the typed code
// with a purchase amount and the militar's open history shows 'Usado' and pending cashback
// without a reload; the QR is validated by opening its link in the partner's session.
import { expect, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations, onboardedMilitar, paidCompany } from "./helpers";

interface OfferFields {
  title: string;
  discount: string;
  cashback: string;
  mode: "Cupom" | "QR Code";
  prefix?: string;
}

async function publishOffer(page: Page, offer: OfferFields) {
  await page.goto("/empresa/beneficios/novo");
  await page.getByLabel("Título").fill(offer.title);
  await page.getByLabel("Categoria").selectOption("Saúde e Bem-estar");
  await page.getByLabel("Desconto (%)").fill(offer.discount);
  await page.getByLabel("Cashback (%)").fill(offer.cashback);
  await page.getByLabel("Descrição").fill("Consultas e exames com desconto para militares e veteranos.");
  await page.getByLabel("Regras de uso").fill("Apresente o código na recepção antes do atendimento.");
  await page.getByLabel("Online — todo o Brasil").check();
  await page.getByLabel(offer.mode, { exact: true }).check();
  if (offer.prefix) await page.getByLabel("Prefixo do cupom").fill(offer.prefix);
  await page.getByLabel("Início").fill("2026-01-01");
  await page.getByLabel("Término").fill("2099-12-31");
  await page.getByRole("button", { name: "Publicar benefício" }).click();
  await expect(page.getByText("Benefício publicado!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/empresa\/beneficios$/);
}

/**
 * Axe on the page alone, once the toasts of the previous step are gone. The pointer leaves first:
 * sonner holds a toast open while the pointer rests on it, and a button just clicked at the
 * bottom right can leave it right where the toast appears.
 */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}

test("a partner's offers are redeemed by a FREE militar and validated at the till, live", async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const partnerName = `Clínica Sentinela ${stamp}`;
  const coupon = `Consulta ${stamp}`;
  const qr = `Exame ${stamp}`;

  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await paidCompany(partner, partnerName, { plan: "parceiro", emailPrefix: "parceiro" });
  await publishOffer(partner, { title: coupon, discount: "20", cashback: "10", mode: "Cupom", prefix: "SENT" });
  await publishOffer(partner, { title: qr, discount: "15", cashback: "0", mode: "QR Code" });
  await expect(partner.getByRole("heading", { name: coupon })).toBeVisible();
  await checkA11y(partner);

  // The public directory lists the partner with both offers, rendered by the server: a visitor
  // without JavaScript reads it and searches it.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/parceiros/diretorio");
  await visitor.getByLabel("Nome da empresa").fill(`sentinela ${stamp}`);
  await visitor.getByRole("button", { name: "Buscar" }).click();
  await expect(visitor).toHaveURL(/\/parceiros\/diretorio\?q=sentinela/);
  const listed = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: partnerName }) });
  await expect(listed.getByText("2 ofertas ativas")).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 3 })).toHaveCount(1);
  await visitorContext.close();
  await partner.goto(`/parceiros/diretorio?q=${stamp}`);
  await expect(partner.getByRole("heading", { name: partnerName })).toBeVisible();
  await checkA11y(partner);
  await partner.goto("/parceiros");
  await expect(partner.getByRole("heading", { name: "Empresas parceiras" })).toBeVisible();
  await checkA11y(partner);

  const militarContext = await browser.newContext();
  const militar = await militarContext.newPage();
  await onboardedMilitar(militar, `Paulo Ribeiro ${stamp}`, "beneficios");
  await militar.goto(`/app/beneficios?q=${stamp}`);
  await expect(militar.getByRole("heading", { name: "Assinatura Necessária" })).toBeVisible();
  await expect(
    militar.getByText("Para acessar os benefícios exclusivos, você precisa de uma assinatura ativa.", { exact: false }),
  ).toBeVisible();
  const card = militar.getByRole("listitem").filter({ has: militar.getByRole("heading", { name: coupon }) });
  await expect(card.getByText("5% no FREE · 20% no PREMIUM")).toBeVisible();
  await checkA11y(militar);

  await card.getByRole("button", { name: `Resgatar ${coupon} de ${partnerName}` }).click();
  const dialog = militar.getByRole("alertdialog", { name: "Benefício resgatado!" });
  const code = (await dialog.getByText(/^SENT-[2-9A-Z]{8}$/).textContent()) ?? "";
  expect(code).toMatch(/^SENT-/);
  await dialog.getByRole("button", { name: "Fechar" }).click();

  const qrCard = militar.getByRole("listitem").filter({ has: militar.getByRole("heading", { name: qr }) });
  await qrCard.getByRole("button", { name: `Resgatar ${qr} de ${partnerName}` }).click();
  const qrDialog = militar.getByRole("alertdialog", { name: "Benefício resgatado!" });
  await expect(qrDialog.getByRole("img", { name: `QR Code do benefício de ${partnerName}` })).toBeVisible();
  await qrDialog.getByRole("button", { name: "Fechar" }).click();

  // The history stays open from here on: the partner's validation must reach it without a reload.
  await militar.goto("/app/beneficios/historico");
  const couponItem = militar.getByRole("listitem").filter({ hasText: coupon });
  await expect(couponItem.getByText("Ativo", { exact: true })).toBeVisible();
  await checkA11y(militar);
  await militar.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await partner.goto("/empresa/beneficios/validar");
  await partner.getByLabel("Código").fill(code.toLowerCase());
  await partner.getByRole("button", { name: "Verificar" }).click();
  await expect(partner.getByText("Desconto a aplicar: 5%")).toBeVisible();
  await expect(partner.getByText("Militar: Paulo")).toBeVisible();
  await checkA11y(partner);
  await partner.getByLabel("Valor da compra (R$)").fill("150,90");
  await partner.getByRole("button", { name: "Confirmar uso" }).click();
  await expect(partner.getByText("Uso confirmado!")).toBeVisible();

  await expect(couponItem.getByText("Usado", { exact: true })).toBeVisible({ timeout: 5000 });
  await expect(couponItem.getByText(/Cashback de R\$\s7,55 · Pendente/)).toBeVisible();
  expect(await militar.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // A second confirmation of the same code is refused.
  await partner.getByRole("button", { name: "Validar outro código" }).click();
  await partner.getByLabel("Código").fill(code);
  await partner.getByRole("button", { name: "Verificar" }).click();
  await expect(
    partner.getByRole("alert").filter({ hasText: /Este código já foi usado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./ }),
  ).toBeVisible();

  // The QR holds the validation link: opened in the partner's session, it verifies at once.
  const qrItem = militar.getByRole("listitem").filter({ hasText: qr });
  await qrItem.getByRole("button", { name: `Usar benefício de ${partnerName}` }).click();
  const useDialog = militar.getByRole("alertdialog", { name: "Use seu benefício" });
  await expect(useDialog.getByRole("img", { name: `QR Code do benefício de ${partnerName}` })).toBeVisible();
  const token = await militar.evaluate(async () => {
    // The page's own query cache is not reachable from here: read the token from the API, as the page did.
    const res = await fetch("/api/military/benefits/redemptions");
    const body = (await res.json()) as { redemptions: { qrToken: string | null }[] };
    return body.redemptions.find((r) => r.qrToken)?.qrToken ?? "";
  });
  await partner.goto(`/empresa/beneficios/validar?codigo=${encodeURIComponent(token)}`);
  await expect(partner.getByText("Desconto a aplicar: 5%")).toBeVisible();
  await partner.getByRole("button", { name: "Confirmar uso" }).click();
  await expect(partner.getByText("Uso confirmado!")).toBeVisible();
  await expect(qrItem.getByText("Usado", { exact: true })).toBeVisible({ timeout: 5000 });

  // Phones at 360 px: the catalogue, the history and the till.
  for (const [page, path, name] of [
    [militar, `/app/beneficios?q=${stamp}`, "beneficios"],
    [militar, "/app/beneficios/historico", "beneficios-historico"],
    [partner, "/empresa/beneficios", "empresa-beneficios"],
    [partner, "/empresa/beneficios/validar", "empresa-validar"],
    [partner, `/parceiros/diretorio?q=${stamp}`, "parceiros-diretorio"],
  ] as const) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage: true });
  }
  await partnerContext.close();
  await militarContext.close();
});

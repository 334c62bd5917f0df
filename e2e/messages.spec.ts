// A company writes to a candidate from the candidate's sheet; the militar, in another browser,
// sees it arrive without a reload, reads it (the company sees 'lida'), replies with Enter and
// attaches a CV in PDF. Both screens at phone width, and axe on both.
import { expect, test } from "./fixtures";
import { expectFitsScreen, expectNoSeriousA11yViolations, onboardedMilitar, paidCompany } from "./helpers";

const LIVE = { timeout: 3000 };

test("a company and a candidate talk live, with receipts, Enter to send and a PDF", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const companyName = `Transportes Serra ${stamp}`;
  const title = `Motorista Carreteiro ${stamp}`;
  const candidateName = `Paulo Ramos ${stamp}`;

  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await paidCompany(company, companyName, { emailPrefix: "mensagens", fullName: "Sílvia Nunes" });
  await company.goto("/empresa/vagas/nova");
  await company.getByLabel("Título da Vaga").fill(title);
  await company.getByLabel("Localização").fill("Curitiba, PR");
  await company.getByLabel("Regime").selectOption("CLT");
  await company.getByLabel("Área", { exact: true }).selectOption("logistica");
  await company.getByLabel("Descrição da Vaga").fill("Transporte rodoviário de cargas pelo Sul.");
  await company.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(company.getByText("Vaga criada com sucesso!").first()).toBeVisible();

  const militarContext = await browser.newContext();
  const militar = await militarContext.newPage();
  await onboardedMilitar(militar, candidateName, "mensagens");
  await militar.goto(`/app/vagas?q=${stamp}`);
  await militar.getByRole("article", { name: title }).getByRole("button", { name: "Candidatar-se" }).click();
  await expect(militar.getByRole("article", { name: title }).getByTestId("application-status")).toBeVisible();
  await militar.goto("/app/mensagens");
  await expect(militar.getByText("Nenhuma conversa ainda")).toBeVisible();
  await expectNoSeriousA11yViolations(militar);

  // The company opens the candidate and writes.
  await company.goto(`/empresa/candidatos?q=${encodeURIComponent(title)}`);
  await company.getByRole("button", { name: `Ver perfil de ${candidateName}` }).click();
  await company.getByRole("link", { name: "Enviar mensagem" }).click();
  await expect(company).toHaveURL(/\/empresa\/mensagens\?conversa=/);
  const companyBox = company.getByRole("textbox", { name: "Mensagem" });
  await expect(company.getByRole("button", { name: "Enviar mensagem" })).toBeDisabled();
  await companyBox.fill("   ");
  await expect(company.getByRole("button", { name: "Enviar mensagem" })).toBeDisabled();
  await companyBox.fill(`Olá, Paulo! Vimos sua candidatura para ${title}.`);
  await companyBox.press("Enter");
  await expect(companyBox).toHaveValue("");
  const sent = company.getByRole("list", { name: "Mensagens" }).getByRole("listitem").last();
  await expect(sent).toContainText("Vimos sua candidatura");
  await expect(sent).toContainText("enviada");

  // The militar's open list gets it, with the unread badges, without a reload.
  await militar.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const item = militar.getByRole("link", { name: new RegExp(companyName) });
  await expect(item).toContainText("Vimos sua candidatura", LIVE);
  await expect(item.getByLabel("1 não lidas")).toBeVisible(LIVE);
  await expect(militar.getByLabel("1 mensagens não lidas")).toBeVisible(LIVE);
  expect(await militar.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Opening it reads it: the company sees 'lida'.
  await item.click();
  await expect(
    militar.getByRole("list", { name: "Mensagens" }).getByText(`Olá, Paulo! Vimos sua candidatura para ${title}.`),
  ).toBeVisible();
  await expect(sent).toContainText("lida", LIVE);
  await expect(militar.getByLabel("1 mensagens não lidas")).toHaveCount(0, LIVE);

  // Shift+Enter is a new line, Enter sends.
  const box = militar.getByRole("textbox", { name: "Mensagem" });
  await box.fill("Bom dia!");
  await box.press("Shift+Enter");
  await box.pressSequentially("Tenho CNH categoria E.");
  await expect(box).toHaveValue("Bom dia!\nTenho CNH categoria E.");
  await box.press("Enter");
  await expect(company.getByRole("list", { name: "Mensagens" }).getByText(/Tenho CNH categoria E\./)).toBeVisible(LIVE);

  // A CV in PDF, with a caption.
  await militar.locator('input[type="file"]').setInputFiles({
    name: "curriculo-paulo.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await expect(militar.getByText("curriculo-paulo.pdf")).toBeVisible();
  await box.fill("Segue meu currículo.");
  await box.press("Enter");
  const attachment = company.getByRole("link", { name: /curriculo-paulo\.pdf/ });
  await expect(attachment).toBeVisible(LIVE);
  const download = company.waitForEvent("download");
  await attachment.click();
  expect((await download).suggestedFilename()).toBe("curriculo-paulo.pdf");

  await expectNoSeriousA11yViolations(company);
  await expectNoSeriousA11yViolations(militar);

  // On a phone, the list and the conversation are two screens.
  for (const page of [company, militar]) {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole("link", { name: "Voltar para as conversas" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Conversas" })).toBeHidden();
    await expectFitsScreen(page);
    await page.getByRole("link", { name: "Voltar para as conversas" }).click();
    await expect(page.getByRole("complementary", { name: "Conversas" })).toBeVisible();
  }
  await militar.screenshot({ path: test.info().outputPath("mensagens-militar-360.png") });

  // A company has settings too: the 'Mensagens' e-mails can be turned off there.
  await company.goto("/empresa/configuracoes");
  await expect(company.getByRole("switch", { name: "E-mails sobre mudanças de status" })).toHaveCount(0);
  await company.getByRole("switch", { name: "Mensagens" }).click();
  await expect(company.getByText("Preferência de notificações salva")).toBeVisible();
  await company.reload();
  await expect(company.getByRole("switch", { name: "Mensagens" })).not.toBeChecked();
  await expectNoSeriousA11yViolations(company);
  await companyContext.close();
  await militarContext.close();
});

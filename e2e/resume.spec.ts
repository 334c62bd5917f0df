import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { type Download, expect, type Page, test } from "./fixtures";
import {
  completeOnboarding,
  expectFitsScreen,
  expectNoSeriousA11yViolations,
  paidCompany,
  publishJob,
  signUpMilitar,
} from "./helpers";

// 'Meu currículo': a militar writes his CV on a phone, downloads the PDF and applies; the company
// downloads the very version he sent, even after he changes his CV.

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile((await download.path()) as string);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

async function downloadFrom(page: Page, click: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return download;
}

test("a militar completes his CV at 360 px, downloads it, applies, and the company gets that version", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await paidCompany(company, `Transportes Currículo ${stamp}`, { emailPrefix: "curriculo" });
  const title = `Supervisor de frota ${stamp}`;
  await publishJob(company, {
    title,
    city: "Resende - RJ",
    area: "logistica",
    description: "Supervisão da frota de caminhões da filial de Resende.",
  });

  await page.setViewportSize({ width: 360, height: 780 });
  await signUpMilitar(page, "Rafael Teixeira Gomes", "curriculo");
  await completeOnboarding(page, "Resende", "Exército");
  await expect(page).toHaveURL(/\/app$/);

  await page.goto("/app/curriculo");
  await expect(page.getByRole("heading", { level: 1, name: "Meu currículo" })).toBeVisible();
  const meter = page.getByRole("list", { name: "O que falta" });
  await expect(meter.getByRole("link", { name: "Adicione sua formação" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Baixar PDF" }).first()).toBeDisabled();

  // Objetivo, resumo, a period of service, a formação and the availability.
  await page.getByLabel("Cargo", { exact: true }).first().selectOption({ label: "Outro cargo" });
  await page.getByLabel("Qual cargo?").fill("Supervisor de frota");
  await page
    .getByLabel("Resumo profissional")
    .fill("Sargento do Exército por nove anos, à frente de uma frota de caminhões e de sua equipe de motoristas.");
  await page.getByRole("button", { name: "Adicionar experiência" }).click();
  const experience = page.getByRole("listitem", { name: /^Experiência 1/ });
  await experience.getByLabel("Tipo").selectOption({ label: "Serviço militar" });
  await experience.getByLabel("Cargo").fill("Encarregado de transporte");
  await experience.getByLabel("Organização ou empresa").fill("Exército Brasileiro");
  await experience.getByLabel("Ano de início").fill("2016");
  await experience.getByLabel("Ano de término").fill("2015");
  await experience
    .getByLabel("Atividades (uma por linha)")
    .fill("Controle da frota de caminhões e da escala de motoristas\nManutenção preventiva com a oficina, no QMS");
  // An acronym a recruiter would not know is pointed out as he types.
  await expect(experience.getByText("Siglas que um recrutador pode não conhecer: QMS", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Adicionar formação" }).click();
  const education = page.getByRole("listitem", { name: "Formação 1" });
  await education.getByLabel("Nível").selectOption({ label: "Ensino médio" });
  await education.getByLabel("Instituição").fill("Colégio Estadual de Resende");
  await education.getByLabel("Ano de conclusão").fill("2014");
  await page.getByLabel("Disponibilidade", { exact: true }).selectOption({ label: "Imediata" });

  // The end before the start is refused at the field; nothing is saved.
  await page.getByRole("button", { name: "Salvar currículo" }).first().click();
  await expect(experience.getByText("A data de término não pode ser anterior à de início")).toBeVisible();
  await experience.getByLabel("Ano de término").fill("2025");
  await experience
    .getByLabel("Atividades (uma por linha)")
    .fill("Controle da frota de caminhões e da escala de motoristas\nManutenção preventiva com a oficina");
  await page.getByRole("button", { name: "Salvar currículo" }).first().click();
  await expect(page.getByText("Currículo salvo!").first()).toBeVisible();

  // Leaving with unsaved edits asks first; 'Continuar editando' keeps them.
  const summary = page.getByLabel("Resumo profissional");
  const saved = await summary.inputValue();
  await summary.fill("Rascunho que ainda não foi salvo.");
  await page.getByRole("link", { name: "Alterar dados no perfil" }).click();
  const leaving = page.getByRole("alertdialog", { name: "Sair sem salvar?" });
  await expect(leaving).toBeVisible();
  await leaving.getByRole("button", { name: "Continuar editando" }).click();
  await expect(page).toHaveURL(/\/app\/curriculo$/);
  await expect(summary).toHaveValue("Rascunho que ainda não foi salvo.");
  await summary.fill(saved);

  // The preview shows what the PDF will.
  const preview = page.getByRole("article", { name: "Prévia do currículo" });
  await expect(preview.getByText("Supervisor de frota")).toBeVisible();
  await expect(preview.getByText("Exército Brasileiro | 2016 – 2025")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsScreen(page);
  await page.screenshot({ path: test.info().outputPath("curriculo-360.png"), fullPage: true });

  const mine = await downloadFrom(page, () => page.getByRole("button", { name: "Baixar PDF" }).first().click());
  expect(mine.suggestedFilename()).toBe("Curriculo-Rafael-Teixeira-Gomes.pdf");
  const sent = await pdfTextOf(mine);
  expect(sent).toContain("Controle da frota de caminhões e da escala de motoristas");

  // A link for a recruiter met at a fair: anyone with it sees the CV, without an account.
  await page.getByRole("button", { name: "Criar link de compartilhamento" }).click();
  await expect(page.getByText("Link criado! Ele vale por 30 dias.").first()).toBeVisible();
  const link = await page.getByRole("textbox", { name: "Link do currículo" }).inputValue();
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(link);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(visitor.getByRole("heading", { level: 1, name: "Currículo de Rafael Teixeira Gomes" })).toBeVisible();
  await expect(visitor.getByRole("article", { name: "Currículo de Rafael Teixeira Gomes" })).toContainText(
    "Controle da frota de caminhões e da escala de motoristas",
  );
  await expectNoSeriousA11yViolations(visitor);
  await expectFitsScreen(visitor);
  await visitor.screenshot({ path: test.info().outputPath("curriculo-compartilhado-360.png"), fullPage: true });
  // Revoked, the same address shows nothing of him.
  await page.getByRole("button", { name: "Desativar link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Desativar" }).click();
  await expect(page.getByRole("button", { name: "Criar link de compartilhamento" })).toBeVisible();
  expect((await visitor.goto(link))?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Currículo indisponível" })).toBeVisible();
  await visitorContext.close();

  // He applies, then rewrites his summary.
  await page.goto("/app/vagas");
  await page.getByRole("searchbox", { name: "Buscar vagas" }).fill(stamp);
  const jobCard = page.getByRole("article", { name: title });
  await jobCard.getByRole("button", { name: /^Candidatar/ }).click();
  await expect(jobCard.getByTestId("application-status")).toHaveText("Candidatura enviada");
  await page.goto("/app/curriculo");
  await page.getByLabel("Resumo profissional").fill("Resumo reescrito depois da candidatura.");
  await page.getByRole("button", { name: "Salvar currículo" }).first().click();
  await expect(page.getByText("Currículo salvo!").first()).toBeVisible();

  // The company downloads the version of the day he applied.
  await company.goto("/empresa/candidatos");
  await company.getByRole("button", { name: "Ver perfil de Rafael Teixeira Gomes" }).first().click();
  await expect(company.getByRole("heading", { name: "Currículo" })).toBeVisible();
  const received = await downloadFrom(company, () =>
    company.getByRole("button", { name: "Baixar currículo de Rafael Teixeira Gomes" }).last().click(),
  );
  expect(received.suggestedFilename()).toBe("Curriculo-Rafael-Teixeira-Gomes.pdf");
  const receivedText = await pdfTextOf(received);
  expect(receivedText).toContain("Sargento do Exército por nove anos");
  expect(receivedText).not.toContain("Resumo reescrito");
  await expectNoSeriousA11yViolations(company);
  await companyContext.close();
});

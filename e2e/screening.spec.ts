// 'Perguntas de triagem': a company adds an eliminatória question to a job; two militares answer
// it when they apply, one without the accepted answer; the company filters 'Não atende', reads the
// answer on the sheet and, once it confirms, moves him to 'Não selecionado'.
import { expect, type Page, test } from "./fixtures";
import { expectFitsScreen, expectNoSeriousA11yViolations, onboardedMilitar, paidCompany } from "./helpers";

/** Applies to `title` from the board of the signed-in militar, answering the two questions. */
async function applyAnswering(page: Page, stamp: string, title: string, shifts: "Sim" | "Não", years: string) {
  await page.goto(`/app/vagas?q=${stamp}`);
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Candidatar-se" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Perguntas da vaga" });
  await expect(dialog).toBeVisible();
  // Nothing goes while a question is unanswered.
  await dialog.getByRole("button", { name: "Enviar candidatura" }).click();
  await expect(dialog.getByText("Responda a esta pergunta").first()).toBeVisible();
  await dialog.getByRole("radio", { name: shifts, exact: true }).check();
  await dialog.getByLabel("Quantos anos de experiência com frota?").fill(years);
  await dialog.getByRole("button", { name: "Enviar candidatura" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: title }).getByTestId("application-status")).toBeVisible();
}

test("a company asks an eliminatória question, militares answer it, and the company confirms who does not meet it", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Supervisor de Turno ${stamp}`;
  const company = await (await browser.newContext()).newPage();
  await paidCompany(company, `Armazéns Bandeirante ${stamp}`, { plan: "pro" });

  await company.goto("/empresa/vagas/nova");
  await company.getByLabel("Título da Vaga").fill(title);
  await company.getByLabel("Localização").fill("Jundiaí, SP");
  await company.getByLabel("Regime").selectOption("CLT");
  await company.getByLabel("Área", { exact: true }).selectOption("logistica");
  await company.getByLabel("Descrição da Vaga").fill("Supervisionar o turno da noite do armazém.");
  await company.getByRole("button", { name: "Adicionar pergunta" }).click();
  await company.getByLabel("Texto da pergunta 1").fill("Você pode trabalhar no turno da noite?");
  await company
    .getByLabel(/^Eliminatória/)
    .first()
    .check();
  await company
    .getByRole("group", { name: /Resposta aceita/ })
    .getByRole("radio", { name: "Sim" })
    .check();
  await company.getByRole("button", { name: "Adicionar pergunta" }).click();
  await company.getByLabel("Tipo da pergunta 2").selectOption("numero");
  await company.getByLabel("Texto da pergunta 2").fill("Quantos anos de experiência com frota?");
  await expectNoSeriousA11yViolations(company);
  await company.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(company.getByText("Vaga criada com sucesso!").first()).toBeVisible();

  const fits = await (await browser.newContext()).newPage();
  await onboardedMilitar(fits, "Rafael Nunes", "triagem");
  await applyAnswering(fits, stamp, title, "Sim", "6");

  // On a phone: the dialog fits the screen.
  const short = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
  await onboardedMilitar(short, "Sandro Pires", "triagem");
  await short.goto(`/app/vagas?q=${stamp}`);
  await short.getByRole("article", { name: title }).getByRole("button", { name: "Candidatar-se" }).click();
  await expect(short.getByRole("alertdialog", { name: "Perguntas da vaga" })).toBeVisible();
  await expectFitsScreen(short);
  await expectNoSeriousA11yViolations(short);
  await short.getByRole("button", { name: "Cancelar" }).click();
  await applyAnswering(short, stamp, title, "Não", "2,5");

  // The company: 'Não atende' lists Sandro alone; his sheet says why; nothing moved by itself.
  await company.goto(`/empresa/candidatos?q=${encodeURIComponent(title)}&requisitos=nao_atende`);
  const rows = company.getByRole("button", { name: /^Ver perfil de / });
  await expect(rows).toHaveCount(1);
  await company.getByRole("button", { name: "Ver perfil de Sandro Pires" }).click();
  const sheet = company.getByRole("dialog");
  await expect(sheet.getByText("Não atende aos requisitos")).toBeVisible();
  await expect(sheet.getByText("Você pode trabalhar no turno da noite?")).toBeVisible();
  await expect(sheet.getByText("2,5")).toBeVisible();
  await company.keyboard.press("Escape");

  await company.getByRole("button", { name: "Mover não atendentes para Não selecionado" }).click();
  const confirm = company.getByRole("alertdialog", { name: "Mover não atendentes para Não selecionado?" });
  await confirm.getByRole("button", { name: "Mover para Não selecionado" }).click();
  await expect(
    company.getByText("1 candidatura que não atende aos requisitos foi movida para Não selecionado").first(),
  ).toBeVisible();

  // Rafael still waits; Sandro reads 'Não selecionado' in his applications.
  await company.goto(`/empresa/candidatos?q=${encodeURIComponent(title)}&requisitos=atende`);
  await expect(company.getByRole("button", { name: "Ver perfil de Rafael Nunes" })).toBeVisible();
  await short.goto("/app/candidaturas");
  await expect(short.getByRole("list", { name: "Candidaturas" }).getByText("Não selecionado").first()).toBeVisible();
});

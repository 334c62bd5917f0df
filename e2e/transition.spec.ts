// The transition plan end to end: a PREMIUM sergeant of infantry makes his plan, picks Vigilante
// from the translator's suggestions, opens its page and sees the pay and what he lacks, finishes the
// trilha the page lists, and the plan marks the step done. Axe on both pages, both at 360 px.
import { expect, test } from "./fixtures";
import { answersOf, expectFitsScreen, expectNoSeriousA11yViolations, signUpMilitar } from "./helpers";

/** YYYY-MM-DD `months` from today. */
function monthsAhead(months: number): string {
  const d = new Date();
  d.setMonth(d.getMonth() + months);
  return d.toISOString().slice(0, 10);
}

test("a militar picks an occupation, sees its pay and gap, finishes the trilha and the plan marks it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpMilitar(page, `Sargento Plano ${Date.now().toString(36)}`, "plano", { plan: "premium" });
  await page.getByLabel("Cidade").fill("Campinas");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByLabel("Força").selectOption({ label: "Exército" });
  await page.getByLabel("Posto ou graduação").selectOption({ label: "3º Sargento" });
  await page.getByLabel("Especializações", { exact: true }).fill("Infantaria");
  await page.getByLabel("Especializações", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page
    .getByRole("region", { name: "Você escolheu o plano PREMIUM" })
    .getByRole("link", { name: "Assinar PREMIUM" })
    .click();
  await page.getByRole("button", { name: "Assinar PREMIUM" }).click();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByText("Pagamento realizado com sucesso!")).toBeVisible();

  // The dashboard invites him to make the plan; the plan page offers the translator's suggestions.
  await page.goto("/app");
  await page.getByRole("link", { name: "Montar meu plano" }).click();
  await expect(page.getByRole("heading", { name: "Meu plano de transição", level: 1 })).toBeVisible();
  await page.getByLabel("Data prevista de desligamento").fill(monthsAhead(10));
  await page
    .getByRole("radio", { name: /Vigilante/ })
    .first()
    .check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Salvar plano" }).click();
  await expect(page.getByText("Plano de transição salvo")).toBeVisible();
  const steps = page.getByRole("list", { name: "Passos do plano" });
  await expect(steps.getByTestId("passo-ocupacao")).toContainText("Concluído em");
  await expect(steps.getByTestId("passo-trilhas")).not.toContainText("Concluído em");

  // The occupation's page: pay from the jobs published with a salary, and the gap.
  await page
    .getByRole("link", { name: /Ver a ocupação/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Vigilante", level: 1 })).toBeVisible();
  await expect(page.getByText("Mediana", { exact: true })).toBeVisible();
  await expect(page.getByText(/com base em \d+ vagas/).first()).toBeVisible();
  const asked = page.getByRole("list", { name: "Requisitos das vagas" });
  await expect(asked.getByRole("listitem").filter({ hasText: "Curso de formação de vigilante" })).toContainText(
    "Falta",
  );
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsScreen(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The trilha the page lists for the família, finished module by module.
  const trilha = page.getByRole("article", { name: "Segurança privada: o caminho até vigilante" });
  await expect(trilha).toBeVisible();
  await trilha.getByRole("link").click();
  await expect(page).toHaveURL(/\/app\/trilhas\/seguranca-privada$/);
  for (const m of answersOf("seguranca-privada")) {
    await page.goto(`/app/trilhas/seguranca-privada/${m.slug}`);
    await expect(page.getByRole("heading", { name: m.title, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Marcar como lida" }).click();
    for (const text of m.right) await page.getByRole("radio", { name: text, exact: true }).check();
    await page.getByRole("button", { name: "Enviar respostas" }).click();
    await expect(page.getByText("Parabéns! Você acertou 100% e concluiu o módulo.")).toBeVisible();
  }
  await expect(page.getByText("Trilha concluída! Seu certificado está pronto.").first()).toBeVisible();

  // The plan saw it: the step is done today, and the certificate counts on the occupation's page.
  await page.goto("/app/plano");
  await expect(steps.getByTestId("passo-trilhas")).toContainText("Concluído em");
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsScreen(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto("/app/ocupacoes/517330");
  await expect(page.getByRole("list", { name: "Seus certificados que contam" })).toContainText("Segurança privada");
});

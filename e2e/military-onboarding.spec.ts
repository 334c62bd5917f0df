import { expect, test } from "./fixtures";
import { expectFitsScreen, expectNoSeriousA11yViolations, signUpMilitar } from "./helpers";

test("a new militar completes onboarding, lands on the dashboard and edits the profile", async ({ page }) => {
  await signUpMilitar(page, "Rafael Augusto Menezes", "onboarding");
  await expect(page.getByRole("heading", { name: "Complete seu perfil" })).toBeVisible();
  await expect(page.getByText("Etapa 1 de 4")).toBeVisible();
  await expect(page.getByRole("button", { name: "Voltar" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Step 1 needs the city.
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("Informe sua cidade").first()).toBeVisible();
  await expect(page.getByLabel("Cidade")).toBeFocused();
  await page.getByLabel("Cidade").fill("Campo Grande");
  await page.getByLabel("Estado").selectOption("MS");
  await page.getByLabel("Telefone").fill("67999887766");
  await expect(page.getByLabel("Telefone")).toHaveValue("(67) 99988-7766");
  await page.getByLabel("Data de nascimento").fill("1999-08-20");
  await page.getByRole("button", { name: "Próximo" }).click();

  // Step 2 needs the branch.
  await expect(page.getByRole("heading", { name: "Experiência Militar" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Voltar" })).toBeEnabled();
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("Selecione sua força").first()).toBeVisible();
  await page.getByLabel("Força").selectOption({ label: "Exército" });
  await page.getByLabel("Posto ou graduação").selectOption({ label: "Cabo" });
  await page.getByLabel("Organização Militar (OM)").fill("9º Batalhão de Suprimento");
  await page.getByLabel("Ano de incorporação").selectOption("2018");
  await page.getByLabel("Tempo de serviço").selectOption({ label: "6 anos" });
  await page.getByLabel("Especializações", { exact: true }).fill("Logística");
  await page.getByLabel("Especializações", { exact: true }).press("Enter");
  await page.getByLabel("Especializações", { exact: true }).fill("Almoxarifado");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByRole("button", { name: "Remover Almoxarifado" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Próximo" }).click();

  await expect(page.getByRole("heading", { name: "Objetivos Profissionais" })).toBeVisible();
  await page.getByLabel("Área desejada").selectOption({ label: "Logística" });
  await page.getByLabel("Nível de experiência").selectOption({ label: "Intermediário" });
  await page.getByLabel("Disponibilidade").selectOption({ label: "Imediata" });
  await page.getByLabel("Objetivos profissionais").fill("Trabalhar com gestão de estoques.");
  await page.getByRole("button", { name: "Próximo" }).click();

  await expect(page.getByRole("heading", { name: "Finalização" })).toBeVisible();
  await expect(page.getByText("Campo Grande - MS")).toBeVisible();
  await expect(page.getByText("Logística, Almoxarifado")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Concluir" }).click();

  await expect(page.getByText("Perfil completado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole("heading", { name: "Olá, Rafael Augusto Menezes!" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Candidaturas ativas/ })).toHaveAttribute("href", "/app/candidaturas");
  await expect(page.getByText("Nenhum evento agendado.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Reloading keeps the militar in the area: the profile is saved on the server.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Olá, Rafael Augusto Menezes!" })).toBeVisible();

  // The profile shows what was saved; Cancelar discards, Salvar saves.
  await page.goto("/app/perfil");
  await expect(page.getByRole("heading", { name: "Rafael Augusto Menezes" })).toBeVisible();
  await expect(page.getByText("9º Batalhão de Suprimento")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Editar" }).click();
  await page.getByLabel("Cidade").fill("Dourados");
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByText("Campo Grande - MS").first()).toBeVisible();

  await page.getByRole("button", { name: "Editar" }).click();
  await expect(page.getByLabel("Cidade")).toHaveValue("Campo Grande");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Cidade").fill("Dourados");
  await page.getByLabel("Sobre você").fill("Seis anos no Exército cuidando de suprimentos.");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Perfil atualizado!")).toBeVisible();
  await expect(page.getByText("Dourados - MS").first()).toBeVisible();
  await expect(page.getByText("Seis anos no Exército cuidando de suprimentos.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Dourados - MS").first()).toBeVisible();
});

test("the onboarding works on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpMilitar(page, "Tatiane Rocha", "onboarding");
  await page.getByLabel("Cidade").fill("Belém");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByLabel("Força").selectOption({ label: "Marinha" });
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByRole("heading", { name: "Olá, Tatiane Rocha!" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test("a Subtenente of the PM with 25 years of service completes onboarding, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpMilitar(page, "Roberto Carlos Nogueira", "subtenente");
  await page.getByLabel("Cidade").fill("Sorocaba");
  await page.getByLabel("Estado").selectOption("SP");
  await page.getByRole("button", { name: "Próximo" }).click();

  // The rank waits for the força, then offers that força's own ranks.
  await expect(page.getByLabel("Posto ou graduação")).toBeDisabled();
  await page.getByLabel("Força").selectOption({ label: "Polícia Militar" });
  const rank = page.getByLabel("Posto ou graduação");
  await expect(rank).toBeEnabled();
  await expect(rank.getByRole("option", { name: "Suboficial" })).toHaveCount(0);
  await rank.selectOption({ label: "Subtenente" });
  await page.getByLabel("Situação").selectOption({ label: "Reserva/reformado" });
  await page.getByLabel("Tempo de serviço").selectOption({ label: "25 anos" });
  await expectNoSeriousA11yViolations(page);
  await expectFitsScreen(page);
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Próximo" }).click();

  await expect(page.getByRole("heading", { name: "Finalização" })).toBeVisible();
  await expect(page.getByText("Subtenente")).toBeVisible();
  await expect(page.getByText("Reserva/reformado")).toBeVisible();
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByRole("heading", { name: "Olá, Roberto Carlos Nogueira!" })).toBeVisible();

  await page.goto("/app/perfil");
  const service = page.getByRole("region", { name: "Experiência Militar" });
  await expect(service).toContainText("Polícia Militar");
  await expect(service).toContainText("Subtenente");
  await expect(service).toContainText("Reserva/reformado");
  await expect(service).toContainText("25 anos");
  await expectFitsScreen(page);
});

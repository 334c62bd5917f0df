// The talent bank end to end: a sergeant's specialties become civilian occupations in onboarding,
// he joins the bank; a Pro company finds him by specialty and city, opens his profile and invites
// him to a job; he accepts from his dashboard and the company sees the application. A Plus
// company sees the advanced filters locked. Axe on each screen, a phone width for the company.
import { expect, test } from "./fixtures";
import { DEMO, expectNoSeriousA11yViolations, paidCompany, signIn, signUpMilitar } from "./helpers";

test("a sergeant joins the talent bank, a Pro company invites him and he accepts", async ({ browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const name = `Sargento Teixeira ${stamp}`;
  const city = `Resende ${stamp}`;

  const militarContext = await browser.newContext();
  const militar = await militarContext.newPage();
  await signUpMilitar(militar, name, "talentos");
  await militar.getByLabel("Cidade").fill(city);
  await militar.getByLabel("Estado").selectOption("RJ");
  await militar.getByRole("button", { name: "Próximo" }).click();
  await militar.getByLabel("Força").selectOption({ label: "Exército" });
  await militar.getByLabel("Posto ou graduação").selectOption({ label: "3º Sargento" });
  for (const specialty of ["motorista de viatura", "mecânico"]) {
    await militar.getByLabel("Especializações", { exact: true }).fill(specialty);
    await militar.getByLabel("Especializações", { exact: true }).press("Enter");
  }
  await militar.getByRole("button", { name: "Próximo" }).click();

  // Step 3: the translator's suggestions, with their reasons.
  await expect(militar.getByRole("heading", { name: "Ocupações civis sugeridas" })).toBeVisible();
  const suggestions = militar.getByRole("list", { name: "Ocupações civis sugeridas" });
  await expect(suggestions.getByText(/CBO 7825\d\d|CBO 9144\d\d/).first()).toBeVisible();
  await expect(suggestions.getByText("Por quê:").first()).toBeVisible();
  await expectNoSeriousA11yViolations(militar);
  const truck = suggestions
    .getByRole("listitem")
    .filter({ hasText: /CBO 7825\d\d/ })
    .first();
  await truck.getByRole("button", { name: /^Confirmar/ }).click();
  await expect(truck.getByText("Confirmada")).toBeVisible();
  await militar.getByLabel("Área desejada").selectOption({ label: "Logística" });
  await militar.getByRole("button", { name: "Próximo" }).click();

  // Step 4: the talent bank is asked, off until he says yes, with what companies will see.
  const optIn = militar.getByRole("switch", { name: "Quero aparecer no banco de talentos" });
  await expect(optIn).not.toBeChecked();
  await expect(militar.getByText("O que as empresas verão")).toBeVisible();
  await optIn.click();
  await expect(optIn).toBeChecked();
  await expectNoSeriousA11yViolations(militar);
  await militar.getByRole("button", { name: "Concluir" }).click();
  await expect(militar).toHaveURL(/\/app$/);

  // The Pro company (the demo's Logística Forte) searches by specialty and city, at phone width.
  const companyContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const company = await companyContext.newPage();
  await company.goto("/auth");
  await signIn(company, DEMO.empresa.email, DEMO.password);
  await expect(company).toHaveURL(/\/empresa$/);
  await company.goto(`/empresa/talentos?city=${encodeURIComponent(city)}`);
  await company.getByLabel("Especialidade", { exact: true }).fill("mecanico");
  const card = company.getByRole("listitem").filter({ has: company.getByRole("heading", { name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Exército · 3º Sargento");
  await expect(company.getByText("1 talento encontrado")).toBeVisible();
  await expectNoSeriousA11yViolations(company);

  await card.getByRole("button", { name: `Ver perfil de ${name}` }).click();
  const sheet = company.getByRole("dialog", { name });
  await expect(sheet.getByText("Os contatos aparecem depois que o militar", { exact: false })).toBeVisible();
  await expect(sheet.getByText(/Motorista de caminhão/).first()).toBeVisible();
  const job = "Coordenador de Logística";
  await sheet.getByLabel("Vaga", { exact: true }).selectOption({ label: `${job} · Campinas` });
  await sheet.getByLabel("Mensagem (opcional)").fill("Seu perfil combina com a nossa operação.");
  await sheet.getByRole("button", { name: "Enviar convite" }).click();
  await expect(company.getByText("Convite enviado!").first()).toBeVisible();
  await expect(sheet.getByRole("list", { name: "Convites enviados" })).toContainText("Aguardando resposta");
  await expectNoSeriousA11yViolations(company);

  // He sees the invitation on his dashboard without a reload, and accepts.
  const invitations = militar.getByRole("region", { name: "Convites de empresas" });
  await expect(invitations).toContainText("Logística Forte convidou você para uma vaga", { timeout: 5000 });
  await expect(militar.getByRole("region", { name: "Empresas que viram seu perfil" })).toContainText("Logística Forte");
  await invitations.getByRole("button", { name: `Aceitar e candidatar-me — ${job}` }).click();
  // The demo job asks its screening questions first.
  const questions = militar.getByRole("alertdialog", { name: "Perguntas da vaga" });
  await questions.getByRole("radio", { name: "Sim", exact: true }).check();
  await questions.getByRole("radio", { name: "Nenhum: controlei almoxarifado ou paiol no quartel" }).check();
  await questions.getByLabel("Quantas pessoas você já liderou diretamente?").fill("12");
  await questions.getByRole("button", { name: "Enviar candidatura" }).click();
  await expect(militar.getByText("Convite aceito! Sua candidatura foi enviada.").first()).toBeVisible();
  await expect(invitations).toContainText("Aceito: candidatura enviada");
  await expectNoSeriousA11yViolations(militar);

  // The company sees the application, and now his contacts.
  await company.goto(`/empresa/candidatos?q=${encodeURIComponent(name)}`);
  await expect(company.getByRole("button", { name: `Ver perfil de ${name}` })).toBeVisible();
  await company.goto(
    `/empresa/talentos?city=${encodeURIComponent(city)}&talento=${await profileId(company, city, name)}`,
  );
  await expect(company.getByRole("dialog", { name }).getByRole("link", { name: /@/ })).toBeVisible();

  await Promise.all([militarContext.close(), companyContext.close()]);
});

/** The talent's id, as the search answers it to the company. */
async function profileId(page: import("@playwright/test").Page, city: string, name: string): Promise<string> {
  const res = await page.request.get(`/api/company/talent?city=${encodeURIComponent(city)}`);
  const body = (await res.json()) as { results: { userId: string; fullName: string }[] };
  const found = body.results.find((r) => r.fullName === name);
  if (!found) throw new Error(`${name} not found`);
  return found.userId;
}

test("a Plus company sees the advanced filters locked, with the way to upgrade", async ({ page }) => {
  await paidCompany(page, `Plus Talentos ${Date.now().toString(36)}`, { plan: "plus", emailPrefix: "plus-talentos" });
  await page.goto("/empresa/talentos");
  await expect(page.getByRole("heading", { name: "Banco de talentos" })).toBeVisible();
  await expect(page.getByText("Busca avançada disponível nos planos Pro e Enterprise.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Fazer upgrade" })).toHaveAttribute("href", "/empresa/planos");
  for (const label of ["Posto ou graduação", "Tempo de serviço mínimo", "Especialidade", "Ocupação (CBO)"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(page.getByLabel("Força")).toBeEnabled();
  await expect(page.getByRole("button", { name: "Salvar busca" })).toHaveCount(0);
  // The demo's opted-in militares are there for every plan.
  await expect(page.getByRole("heading", { name: "João Silva" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

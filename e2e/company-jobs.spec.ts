import { expect, type Page, test } from "./fixtures";

/** A 1×1 PNG: the logo pipeline re-encodes whatever image it gets. */
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPwitIGAAHBANDEMAJsAAAAAElFTkSuQmCC",
  "base64",
);

import { confirmThroughOutbox, expectNoSeriousA11yViolations, uniqueEmail } from "./helpers";

/** Signs a company up for Parceiro (5 active jobs), confirms its e-mail and pays in the sandbox. */
async function paidParceiro(page: Page, companyName: string) {
  const email = uniqueEmail("vagas");
  await page.goto("/auth?type=empresa&tab=signup&plan=parceiro");
  await page.getByLabel("Nome completo").fill("Marcos Azevedo");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Nome da empresa").fill(companyName);
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo123");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=parceiro$/);
  await page.getByRole("button", { name: "Ir para o pagamento" }).click();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible();
}

interface JobFields {
  title: string;
  city: string;
  regime: string;
  modality?: string;
  salary?: string;
  description: string;
  requirements?: string;
  benefits?: string;
}

async function fillJobForm(page: Page, job: JobFields) {
  await page.getByLabel("Título da Vaga").fill(job.title);
  await page.getByLabel("Localização").fill(job.city);
  await page.getByLabel("Regime").selectOption(job.regime);
  await page.getByLabel("Área", { exact: true }).selectOption("logistica");
  if (job.modality) await page.getByLabel("Modalidade").selectOption(job.modality);
  if (job.salary !== undefined) await page.getByLabel("Salário").fill(job.salary);
  await page.getByLabel("Descrição da Vaga").fill(job.description);
  if (job.requirements !== undefined) await page.getByLabel("Requisitos").fill(job.requirements);
  if (job.benefits !== undefined) await page.getByLabel("Benefícios").fill(job.benefits);
}

async function publish(page: Page, job: JobFields) {
  await page.goto("/empresa/vagas/nova");
  await expect(page.getByRole("button", { name: "Publicar Vaga" })).toBeEnabled();
  await fillJobForm(page, job);
  await page.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(page.getByText("Vaga criada com sucesso!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/empresa\/vagas$/);
  await expect(card(page, job.title)).toBeVisible();
}

/**
 * Axe on the page alone: toasts from the previous step are waited out, since their colours are
 * the toaster's, not the page's.
 */
async function checkA11y(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}

const card = (page: Page, title: string) =>
  page.getByTestId("job-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

const simpleJob = (title: string, city = "Rio de Janeiro, RJ"): JobFields => ({
  title,
  city,
  regime: "CLT",
  description: `Vaga de ${title.toLowerCase()} para quem saiu das Forças Armadas.`,
});

test("a Parceiro company publishes up to its cap, pauses to publish more, edits, deletes and searches", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await paidParceiro(page, "Guarda Costeira Serviços");

  await page.goto("/empresa/vagas");
  await expect(page.getByRole("heading", { level: 1, name: "Vagas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nenhuma vaga cadastrada" })).toBeVisible();
  await checkA11y(page);

  // The form, checked before anything is filled in.
  await page.getByRole("link", { name: "Criar primeira vaga" }).click();
  await expect(page).toHaveURL(/\/empresa\/vagas\/nova$/);
  await expect(page.getByText("Plano Parceiro", { exact: true }).last()).toBeVisible();
  await expect(page.getByText("0/5 vagas")).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(page.getByText("Informe o título da vaga")).toBeVisible();
  await expect(page.getByText("Selecione o regime de contratação")).toBeVisible();
  await expect(page.getByText("Informe a descrição da vaga")).toBeVisible();
  await expect(page.getByLabel("Título da Vaga")).toHaveAttribute("aria-invalid", "true");

  // Five jobs, the first with every field.
  const full: JobFields = {
    title: "Supervisor de Segurança Patrimonial",
    city: "São Paulo, SP",
    regime: "CLT",
    modality: "Presencial",
    salary: "R$ 4.500 a R$ 5.200",
    description:
      "Coordenar a equipe de vigilância do centro de distribuição.\n\nResponder pela escala e pelos relatórios de ocorrência.",
    requirements: "Experiência em liderança de equipes\n\n  Curso de vigilante em dia  \n",
    benefits: "Vale-refeição\nPlano de saúde",
  };
  await fillJobForm(page, full);
  await page.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(page.getByText("Vaga criada com sucesso!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/empresa\/vagas$/);
  await expect(card(page, full.title)).toContainText("2 requisitos");

  for (const title of ["Motorista Operacional", "Técnico de Manutenção", "Analista de Logística", "Almoxarife"]) {
    await publish(page, simpleJob(title));
  }
  await expect(page.getByTestId("jobs-total")).toHaveText("5");
  await expect(page.getByTestId("jobs-active")).toHaveText("5 vagas ativas");

  // The sixth is refused before it is typed: alert, link to upgrade, and no way to publish.
  await page.getByRole("link", { name: "Nova Vaga" }).click();
  const limit = page.getByTestId("job-limit-alert");
  await expect(limit).toContainText("Limite de vagas do plano atingido");
  await expect(limit).toContainText("Pause uma vaga ativa ou faça upgrade do plano");
  await expect(limit.getByRole("link", { name: "Fazer upgrade do plano" })).toHaveAttribute("href", "/empresa/planos");
  await expect(page.getByRole("button", { name: "Publicar Vaga" })).toBeDisabled();

  // Pausing one frees a slot.
  await page.goto("/empresa/vagas");
  await card(page, "Almoxarife").getByRole("button", { name: "Pausar vaga Almoxarife" }).click();
  await expect(page.getByText("Vaga pausada").first()).toBeVisible();
  await expect(card(page, "Almoxarife").getByText("Pausada", { exact: true })).toBeVisible();
  await expect(page.getByTestId("jobs-active")).toHaveText("4 vagas ativas");
  await publish(page, simpleJob("Auxiliar Administrativo", "Curitiba, PR"));
  await expect(page.getByTestId("jobs-active")).toHaveText("5 vagas ativas");

  // Activating the paused one would pass the cap: the server's sentence is shown.
  await card(page, "Almoxarife").getByRole("button", { name: "Ativar vaga Almoxarife" }).click();
  await expect(page.getByText(/^Limite de vagas ativas atingido\. Seu plano permite até 5 vagas ativas/)).toBeVisible();
  await expect(card(page, "Almoxarife").getByText("Pausada", { exact: true })).toBeVisible();

  // Editing keeps the job paused and saves the new content.
  await card(page, "Almoxarife").getByRole("link", { name: "Editar vaga Almoxarife" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar Vaga" })).toBeVisible();
  await expect(page.getByLabel("Título da Vaga")).toHaveValue("Almoxarife");
  await checkA11y(page);
  await page.getByLabel("Título da Vaga").fill("Almoxarife Sênior");
  await page.getByLabel("Modalidade").selectOption("Híbrido");
  await page.getByLabel("Requisitos").fill("Controle de estoque\n\nEmpilhadeira");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Vaga atualizada com sucesso!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/empresa\/vagas$/);
  await expect(card(page, "Almoxarife Sênior")).toContainText("Pausada");
  await expect(card(page, "Almoxarife Sênior")).toContainText("2 requisitos");

  // Details show what was saved.
  await card(page, full.title)
    .getByRole("link", { name: `Ver vaga ${full.title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: full.title })).toBeVisible();
  await expect(page.getByText("Ativa", { exact: true })).toBeVisible();
  await expect(page.getByText("Coordenar a equipe de vigilância do centro de distribuição.")).toBeVisible();
  await expect(page.getByText("Responder pela escala e pelos relatórios de ocorrência.")).toBeVisible();
  const requirements = page.locator("section").filter({ has: page.getByRole("heading", { name: "Requisitos" }) });
  await expect(requirements.getByRole("listitem")).toHaveText([
    "Experiência em liderança de equipes",
    "Curso de vigilante em dia",
  ]);
  const benefits = page.locator("section").filter({ has: page.getByRole("heading", { name: "Benefícios" }) });
  await expect(benefits.getByRole("listitem")).toHaveText(["Vale-refeição", "Plano de saúde"]);
  await expect(page.getByText("R$ 4.500 a R$ 5.200")).toBeVisible();
  await expect(page.getByText("Presencial")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver Candidatos" })).toHaveAttribute(
    "href",
    /^\/empresa\/candidatos\?vaga=[0-9a-f-]{36}$/,
  );
  await checkA11y(page);

  // Delete through the confirmation dialog.
  await page.goto("/empresa/vagas");
  await card(page, "Motorista Operacional").getByRole("button", { name: "Excluir vaga Motorista Operacional" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Tem certeza que deseja excluir esta vaga?" });
  await dialog.getByRole("button", { name: "Excluir vaga" }).click();
  await expect(page.getByText("Vaga excluída").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, "Motorista Operacional")).toHaveCount(0);
  await expect(page.getByTestId("jobs-total")).toHaveText("5");

  // Search by city, kept in the URL, ignoring accents; then nothing found, then cleared.
  await page.getByLabel("Buscar vagas por título ou cidade").fill("sao paulo");
  await expect(page).toHaveURL(/\?q=sao\+paulo$/);
  await expect(page.getByTestId("job-card")).toHaveCount(1);
  await expect(card(page, full.title)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Buscar vagas por título ou cidade")).toHaveValue("sao paulo");
  await expect(page.getByTestId("job-card")).toHaveCount(1);
  await page.getByLabel("Buscar vagas por título ou cidade").fill("Enfermeiro");
  await expect(page.getByText("Nenhuma vaga encontrada com os critérios de busca.")).toBeVisible();
  await page.getByRole("button", { name: "Limpar busca" }).click();
  await expect(page).toHaveURL(/\/empresa\/vagas$/);
  await expect(page.getByTestId("job-card")).toHaveCount(5);
  await checkA11y(page);

  // The dashboard's figures match: 4 of the 5 remaining jobs are active, all created this week.
  await page.goto("/empresa");
  const stat = (label: string) =>
    page.getByRole("list", { name: "Resumo" }).getByRole("listitem").filter({ hasText: label });
  await expect(stat("Vagas Ativas")).toContainText("4");
  await expect(stat("Vagas Ativas")).toContainText("de 5 disponíveis");
  await expect(stat("Vagas Ativas")).toContainText("+4 esta semana");
  await expect(stat("Candidatos")).toContainText("0");
  await expect(page.getByText("4 de 5 vagas utilizadas")).toBeVisible();

  // The logo uploaded on the profile shows in the header.
  await page.goto("/empresa/perfil");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Enviar logo" }).click();
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await expect(page.getByText("Logo atualizada!").first()).toBeVisible();
  await expect(page.getByRole("banner").locator('img[src^="/api/files/"]')).toBeVisible();
});

test("a job that does not exist reads as not found, on its page and in the edit form", async ({ page }) => {
  await paidParceiro(page, "Sentinela Logística");
  await page.goto("/empresa/vagas/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Vaga não encontrada" })).toBeVisible();
  await page.goto("/empresa/vagas/nao-existe/editar");
  await expect(page.getByText("Não foi possível carregar os dados da vaga.")).toBeVisible();
  await expect(page).toHaveURL(/\/empresa\/vagas$/);
});

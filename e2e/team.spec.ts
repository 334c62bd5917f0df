// A company's team: an Administrador invites a Recrutador from 'Equipe'; the Recrutador accepts
// through the e-mail's link and writes a note on a candidate mentioning the Administrador, whose
// bell rings live; she opens it and rates the candidate. A partner's cashier joins the same way,
// validates a code at the till and cannot open the candidates.
import { expect, type Page, test } from "./fixtures";
import {
  expectFitsScreen,
  expectNoSeriousA11yViolations,
  onboardedMilitar,
  PASSWORD,
  paidCompany,
  publishJob,
  UNREAD_BELL,
  uniqueEmail,
} from "./helpers";

/** Follows the invitation e-mailed to `email`, as its receiver would, in `page`. */
async function openInvitation(page: Page, email: string) {
  const link = page
    .locator(`article[data-to="${email.toLowerCase()}"]`)
    .getByRole("link", { name: "Aceitar convite" })
    .first();
  await expect(async () => {
    await page.goto("/dev/emails");
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await link.click();
  await expect(page).toHaveURL(/\/auth\/convite\//);
}

/** From the team page of the signed-in Administrador, invites `email` as `role`. */
async function invite(page: Page, email: string, role: "Recrutador" | "Atendente de caixa") {
  await page.goto("/empresa/equipe");
  await page.getByRole("button", { name: "Convidar membro" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Convidar membro" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel(role, { exact: true }).check();
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await expect(page.getByText(`Convite enviado para ${email}.`).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Convites pendentes" }).getByText(email)).toBeVisible();
}

/** Signs up through the invitation open in `page`. */
async function joinAs(page: Page, fullName: string) {
  await page.getByLabel("Nome completo").fill(fullName);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar senha").fill(PASSWORD);
  await page.getByRole("button", { name: "Criar conta e entrar na equipe" }).click();
}

test("an Administrador invites a Recrutador, who accepts and mentions her in a note; she sees it live and rates", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Supervisor de Frota ${stamp}`;
  const admin = await (await browser.newContext()).newPage();
  await paidCompany(admin, `Transportes Aurora ${stamp}`, { plan: "pro", fullName: "Marta Fundadora" });
  await publishJob(admin, { title, city: "Campinas, SP", area: "logistica", description: "Gestão da frota leve." });

  const militar = await (await browser.newContext()).newPage();
  await onboardedMilitar(militar, "Paulo Reis", "equipe");
  await militar.goto(`/app/vagas?q=${stamp}`);
  await militar.getByRole("article", { name: title }).getByRole("button", { name: "Candidatar-se" }).click();
  await expect(militar.getByRole("article", { name: title }).getByTestId("application-status")).toBeVisible();

  // The team page: Marta alone, then an invitation.
  await admin.goto("/empresa/equipe");
  const members = admin.getByRole("list", { name: "Membros da equipe" });
  await expect(members.getByText("Marta Fundadora (você)")).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  const recruiterEmail = uniqueEmail("recrutador");
  await invite(admin, recruiterEmail, "Recrutador");

  const recruiter = await (await browser.newContext()).newPage();
  await openInvitation(recruiter, recruiterEmail);
  await expect(recruiter.getByText(/Marta Fundadora convidou você para a equipe de Transportes Aurora/)).toBeVisible();
  await expectNoSeriousA11yViolations(recruiter);
  await joinAs(recruiter, "Diego Almeida");
  await expect(recruiter).toHaveURL(/\/empresa$/);
  // No plan, payments, team or integrations for a Recrutador.
  await recruiter.goto("/empresa/equipe");
  await expect(recruiter).toHaveURL(/\/empresa$/);
  await expect(recruiter.getByRole("list", { name: "Membros da equipe" })).toBeHidden();

  // He opens the candidate and mentions Marta.
  await recruiter.goto(`/empresa/candidatos?q=${encodeURIComponent(title)}`);
  await recruiter.getByRole("button", { name: "Ver perfil de Paulo Reis" }).click();
  const notes = recruiter.getByRole("dialog");
  const box = notes.getByLabel("Nova nota");
  await box.fill("Experiência forte com frota. @Mar");
  await recruiter.getByRole("option", { name: "Marta Fundadora" }).click();
  await box.press("End");
  await box.pressSequentially("vale uma entrevista?");
  await notes.getByRole("button", { name: "Salvar nota" }).click();
  await expect(notes.getByRole("list", { name: "Notas" }).getByText(/vale uma entrevista\?/)).toBeVisible();

  // Marta's bell rings without a reload; the notification opens the candidate.
  await admin.goto("/empresa");
  const bell = admin.getByRole("button", { name: UNREAD_BELL });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await admin.getByRole("link", { name: /Diego Almeida mencionou você em uma nota sobre Paulo Reis/ }).click();
  await expect(admin).toHaveURL(/\/empresa\/candidatos\?candidatura=/);
  const sheet = admin.getByRole("dialog");
  await expect(sheet.getByRole("list", { name: "Notas" }).getByText(/Experiência forte com frota/)).toBeVisible();
  // The stars are drawn over visually hidden radios: the pointer clicks the drawn star.
  await sheet
    .locator("label")
    .filter({ has: admin.getByRole("radio", { name: "4 estrelas" }) })
    .click();
  await expect(admin.getByText("Avaliação salva.").first()).toBeVisible();
  await expect(sheet.getByText("4,0 (1)")).toBeVisible();

  // Both new screens hold at 360 px.
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto("/empresa/equipe");
  await expect(members.getByText("Diego Almeida", { exact: true })).toBeVisible();
  await expectFitsScreen(admin);
});

test("a partner's cashier joins, validates a code at the till and cannot open the candidates", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const partnerName = `Clínica Horizonte ${stamp}`;
  const partner = await (await browser.newContext()).newPage();
  await paidCompany(partner, partnerName, { plan: "parceiro", emailPrefix: "parceiro" });
  const offerTitle = `Consulta ${stamp}`;
  await partner.goto("/empresa/beneficios/novo");
  await partner.getByLabel("Título").fill(offerTitle);
  await partner.getByLabel("Categoria").selectOption("Saúde e Bem-estar");
  await partner.getByLabel("Desconto (%)").fill("5");
  await partner.getByLabel("Cashback (%)").fill("0");
  await partner.getByLabel("Descrição").fill("Consultas com desconto para militares e veteranos.");
  await partner.getByLabel("Regras de uso").fill("Apresente o código na recepção.");
  await partner.getByLabel("Online — todo o Brasil").check();
  await partner.getByLabel("Cupom", { exact: true }).check();
  await partner.getByLabel("Prefixo do cupom").fill("HORIZ");
  await partner.getByLabel("Início").fill("2026-01-01");
  await partner.getByLabel("Término").fill("2099-12-31");
  await partner.getByRole("button", { name: "Publicar benefício" }).click();
  await expect(partner.getByText("Benefício publicado!").first()).toBeVisible();

  const cashierEmail = uniqueEmail("caixa");
  await invite(partner, cashierEmail, "Atendente de caixa");
  const cashier = await (await browser.newContext()).newPage();
  await openInvitation(cashier, cashierEmail);
  await joinAs(cashier, "Bruno Souza");
  await expect(cashier).toHaveURL(/\/empresa\/beneficios\/validar$/);
  await expect(cashier.getByRole("navigation", { name: "Navegação principal" }).getByRole("link")).toHaveText([
    "Validar benefício",
  ]);

  // A militar redeems the coupon; the cashier validates his code.
  const militar = await (await browser.newContext()).newPage();
  await onboardedMilitar(militar, "Ana Prado", "caixa-militar");
  await militar.goto(`/app/beneficios?q=${stamp}`);
  await militar.getByRole("button", { name: `Resgatar ${offerTitle} de ${partnerName}` }).click();
  const dialog = militar.getByRole("alertdialog", { name: "Benefício resgatado!" });
  const code = (await dialog.getByText(/^HORIZ-[2-9A-Z]{8}$/).textContent()) ?? "";
  expect(code).toMatch(/^HORIZ-/);
  await cashier.getByLabel("Código").fill(code);
  await cashier.getByRole("button", { name: "Verificar" }).click();
  await expect(cashier.getByText(offerTitle).first()).toBeVisible();

  // The candidates, the plan and the team are not his.
  for (const path of ["/empresa/candidatos", "/empresa/planos", "/empresa/equipe"]) {
    await cashier.goto(path);
    await expect(cashier).toHaveURL(/\/empresa\/beneficios\/validar$/);
  }
  await expectNoSeriousA11yViolations(cashier);
});

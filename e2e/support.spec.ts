// 'Suporte' end to end: a Plus company (the demo's Avante Idiomas) opens a request; the support
// operator, 'Disponível', answers it and the company's open thread shows the answer live, without a
// reload; the company marks it resolved and rates it. A FREE militar (João) gets his answer by
// e-mail. Axe on each screen; the company's support page at 360 px.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, expectFitsScreen, expectNoSeriousA11yViolations, signIn } from "./helpers";

const OPERATOR = "suporte@proximamissao.com.br";
const PLUS_COMPANY = "contato@avanteidiomas.com.br";

// The second journey signs the operator in with the app the first one confirmed.
test.describe.configure({ mode: "serial" });
let operatorKey = "";

/** A toast's text, in the page's notifications region (a text may also be on the page itself). */
const toast = (page: Page, text: string) => page.getByRole("region", { name: /Avisos/ }).getByText(text);

const codeFor = (key: string) => createOTP(new TextDecoder().decode(base32.decode(key.replace(/\s+/g, "")))).totp();

/** The support operator signed in, confirming his authenticator app on the first visit. */
async function operatorPage(page: Page) {
  await page.goto("/auth");
  await signIn(page, OPERATOR, DEMO.password);
  if (!operatorKey) {
    await expect(page.getByRole("heading", { name: "Verificação em duas etapas", level: 1 })).toBeVisible();
    await page.getByLabel("Senha", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Gerar código QR" }).click();
    operatorKey = (await page.locator("code").first().textContent()) ?? "";
    await page.getByLabel("Código de verificação").fill(await codeFor(operatorKey));
    await page.getByRole("button", { name: "Ativar verificação" }).click();
  } else {
    await page.getByLabel("Código de verificação").fill(await codeFor(operatorKey));
    await page.getByRole("button", { name: "Verificar e entrar" }).click();
  }
  await expect(page.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Suporte" }).click();
  await expect(page.getByRole("heading", { name: "Suporte", level: 1 })).toBeVisible();
}

/** Opens 'Novo atendimento' on the signed-in person's support page and sends it. */
async function openRequest(page: Page, subject: string, category: string, message: string) {
  await page.getByRole("button", { name: "Menu da conta" }).click();
  await page.getByRole("menuitem", { name: "Suporte" }).click();
  await expect(page.getByRole("heading", { name: "Suporte", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Novo atendimento" }).first().click();
  const dialog = page.getByRole("alertdialog", { name: "Novo atendimento" });
  // A blank form says what is missing, in pt-BR, and sends nothing.
  await dialog.getByRole("button", { name: "Enviar" }).click();
  await expect(dialog.getByText("Informe o assunto")).toBeVisible();
  await dialog.getByLabel("Assunto").fill(subject);
  await dialog.getByLabel("Categoria").selectOption({ label: category });
  await dialog.getByLabel("Mensagem").fill(message);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Enviar" }).click();
  await expect(dialog).toBeHidden();
  const thread = page.getByRole("region", { name: subject });
  await expect(thread.getByText(message)).toBeVisible();
  return thread;
}

test("a Plus company opens a request, the operator answers live, and the company resolves and rates it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const subject = `Exportar cupons usados ${Date.now().toString(36)}`;
  const company = await (await browser.newContext()).newPage();
  await company.goto("/auth");
  await signIn(company, PLUS_COMPANY, DEMO.password);
  await expect(company).toHaveURL(/\/empresa/);
  await expect(company.getByText("Suporte por chat")).toHaveCount(0);
  const thread = await openRequest(
    company,
    subject,
    "Benefícios",
    "Como baixo a lista dos cupons que já foram usados no caixa?",
  );
  await expect(company.getByText("Primeira resposta em até 8 horas úteis")).toBeVisible();

  const operator = await (await browser.newContext()).newPage();
  await operatorPage(operator);
  await operator.getByRole("switch", { name: "Disponível para atendimento" }).click();
  await expect(toast(operator, "Disponibilidade atualizada")).toBeVisible();
  await operator.getByRole("link", { name: new RegExp(subject) }).click();
  const request = operator.getByRole("region", { name: subject });
  await expect(request.getByText("Como baixo a lista dos cupons")).toBeVisible();
  await expectNoSeriousA11yViolations(operator);
  await request.getByRole("button", { name: "Assumir" }).click();
  await expect(toast(operator, "Atendimento assumido")).toBeVisible();

  // The company's page, opened before the answer, shows the chat is live and the operator typing.
  await company.reload();
  await expect(thread.getByText("Chat ao vivo")).toBeVisible();
  const answer = request.getByRole("textbox", { name: "Resposta", exact: true });
  await answer.fill("Em Benefícios > Histórico, use 'Exportar' no alto da lista.");
  // A signal sent before the company's stream is open is lost, as it would be for a person who
  // keeps typing: a signal goes at most every 3 s, so a keystroke a little later says it again.
  await expect(async () => {
    await answer.press("End");
    await answer.press("Space");
    await answer.press("Backspace");
    await expect(thread.getByText("Atendente digitando…")).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
  await request.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(toast(operator, "Resposta enviada")).toBeVisible();
  // Live: the answer reaches the company's open thread without a reload, and its reading shows 'Lida'.
  await expect(thread.getByText("Em Benefícios > Histórico, use 'Exportar' no alto da lista.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(request.getByText("Lida")).toBeVisible({ timeout: 15_000 });

  await thread.getByRole("button", { name: "Marcar como resolvido" }).click();
  await company.getByRole("alertdialog").getByRole("button", { name: "Marcar como resolvido" }).click();
  await expect(toast(company, "Atendimento marcado como resolvido")).toBeVisible();
  const rating = company.getByRole("form", { name: "Como foi o atendimento?" });
  // The star a person clicks is the radio's label.
  await rating.locator("label", { has: company.getByRole("radio", { name: "5 estrelas" }) }).click();
  await expect(rating.getByRole("radio", { name: "5 estrelas" })).toBeChecked();
  await rating.getByLabel("Comentário (opcional)").fill("Resposta rápida, resolveu na hora.");
  await rating.getByRole("button", { name: "Enviar avaliação" }).click();
  await expect(toast(company, "Obrigado pela avaliação!")).toBeVisible();
  await expectNoSeriousA11yViolations(company);
  // The operator's queue sees it resolved, live.
  await expect(request.getByText("Resolvido").first()).toBeVisible({ timeout: 15_000 });

  await company.setViewportSize({ width: 360, height: 780 });
  await expectFitsScreen(company);
  await expectNoSeriousA11yViolations(company);
});

test("a FREE militar gets the operator's answer by e-mail", async ({ browser }) => {
  test.setTimeout(180_000);
  const subject = `Certificado sem o nome ${Date.now().toString(36)}`;
  const militar = await (await browser.newContext()).newPage();
  await militar.goto("/auth");
  await signIn(militar, DEMO.militar.email, DEMO.password);
  await expect(militar).toHaveURL(/\/app/);
  await openRequest(militar, subject, "Trilhas", "Meu certificado saiu sem o sobrenome.");
  // FREE's support is the community; a request about his account is still answered by e-mail.
  await expect(militar.getByText("Suporte da comunidade")).toBeVisible();
  await expect(militar.getByRole("link", { name: "Perguntar na Comunidade" })).toBeVisible();

  const operator = await (await browser.newContext()).newPage();
  await operatorPage(operator);
  await operator.getByRole("link", { name: new RegExp(subject) }).click();
  const request = operator.getByRole("region", { name: subject });
  await request
    .getByRole("textbox", { name: "Resposta", exact: true })
    .fill("Olá, João! Corrigimos o nome: baixe o certificado de novo na trilha.");
  await request.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(toast(operator, "Resposta enviada")).toBeVisible();

  // The outbox of this server (no SMTP here) holds the e-mail the militar receives.
  await expect
    .poll(async () => {
      const res = await militar.request.get("/dev/emails.json");
      const emails = (await res.json()) as { to: string; subject: string; text: string }[];
      return emails.find((e) => e.to === DEMO.militar.email && e.subject === `Resposta do suporte: ${subject}`)?.text;
    })
    .toContain("Corrigimos o nome: baixe o certificado de novo na trilha.");
});

// 'Comunidade' and 'Mentoria' end to end: a militar asks, a veteran answers, the asker marks
// 'Melhor resposta' and the veteran's badge shows; a member reports an answer and the moderator
// removes it from the console, telling its author why; a militar asks a mentor, who accepts. Axe on
// each screen, the community's pages at 360 px.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, expectFitsScreen, expectNoSeriousA11yViolations, signIn } from "./helpers";

const ANA = "ana.souza@exemplo.com.br";
const CARLOS = "carlos.pereira@exemplo.com.br";
const MODERATOR = "moderacao@proximamissao.com.br";

/** A toast's text, in the page's notifications region. */
const toast = (page: Page, text: string) => page.getByRole("region", { name: /Avisos/ }).getByText(text);
const codeFor = (key: string) => createOTP(new TextDecoder().decode(base32.decode(key.replace(/\s+/g, "")))).totp();

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth");
  await signIn(page, email, DEMO.password);
  await expect(page).toHaveURL(/\/app/);
  return page;
}

test("a militar asks, a veteran answers, and the asker marks 'Melhor resposta'", async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Preciso de curso para operar empilhadeira? ${Date.now().toString(36)}`;
  const joao = await signedIn(browser, DEMO.militar.email);
  await joao.getByRole("link", { name: "Comunidade" }).first().click();
  await expect(joao.getByRole("heading", { name: "Comunidade", level: 1 })).toBeVisible();
  await expect(joao.getByText("Perdi o certificado de reservista. Como tiro a segunda via?")).toBeVisible();
  await expectNoSeriousA11yViolations(joao);

  await joao.getByRole("button", { name: "Fazer uma pergunta" }).first().click();
  const dialog = joao.getByRole("alertdialog", { name: "Fazer uma pergunta" });
  await dialog.getByLabel("Tema").selectOption({ label: "Áreas: Logística" });
  await dialog.getByLabel("Título").fill("Curso?");
  await dialog
    .getByLabel("Texto")
    .fill("Vou sair do Exército e quero trabalhar em armazém. Me chama no (21) 98765-4321.");
  await dialog.getByRole("button", { name: "Publicar pergunta" }).click();
  await expect(dialog.getByText("O título deve ter pelo menos 10 caracteres")).toBeVisible();
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByRole("button", { name: "Publicar pergunta" }).click();
  // A phone number: he is asked first, goes back, and removes it; nothing he typed is lost.
  const personal = joao.getByRole("alertdialog", { name: "Publicar com dados pessoais?" });
  await expect(personal).toBeVisible();
  await personal.getByRole("button", { name: "Revisar texto" }).click();
  await expect(dialog.getByLabel("Título")).toHaveValue(title);
  await dialog.getByLabel("Texto").fill("Vou sair do Exército e quero trabalhar em armazém. Preciso de algum curso?");
  await dialog.getByRole("button", { name: "Publicar pergunta" }).click();
  await expect(joao.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(joao.getByRole("button", { name: "Deixar de seguir" })).toBeVisible();
  const questionUrl = joao.url();

  // Ana, hired through the platform, answers with the badge beside her name.
  const ana = await signedIn(browser, ANA);
  await ana.goto("/app/comunidade");
  await ana.getByLabel("Buscar perguntas").fill("empilhadeira");
  await ana.getByRole("link", { name: title }).click();
  await ana
    .getByLabel("Sua resposta")
    .fill(
      "Sim: a NR-11 exige treinamento de operador de empilhadeira.\n\n- Procure um curso com certificado\n- Muitas empresas pagam a reciclagem",
    );
  await ana.getByRole("button", { name: "Publicar resposta" }).click();
  await expect(toast(ana, "Resposta publicada")).toBeVisible();
  await expectNoSeriousA11yViolations(ana);

  // João sees it (the bell rang), marks it 'Útil' and 'Melhor resposta'.
  await joao.goto(questionUrl);
  const answer = joao.getByRole("article").filter({ hasText: "NR-11" });
  await expect(answer.getByText("Já fiz a transição")).toBeVisible();
  await expect(answer.getByRole("listitem").filter({ hasText: "Procure um curso com certificado" })).toBeVisible();
  await answer.getByRole("button", { name: /Útil/ }).click();
  await expect(answer.getByRole("button", { name: /Útil/ })).toBeDisabled();
  await answer.getByRole("button", { name: "Marcar como melhor resposta" }).click();
  await expect(toast(joao, "Melhor resposta escolhida")).toBeVisible();
  await expect(answer.getByText("Melhor resposta")).toBeVisible();
  await joao.setViewportSize({ width: 360, height: 780 });
  await expectFitsScreen(joao);
  await expectNoSeriousA11yViolations(joao);
  await joao.goto("/app/comunidade");
  await expectFitsScreen(joao);
});

test("a member reports an answer and the moderator removes it, telling its author why", async ({ browser }) => {
  test.setTimeout(240_000);
  const spam = `Compre meu curso de liderança com desconto, link na bio ${Date.now().toString(36)}`;
  const question = "Como mostrar experiência de liderança sem parecer autoritário?";

  // Carlos answers with an advertisement; João reports it.
  const carlos = await signedIn(browser, CARLOS);
  await carlos.goto("/app/comunidade");
  await carlos.getByRole("link", { name: question }).click();
  await carlos.getByLabel("Sua resposta").fill(spam);
  await carlos.getByRole("button", { name: "Publicar resposta" }).click();
  await expect(toast(carlos, "Resposta publicada")).toBeVisible();

  const joao = await signedIn(browser, DEMO.militar.email);
  await joao.goto("/app/comunidade");
  await joao.getByRole("link", { name: question }).click();
  const answer = joao.getByRole("article").filter({ hasText: spam });
  await answer.getByRole("button", { name: /Denunciar/ }).click();
  const report = joao.getByRole("alertdialog", { name: "Denunciar resposta" });
  await report.getByLabel("Propaganda ou spam").check();
  await expectNoSeriousA11yViolations(joao);
  await report.getByRole("button", { name: "Enviar denúncia" }).click();
  await expect(toast(joao, "Denúncia enviada. A equipe vai analisar esta publicação.")).toBeVisible();

  // The moderator confirms his authenticator app on his first visit, then decides.
  const moderator = await (await browser.newContext()).newPage();
  await moderator.goto("/auth");
  await signIn(moderator, MODERATOR, DEMO.password);
  await expect(moderator.getByRole("heading", { name: "Verificação em duas etapas", level: 1 })).toBeVisible();
  await moderator.getByLabel("Senha", { exact: true }).fill(DEMO.password);
  await moderator.getByRole("button", { name: "Gerar código QR" }).click();
  const key = (await moderator.locator("code").first().textContent()) ?? "";
  await moderator.getByLabel("Código de verificação").fill(await codeFor(key));
  await moderator.getByRole("button", { name: "Ativar verificação" }).click();
  await expect(moderator.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();
  await moderator.getByRole("link", { name: "Comunidade" }).click();
  await expect(moderator.getByRole("heading", { name: "Comunidade", level: 1 })).toBeVisible();
  const reported = moderator.getByRole("article").filter({ hasText: spam });
  await expect(reported.getByText("Propaganda ou spam")).toBeVisible();
  await expectNoSeriousA11yViolations(moderator);
  await reported.getByRole("button", { name: "Remover", exact: true }).click();
  const remove = moderator.getByRole("alertdialog", { name: "Remover a resposta?" });
  await remove.getByLabel("Motivo (enviado ao autor)").fill("Propaganda de curso pago não é permitida na comunidade.");
  await remove.getByRole("button", { name: "Remover publicação" }).click();
  await expect(toast(moderator, "Publicação removida. O autor foi avisado do motivo.")).toBeVisible();
  await expect(moderator.getByText(spam)).toHaveCount(0);

  // The answer is gone for everyone, and Carlos's bell says why.
  await joao.reload();
  await expect(joao.getByRole("heading", { name: question, level: 1 })).toBeVisible();
  await expect(joao.getByText(spam)).toHaveCount(0);
  await carlos.goto("/app");
  await carlos.getByRole("button", { name: /notificaç/ }).click();
  await expect(carlos.getByText(/foi removida pela equipe\. Motivo: Propaganda de curso pago/)).toBeVisible();
});

test("a militar asks a mentor for help, the mentor accepts, and they talk in Mensagens", async ({ browser }) => {
  test.setTimeout(180_000);
  const mariana = await signedIn(browser, "mariana.costa@exemplo.com.br");
  await mariana.getByRole("link", { name: "Mentoria" }).first().click();
  await expect(mariana.getByRole("heading", { name: "Mentoria", level: 1 })).toBeVisible();
  await mariana.getByRole("tab", { name: "Encontrar mentor" }).click();
  await mariana.getByLabel("Força").selectOption({ label: "Exército" });
  const card = mariana.getByRole("article").filter({ hasText: "Roberto" });
  await expect(card.getByText("Exército · 1º Sargento")).toBeVisible();
  await expectNoSeriousA11yViolations(mariana);
  await card.getByRole("button", { name: /Pedir mentoria/ }).click();
  const ask = mariana.getByRole("alertdialog", { name: /Pedir mentoria a Roberto/ });
  await ask.getByLabel("Sua mensagem").fill("Oi");
  await ask.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(ask.getByText(/pelo menos 20 caracteres/)).toBeVisible();
  await ask
    .getByLabel("Sua mensagem")
    .fill("Sou do Exército, saio em junho e quero trabalhar com segurança patrimonial. Pode me orientar?");
  await ask.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(
    toast(mariana, "Pedido de mentoria enviado. Você será avisado quando o mentor responder."),
  ).toBeVisible();
  await mariana.setViewportSize({ width: 360, height: 780 });
  await expectFitsScreen(mariana);

  const roberto = await signedIn(browser, "roberto.almeida@exemplo.com.br");
  await roberto.goto("/app/mentoria?aba=minhas");
  await roberto.getByRole("button", { name: /Aceitar o pedido de Mariana/ }).click();
  const accept = roberto.getByRole("alertdialog", { name: /Aceitar o pedido de Mariana/ });
  await accept.getByRole("button", { name: "Aceitar pedido" }).click();
  await expect(toast(roberto, "Mentoria aceita. Combine com o militar os próximos passos em Mensagens.")).toBeVisible();
  await expect(roberto.getByText("Em andamento").first()).toBeVisible();
  await expectNoSeriousA11yViolations(roberto);

  // The acceptance opened their conversation: he writes from Mentoria, she answers from Mensagens.
  await roberto.getByRole("link", { name: "Conversar com Mariana Costa" }).click();
  await expect(roberto).toHaveURL(/\/app\/mensagens\?conversa=/);
  const his = roberto.getByRole("region", { name: "Conversa com Mariana Costa" });
  await expect(his.getByText("Seu mentorado")).toBeVisible();
  await his.getByRole("textbox", { name: "Mensagem" }).fill("Olá, Mariana! Vamos começar pelo seu currículo?");
  await his.getByRole("textbox", { name: "Mensagem" }).press("Enter");
  await expect(his.getByText("Olá, Mariana! Vamos começar pelo seu currículo?")).toBeVisible();

  await mariana.setViewportSize({ width: 1280, height: 800 });
  await mariana.reload();
  await mariana.getByRole("tab", { name: "Minhas mentorias" }).click();
  await expect(mariana.getByText("Em andamento").first()).toBeVisible();
  await mariana.getByRole("link", { name: "Mensagens" }).first().click();
  await mariana
    .getByRole("link", { name: /Roberto/ })
    .first()
    .click();
  const hers = mariana.getByRole("region", { name: /Conversa com Roberto/ });
  await expect(hers.getByText("Olá, Mariana! Vamos começar pelo seu currículo?")).toBeVisible();
  await hers.getByRole("textbox", { name: "Mensagem" }).fill("Vamos! Envio ainda hoje.");
  await hers.getByRole("textbox", { name: "Mensagem" }).press("Enter");
  // Live, without reloading: her answer reaches his open conversation, and his message reads 'lida'.
  await expect(his.getByText("Vamos! Envio ainda hoje.")).toBeVisible();
  await expect(his.getByText("lida")).toBeVisible();
  await expectNoSeriousA11yViolations(roberto);
});

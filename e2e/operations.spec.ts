// The operators' console end to end: the demo operator confirms an authenticator app on his first
// visit, signs in again with the app's code, finds a Parceiro company and makes it Enterprise
// with a 50-job contract; the company sees the contract on its plans page, creates an API key and
// a webhook endpoint on a local receiver; a script publishes a job through the API, a militar
// applies, and the receiver gets application.created with a valid signature; the key is revoked.
// Axe on each screen, and the console at phone width.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { request as playwrightRequest } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { expect, test } from "./fixtures";
import {
  DEMO,
  expectFitsScreen,
  expectNoSeriousA11yViolations,
  onboardedMilitar,
  paidCompany,
  signIn,
} from "./helpers";

const OPERATOR = "operacao@proximamissao.com.br";

// The second journey signs in with the key the first one confirmed.
test.describe.configure({ mode: "serial" });
let confirmedKey = "";

/** The code an authenticator app shows for the key the enrollment printed (base32, in groups). */
const codeFor = (key: string) => createOTP(new TextDecoder().decode(base32.decode(key.replace(/\s+/g, "")))).totp();

test("an operator confirms his authenticator app, signs in with its code and makes a company Enterprise", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const companyName = `Blindados Horizonte ${stamp}`;
  const companyPage = await (await browser.newContext()).newPage();
  await paidCompany(companyPage, companyName, { plan: "parceiro", emailPrefix: "blindados" });

  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth");
  await signIn(page, OPERATOR, DEMO.password);
  await expect(page).toHaveURL(/\/operacao$/);
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas", level: 1 })).toBeVisible();
  // Nothing of the console shows before the second factor.
  await expect(page.getByRole("link", { name: "Auditoria" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Senha", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Gerar código QR" }).click();
  await expect(page.getByRole("img", { name: "Código QR da verificação em duas etapas" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Códigos de recuperação" }).getByRole("listitem")).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  const key = (await page.locator("code").first().textContent()) ?? "";
  confirmedKey = key;
  await page.getByLabel("Código de verificação").fill("000000");
  await page.getByRole("button", { name: "Ativar verificação" }).click();
  await expect(page.getByText("Código de verificação inválido. Tente novamente.")).toBeVisible();
  await page.getByLabel("Código de verificação").fill(await codeFor(key));
  await page.getByRole("button", { name: "Ativar verificação" }).click();
  await expect(page.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();

  // Signing in again asks for the app's code after the password.
  await page.getByRole("button", { name: "Menu da conta" }).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth");
  await signIn(page, OPERATOR, DEMO.password);
  await expect(page.getByText("Digite o código de 6 dígitos do seu aplicativo autenticador.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Código de verificação").fill(await codeFor(key));
  await page.getByRole("button", { name: "Verificar e entrar" }).click();
  await expect(page.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "Empresas" }).click();
  await page.getByRole("searchbox", { name: "Buscar empresas" }).fill(`Horizonte ${stamp}`);
  // The search reaches the address once typing pauses; a click before it would race its navigation.
  await expect(page).toHaveURL(/[?&]q=Horizonte/);
  await page.getByRole("link", { name: new RegExp(companyName) }).click();
  await expect(page.getByRole("heading", { name: companyName, level: 1 })).toBeVisible();
  await expect(page.getByText("Plano Parceiro")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The form says what is wrong before sending anything.
  await page.getByRole("button", { name: "Tornar Enterprise" }).click();
  await expect(page.getByText("Informe a condição comercial do contrato")).toBeVisible();
  await page.getByLabel("Limite de vagas ativas").fill("50");
  await page.getByLabel("Condição comercial").fill("R$ 4.500,00 por mês, faturado anualmente");
  await page.getByLabel("Início").fill("2026-12-01");
  await page.getByLabel("Término").fill("2027-11-30");
  await page.getByRole("button", { name: "Tornar Enterprise" }).click();
  await expect(page.getByText("Contrato Enterprise salvo.")).toBeVisible();
  await expect(page.getByText("Plano Enterprise")).toBeVisible();
  await expect(page.getByText("Contrato Enterprise definido")).toBeVisible();
  await expect(page.getByText(`por ${OPERATOR}`)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: "test-results/operations-company-360.png", fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await companyPage.goto("/empresa/planos");
  const contract = companyPage.getByRole("region", { name: "Contrato Enterprise" });
  await expect(contract).toBeVisible();
  await expect(contract.getByText("Até 50")).toBeVisible();
  await expect(contract.getByText("R$ 4.500,00 por mês, faturado anualmente")).toBeVisible();

  // Now Enterprise, the company manages API keys: one is shown once, then revoked.
  await companyPage.goto("/empresa/integracoes");
  await expect(companyPage.getByRole("heading", { name: "Integrações", level: 1 })).toBeVisible();
  await expect(companyPage.getByText("Nenhuma chave criada.")).toBeVisible();
  await expectNoSeriousA11yViolations(companyPage);
  await companyPage.getByLabel("Nome da chave").fill("ATS da matriz");
  await companyPage.getByLabel("Vagas", { exact: true }).selectOption("escrita");
  await companyPage.getByLabel("Perfis de candidatos").selectOption("leitura");
  await companyPage.getByRole("button", { name: "Criar chave" }).click();
  const shown = companyPage.getByRole("status").filter({ hasText: "Copie a chave agora" });
  await expect(shown.locator("code")).toHaveText(/^pm_live_/);
  const keys = companyPage.getByRole("region", { name: "Chaves de API" });
  await expect(keys.getByText("ATS da matriz")).toBeVisible();
  await expect(
    keys.getByText("Vagas: Leitura e escrita · Candidaturas: Leitura · Perfis de candidatos: Leitura"),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(companyPage);

  // The company registers an endpoint on a local receiver for new applications.
  const hits: { headers: Record<string, string>; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const headers = Object.fromEntries(
        ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [name, String(req.headers[name])]),
      );
      hits.push({ headers, body });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = (receiver.address() as AddressInfo).port;
  await companyPage.getByLabel("Endereço (URL)").fill(`http://127.0.0.1:${port}/hooks`);
  await companyPage.getByRole("button", { name: "Criar endpoint" }).click();
  const secretBox = companyPage.getByRole("status").filter({ hasText: "Segredo de assinatura" });
  await expect(secretBox.locator("code")).toHaveText(/^whsec_/);
  const secret = (await secretBox.locator("code").textContent()) ?? "";
  await expectNoSeriousA11yViolations(companyPage);

  // An integrating system publishes a job with the key; the company sees it among its jobs.
  const apiKey = (await shown.locator("code").textContent()) ?? "";
  const api = await playwrightRequest.newContext({ baseURL: companyPage.url() });
  const created = await api.post("/api/v1/jobs", {
    headers: { authorization: `Bearer ${apiKey}`, "idempotency-key": `e2e-${stamp}` },
    data: {
      title: `Vigilante Líder ${stamp}`,
      city: "Niterói",
      regime: "CLT",
      description: "Coordenar a equipe de vigilância do turno.",
      requirements: ["Curso de vigilante"],
      benefits: [],
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as string;
  await companyPage.goto("/empresa/vagas");
  await expect(companyPage.getByText(`Vigilante Líder ${stamp}`)).toBeVisible();

  // A militar applies; the receiver gets application.created, signed with the endpoint's secret.
  const militarPage = await (await browser.newContext()).newPage();
  await onboardedMilitar(militarPage, `Cabo Integração ${stamp}`, "integracao");
  await militarPage.goto("/app/vagas");
  await militarPage.getByRole("searchbox", { name: "Buscar vagas" }).fill(`Vigilante Líder ${stamp}`);
  const jobCard = militarPage.getByRole("article", { name: `Vigilante Líder ${stamp}` });
  // The search has settled (the board shows only its match) before the click, or the card the
  // click lands on may be replaced by the search's answer.
  await expect(militarPage).toHaveURL(/[?&]q=/);
  await expect(militarPage.getByRole("article")).toHaveCount(1);
  await jobCard.getByRole("button", { name: "Candidatar-se" }).click();
  await expect(jobCard.getByTestId("application-status")).toHaveText("Candidatura enviada");
  await expect.poll(() => hits.length, { timeout: 20_000 }).toBe(1);
  const [hit] = hits;
  const event = JSON.parse(hit?.body ?? "{}");
  expect(event).toMatchObject({ type: "application.created", data: { jobId, status: "pendente" } });
  // Standard Webhooks: the integrator's own library verifies it with the secret shown once.
  expect(new Webhook(secret).verify(hit?.body ?? "", hit?.headers ?? {})).toEqual(event);
  receiver.close();

  await companyPage.goto("/empresa/integracoes");
  const log = companyPage.getByRole("region", { name: "Entregas recentes" });
  await expect(log.getByText("application.created")).toBeVisible();
  await expect(log.getByText("Entregue")).toBeVisible();
  await expectNoSeriousA11yViolations(companyPage);
  await companyPage.screenshot({ path: "test-results/integrations.png", fullPage: true });

  await keys.getByRole("button", { name: "Revogar" }).click();
  await companyPage.getByRole("button", { name: "Revogar chave" }).click();
  await expect(keys.getByText("Revogada")).toBeVisible();
  const refused = await api.get("/api/v1/jobs", { headers: { authorization: `Bearer ${apiKey}` } });
  expect(refused.status()).toBe(401);
  await api.dispose();
});

test("the console's pages: figures, militares, offers, withdrawals, reports, the audit and the team, on a phone too", async ({
  page,
}) => {
  await page.goto("/auth");
  await signIn(page, OPERATOR, DEMO.password);
  await page.getByLabel("Código de verificação").fill(await codeFor(confirmedKey));
  await page.getByRole("button", { name: "Verificar e entrar" }).click();
  await expect(page.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();
  await expect(page.getByText("Receita recorrente (30 dias)")).toBeVisible();
  await expect(page.getByRole("table", { name: "Cadastros por dia e perfil" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Militares" }).click();
  await page.getByRole("searchbox", { name: "Buscar militares" }).fill("joao.silva");
  await expect(page.getByText(DEMO.militar.name, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Ofertas" }).click();
  await expect(page.getByRole("heading", { name: "Ofertas de parceiros", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "Todas" }).click();
  await expect(page.getByText("20% em consultas e exames").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Saques" }).click();
  await expect(page.getByRole("heading", { name: "Saques de cashback", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Aguardando" })).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Denúncias" }).click();
  await expect(page.getByRole("heading", { name: "Denúncias de conversas", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Auditoria" }).click();
  await expect(page.getByText("Contrato Enterprise definido").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Operadores" }).click();
  await expect(page.getByRole("heading", { name: "Operadores", level: 1 })).toBeVisible();
  await expect(page.getByText(/\(você\)$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The API's documentation, linked from Integrações, reads without scripts.
  await page.goto("/api/v1/docs");
  await expect(page.getByRole("heading", { name: "API da Próxima Missão", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /POST \/api\/v1\/jobs — Publicar uma vaga/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/api-docs.png", fullPage: true });
  await page.goto("/operacao");

  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole("link", { name: "Visão geral" }).click();
  await expect(page.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();
  await page.screenshot({ path: "test-results/operations-figures-360.png", fullPage: true });
  await expectFitsScreen(page);
});

test("a militar asks under the LGPD in Configurações; an operator answers in the console; the militar reads it live", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Cabo Titular ${Date.now().toString(36)}`;
  const militarPage = await (await browser.newContext()).newPage();
  await onboardedMilitar(militarPage, name, "titular");
  await militarPage.goto("/app/configuracoes");
  await militarPage.getByRole("button", { name: "Nova solicitação" }).click();
  const dialog = militarPage.getByRole("alertdialog", { name: "Nova solicitação sobre seus dados" });
  await dialog
    .getByLabel("O que você quer solicitar")
    .selectOption({ label: "Informação sobre com quem compartilhamos seus dados" });
  await dialog
    .getByLabel("Descreva o pedido")
    .fill("Quero saber quais empresas viram meu perfil no banco de talentos.");
  await expectNoSeriousA11yViolations(militarPage);
  await dialog.getByRole("button", { name: "Enviar solicitação" }).click();
  const mine = militarPage.getByRole("list", { name: "Suas solicitações" });
  await expect(mine.getByText("Aguardando resposta")).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth");
  await signIn(page, OPERATOR, DEMO.password);
  await page.getByLabel("Código de verificação").fill(await codeFor(confirmedKey));
  await page.getByRole("button", { name: "Verificar e entrar" }).click();
  await page.getByRole("link", { name: "LGPD" }).click();
  await expect(page.getByRole("heading", { name: "Solicitações LGPD", level: 1 })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText(/^Prazo: /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/operations-lgpd.png", fullPage: true });
  await item.getByRole("button", { name: "Responder" }).click();
  const answer = "Nenhuma empresa abriu seu perfil até hoje; você pode sair do banco de talentos em Configurações.";
  await page.getByLabel("Resposta ao titular").fill(answer);
  await page.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText("Resposta registrada. O titular foi avisado por e-mail.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

  // No reload: the answer reaches the militar's open page and his bell.
  await expect(mine.getByText("Atendida")).toBeVisible();
  await expect(mine.getByText(answer)).toBeVisible();
  await militarPage.screenshot({ path: "test-results/settings-lgpd.png", fullPage: true });
  await page.getByRole("link", { name: "Auditoria" }).click();
  await expect(page.getByText("Solicitação LGPD atendida").first()).toBeVisible();
});

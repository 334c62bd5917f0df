import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, completedMilitar, job as newJob, operator, paidCompany } from "../../test/factories";
import { BASE_URL, createTestApp, read, type TestApp, type TestUser } from "../../test/harness";
import { brasiliaDateTime } from "../auth/auth-mail.worker";
import { users } from "../db/schema/auth";
import { companies } from "../db/schema/companies";
import { subscriptions } from "../db/schema/payments";
import { sendRenewalNotices } from "../features/billing/renewal-notices.service";
import { sendNotificationEmails } from "../features/notifications/notifications.worker";

// Every e-mail the product sends, as its reader gets it: the subject, the sentences, the link and
// where that link leads when opened in a browser that holds no session. The web app is served
// from a tiny built copy, so a link to a page the app does not have answers 404.

const DAY = 24 * 3600 * 1000;
/** A name a user may type that must never reach an e-mail's HTML as markup. */
const HTML_NAME = "<b>Ana</b> & Cia";
const HTML_NAME_ESCAPED = "&lt;b&gt;Ana&lt;/b&gt; &amp; Cia";

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "pm-emails-dist-"));
  fs.writeFileSync(path.join(dist, "spa.html"), "<!doctype html><div id=root data-page=spa></div>");
  fs.mkdirSync(path.join(dist, "auth"));
  fs.writeFileSync(path.join(dist, "auth", "militar-login.html"), "<!doctype html><main data-page=militar-login>");
  fs.writeFileSync(path.join(dist, "auth", "empresa-login.html"), "<!doctype html><main data-page=empresa-login>");
  t = await createTestApp({
    env: { WEB_DIST: dist },
    // The sign-in alert goes out on the third wrong password instead of the sixth.
    rateLimits: { signInPerAccount: { limit: 2, windowSeconds: 900, delayMs: 1 } },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function mailsTo(email: string, subject: string) {
  return (await t.readOutbox(email)).filter((m) => m.subject === subject);
}

/** The one e-mail with this subject sent to this address. */
async function onlyMail(email: string, subject: string) {
  const found = await mailsTo(email, subject);
  expect(found.map((m) => m.subject)).toEqual([subject]);
  return found[0] as NonNullable<(typeof found)[number]>;
}

/** Every address in the text of an e-mail, in order. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/** The link as an e-mail's HTML carries it: in the button, and again written out below it. */
const inHtml = (url: string) => url.replaceAll("&", "&amp;");

function redirectOf(res: { status: number; headers: Headers }): URL {
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location") ?? "", BASE_URL);
}

/** Opens a link of the app's web pages in a browser with no session: which page is served. */
async function openPage(url: string) {
  const res = await t.client().get(url);
  return { status: res.status, page: String(res.body).match(/data-page=([\w-]+)/)?.[1] };
}

describe("sign-up confirmation", () => {
  const SUBJECT = "Confirme seu e-mail na Próxima Missão";

  it("says who it is for, links to the confirmation, which signs in and continues to /app", async () => {
    const { email } = await t.signUp({ role: "militar", fullName: HTML_NAME });
    const mail = await onlyMail(email, SUBJECT);
    const [link = ""] = linksIn(mail.text);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${BASE_URL}/api/auth/verify-email`);
    expect([...url.searchParams.keys()].sort()).toEqual(["callbackURL", "token"]);
    expect(url.searchParams.get("callbackURL")).toBe("/auth/confirmado?next=%2Fapp");
    expect(mail.text).toBe(
      `Olá, ${HTML_NAME}!\n\nConfirme seu e-mail para ativar sua conta na Próxima Missão:\n${link}\n\nO link vale por 24 horas.`,
    );
    expect(mail.html).toContain(`Olá, ${HTML_NAME_ESCAPED}!`);
    expect(mail.html).not.toContain("<b>Ana</b>");
    expect(mail.html).toContain(
      "<p>Falta pouco para começar. Confirme seu e-mail para ativar sua conta na Próxima Missão.</p><p>O link vale por 24 horas.</p>",
    );
    expect(mail.html).toContain(`<a href="${inHtml(link)}"`);
    expect(mail.html).toContain(">Confirmar e-mail</a>");

    const browser = t.client();
    const to = redirectOf(await browser.get(link));
    expect(to.pathname).toBe("/auth/confirmado");
    expect(to.searchParams.get("next")).toBe("/app");
    expect(to.searchParams.get("error")).toBeNull();
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerified).toBe(true);
    const me = await browser.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, profile: { role: "militar", fullName: HTML_NAME } });
    expect(await openPage(to.toString())).toEqual({ status: 200, page: "spa" });
  });

  it("continues an empresa to the checkout of its plan", async () => {
    const { email } = await t.signUp({ role: "empresa", plan: "plus" });
    const [link = ""] = linksIn((await onlyMail(email, SUBJECT)).text);
    expect(new URL(link).searchParams.get("callbackURL")).toBe(
      "/auth/confirmado?next=%2Fempresa%2Fcheckout%3Fplan%3Dplus",
    );
    const browser = t.client();
    const to = redirectOf(await browser.get(link));
    expect(to.pathname + to.search).toBe("/auth/confirmado?next=%2Fempresa%2Fcheckout%3Fplan%3Dplus");
    expect((await browser.get("/api/me")).body).toMatchObject({ email, company: { plan: "plus" } });
  });
});

describe("someone signing up with a taken address", () => {
  const SUBJECT = "Alguém tentou criar uma conta com seu e-mail";

  it("tells the owner, with links to sign in and to reset the password on the owner's side", async () => {
    const owner = await t.createUser({ role: "empresa", fullName: HTML_NAME });
    await t.signUp({ role: "militar", email: owner.email, fullName: "Outra Pessoa", password: "outra-senha" });
    const mail = await onlyMail(owner.email, SUBJECT);
    const signIn = `${BASE_URL}/auth?type=empresa`;
    const reset = `${BASE_URL}/auth?type=empresa&esqueci=1`;
    expect(mail.text).toBe(
      [
        `Olá, ${HTML_NAME}!`,
        "",
        "Alguém tentou criar uma conta na Próxima Missão com seu e-mail, que já tem uma conta conosco. Nenhuma conta nova foi criada.",
        "",
        "Se foi você, basta entrar com sua senha. Se esqueceu a senha, peça uma nova.",
        `Entrar: ${signIn}`,
        `Redefinir senha: ${reset}`,
        "",
        "Se não foi você, nada muda na sua conta e você pode ignorar este e-mail.",
      ].join("\n"),
    );
    expect(mail.html).toContain(`Olá, ${HTML_NAME_ESCAPED}!`);
    expect(mail.html).not.toContain("<b>Ana</b>");
    expect(mail.html).toContain(`Esqueceu a senha? <a href="${inHtml(reset)}">Redefinir senha</a>`);
    expect(mail.html).toContain(`<a href="${inHtml(signIn)}"`);
    expect(mail.html).toContain(">Entrar na minha conta</a>");

    // Both links open the company's sign-in page; the first password still opens the account.
    expect(await openPage(signIn)).toEqual({ status: 200, page: "empresa-login" });
    expect(await openPage(reset)).toEqual({ status: 200, page: "empresa-login" });
    expect((await t.signIn(owner.email, owner.password)).status).toBe(200);
    expect((await t.signIn(owner.email, "outra-senha")).status).toBe(401);
  });
});

describe("password reset", () => {
  const SUBJECT = "Redefinição de senha da Próxima Missão";

  it("links to the reset page with a token that changes the password", async () => {
    const user = await t.createUser({ role: "militar", fullName: HTML_NAME });
    expect((await t.client().post("/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    const mail = await onlyMail(user.email, SUBJECT);
    const [link = ""] = linksIn(mail.text);
    const url = new URL(link);
    expect(url.origin).toBe(BASE_URL);
    expect(url.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9_-]+$/);
    expect(url.search).toBe("?callbackURL=%2Fauth%2Fredefinir-senha");
    expect(mail.text).toBe(
      `Olá, ${HTML_NAME}!\n\nPara redefinir sua senha, acesse:\n${link}\n\nSe não foi você, ignore este e-mail. O link vale por 1 hora.`,
    );
    expect(mail.html).toContain(`Olá, ${HTML_NAME_ESCAPED}!`);
    expect(mail.html).not.toContain("<b>Ana</b>");
    expect(mail.html).toContain(
      "<p>Recebemos um pedido para redefinir a senha da sua conta. Se não foi você, ignore este e-mail.</p><p>O link vale por 1 hora.</p>",
    );
    expect(mail.html).toContain(`<a href="${inHtml(link)}"`);
    expect(mail.html).toContain(">Redefinir senha</a>");

    const to = redirectOf(await t.client().get(link));
    expect(to.pathname).toBe("/auth/redefinir-senha");
    const token = to.searchParams.get("token") ?? "";
    expect(token).toBe(url.pathname.split("/").at(-1));
    expect(await openPage(to.toString())).toEqual({ status: 200, page: "spa" });

    const newPassword = "nova-senha-789";
    const res = await t
      .client()
      .post("/api/auth/reset-password", { token, password: newPassword, confirmPassword: newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Senha redefinida! Entre com a nova senha." });
    expect((await t.signIn(user.email, user.password)).status).toBe(401);
    expect((await t.signIn(user.email, newPassword)).status).toBe(200);
  });
});

describe("sign-in alert", () => {
  const SUBJECT = "Tentativas de acesso à sua conta";

  it("tells the owner of repeated wrong passwords and links to the reset form", async () => {
    const user = await t.createUser({ role: "militar", fullName: HTML_NAME });
    const before = new Date();
    for (let i = 0; i < 3; i++) expect((await t.signIn(user.email, `errada-${i}`)).status).toBe(401);
    const after = new Date();
    const mail = await onlyMail(user.email, SUBJECT);
    // When the last failure was, in Brasília time, to the minute.
    const at = mail.text.match(/a última em (.+) \(horário de Brasília\)/)?.[1];
    expect([brasiliaDateTime(before), brasiliaDateTime(after)]).toContain(at);
    const reset = `${BASE_URL}/auth?esqueci=1`;
    expect(mail.text).toBe(
      [
        `Olá, ${HTML_NAME}!`,
        "",
        `Registramos 3 tentativas de entrar na sua conta da Próxima Missão com a senha errada, a última em ${at} (horário de Brasília).`,
        "",
        "Se a sua senha é forte e só você a conhece, sua conta está segura: novas tentativas com a senha errada estão sendo atrasadas, e você continua podendo entrar normalmente.",
        "",
        "Se não foi você, recomendamos trocar a senha agora e não reutilizá-la em outros sites.",
        "",
        "Para trocar a senha:",
        reset,
      ].join("\n"),
    );
    expect(mail.html).toContain(`Olá, ${HTML_NAME_ESCAPED}!`);
    expect(mail.html).not.toContain("<b>Ana</b>");
    expect(mail.html).toContain(`<a href="${inHtml(reset)}"`);
    expect(mail.html).toContain(">Trocar minha senha</a>");
    expect(await openPage(reset)).toEqual({ status: 200, page: "militar-login" });
    // The owner still gets in with the right password.
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
  });
});

describe("second-factor alert", () => {
  const SUBJECT = "Tentativas de acesso à sua conta de operador";

  it("tells an operator that his password was used with wrong codes, and links to the reset form", async () => {
    const op = await operator(t);
    const browser = t.client();
    expect((await t.signIn(op.user.email, op.user.password, browser)).body).toEqual({ twoFactorRequired: true });
    const before = new Date();
    for (let i = 0; i < 3; i++) {
      expect((await browser.post("/api/auth/sign-in/two-factor", { code: `00000${i}` })).status).toBe(401);
    }
    const after = new Date();
    const mail = await onlyMail(op.user.email, SUBJECT);
    const at = mail.text.match(/a última em (.+) \(horário de Brasília\)/)?.[1];
    expect([brasiliaDateTime(before), brasiliaDateTime(after)]).toContain(at);
    const reset = `${BASE_URL}/auth?esqueci=1`;
    expect(mail.text).toBe(
      [
        "Olá, Olga Operadora!",
        "",
        `Alguém usou a sua senha para entrar na Próxima Missão, mas errou o código da verificação em duas etapas 3 vezes, a última em ${at} (horário de Brasília).`,
        "",
        "A verificação em duas etapas impediu o acesso: sem o código do seu aplicativo autenticador, ninguém entra na sua conta.",
        "",
        "Se não foi você, sua senha deixou de ser segredo: troque-a agora, por uma que você não use em outros sites, e avise a equipe.",
        "",
        "Para trocar a senha:",
        reset,
      ].join("\n"),
    );
    expect(mail.html).toContain(`<a href="${inHtml(reset)}"`);
    expect(mail.html).toContain(">Trocar minha senha</a>");
    expect(await openPage(reset)).toEqual({ status: 200, page: "militar-login" });
  });
});

describe("e-mail change", () => {
  const CONFIRM_SUBJECT = "Confirme seu novo e-mail na Próxima Missão";
  const NOTICE_SUBJECT = "O e-mail da sua conta foi alterado";

  it("asks the new address to confirm; its link changes the e-mail and the old address is told", async () => {
    const user = await t.createUser({ role: "militar", fullName: HTML_NAME });
    const newEmail = `novo-${user.email}`;
    const asked = await user.client.post("/api/account/email", { email: newEmail, currentPassword: user.password });
    expect(asked.status).toBe(200);

    const mail = await onlyMail(newEmail, CONFIRM_SUBJECT);
    const [link = ""] = linksIn(mail.text);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${BASE_URL}/api/account/email/confirm`);
    expect([...url.searchParams.keys()]).toEqual(["token"]);
    expect(url.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toBe(
      [
        `Olá, ${HTML_NAME}!`,
        "",
        "Recebemos um pedido para usar este endereço como o novo e-mail da sua conta na Próxima Missão.",
        "",
        "Para confirmar, acesse:",
        link,
        "",
        "A troca só acontece quando você confirmar. O link vale por 24 horas. Se não foi você, ignore este e-mail.",
      ].join("\n"),
    );
    expect(mail.html).toContain(`Olá, ${HTML_NAME_ESCAPED}!`);
    expect(mail.html).not.toContain("<b>Ana</b>");
    expect(mail.html).toContain(`<a href="${inHtml(link)}"`);
    expect(mail.html).toContain(">Confirmar novo e-mail</a>");
    // Nothing changes before the link is followed.
    expect(await mailsTo(user.email, NOTICE_SUBJECT)).toEqual([]);
    expect((await t.db.select().from(users).where(eq(users.id, user.userId)))[0]?.email).toBe(user.email);

    const to = redirectOf(await t.client().get(link));
    expect(to.pathname + to.search).toBe("/app/perfil?email=alterado");
    expect((await t.db.select().from(users).where(eq(users.id, user.userId)))[0]?.email).toBe(newEmail);
    expect((await t.signIn(user.email, user.password)).status).toBe(401);
    expect((await t.signIn(newEmail, user.password)).status).toBe(200);

    const notice = await onlyMail(user.email, NOTICE_SUBJECT);
    expect(notice.text).toBe(
      `O e-mail da sua conta na Próxima Missão foi alterado para ${newEmail}.\n\nSe não foi você, responda a este e-mail ou escreva para privacidade@proximamissao.com.br.`,
    );
    expect(notice.html).toContain(">E-mail alterado</h1>");
    expect(notice.html).toContain(`<p>O e-mail da sua conta na Próxima Missão foi alterado para ${newEmail}.</p>`);
    expect(linksIn(notice.text)).toEqual([]);
  });
});

/** A date as the renewal e-mail writes it; `at` is midday in São Paulo, so its UTC day is the day. */
const brDate = (at: Date) =>
  `${String(at.getUTCDate()).padStart(2, "0")}/${String(at.getUTCMonth() + 1).padStart(2, "0")}/${at.getUTCFullYear()}`;

/** Two days from now at 15:00 UTC (12:00 in São Paulo), inside the notice window. */
function renewalInTwoDays(): Date {
  const at = new Date(Date.now() + 2 * DAY);
  at.setUTCHours(15, 0, 0, 0);
  return at;
}

describe("renewal notice", () => {
  it("tells a company the date and amount, net of its credit, and links to its plans page", async () => {
    const empresa = await t.createUser({ role: "empresa", plan: "plus", fullName: HTML_NAME });
    const checkout = await read(empresa.client.api.billing.checkout.$post({ json: { plan: "plus" } }));
    expect(checkout.status).toBe(201);
    expect((await empresa.client.post(`${new URL(checkout.body.url).pathname}/pay`)).status).toBe(303);
    const company = await companyOf(t, empresa.userId);
    const end = renewalInTwoDays();
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: end })
      .where(eq(subscriptions.companyId, company?.id ?? ""));
    await t.db
      .update(companies)
      .set({ creditCents: 500 })
      .where(eq(companies.id, company?.id ?? ""));

    await sendRenewalNotices({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });
    const date = brDate(end);
    const mail = await onlyMail(empresa.email, `Sua assinatura Plus será renovada em ${date}`);
    const link = `${BASE_URL}/empresa/planos`;
    expect(mail.text).toBe(
      [
        `Olá, ${HTML_NAME}!`,
        "",
        `Em ${date} sua assinatura do plano Plus será renovada automaticamente.`,
        "Valor da próxima cobrança: R$\u00a024,90 (já descontado o seu crédito de R$\u00a05,00).",
        "",
        "Para mudar de plano ou cancelar antes dessa data:",
        link,
      ].join("\n"),
    );
    expect(mail.html).toContain(`Olá, ${HTML_NAME_ESCAPED}!`);
    expect(mail.html).not.toContain("<b>Ana</b>");
    expect(mail.html).toContain(
      `<p>Em <strong>${date}</strong> sua assinatura do plano <strong>Plus</strong> será renovada automaticamente.</p>`,
    );
    expect(mail.html).toContain(
      "<p>Se quiser mudar de plano ou cancelar, faça isso antes dessa data. O cancelamento mantém o acesso até o fim do período pago.</p>",
    );
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain(">Gerenciar Plano</a>");
    expect(await openPage(link)).toEqual({ status: 200, page: "spa" });
  });

  it("links a militar's PREMIUM renewal to the payments page", async () => {
    const user = await t.createUser({ role: "militar", fullName: "Paulo Reis" });
    const checkout = await read(user.client.api.military.billing.checkout.$post());
    expect(checkout.status).toBe(201);
    expect((await user.client.post(`/api/payments/sandbox/${checkout.body.sessionId}/pay`)).status).toBe(303);
    const end = renewalInTwoDays();
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: end })
      .where(and(eq(subscriptions.userId, user.userId), isNull(subscriptions.companyId)));

    await sendRenewalNotices({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });
    const date = brDate(end);
    const mail = await onlyMail(user.email, `Sua assinatura PREMIUM será renovada em ${date}`);
    const link = `${BASE_URL}/app/pagamentos`;
    expect(mail.text).toBe(
      [
        "Olá, Paulo Reis!",
        "",
        `Em ${date} sua assinatura do plano PREMIUM será renovada automaticamente.`,
        "Valor da próxima cobrança: R$\u00a09,90.",
        "",
        "Para mudar de plano ou cancelar antes dessa data:",
        link,
      ].join("\n"),
    );
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(await openPage(link)).toEqual({ status: 200, page: "spa" });
  });
});

describe("application status change", () => {
  let militar: TestUser;
  let applicationId: string;
  let company: TestUser;

  beforeAll(async () => {
    const paid = await paidCompany(t, { plan: "pro", name: "Forte & <Cia>" });
    company = paid.user;
    const job = await newJob(t, paid.company.id, { title: "Técnico <Frota>", description: "Frota leve e pesada." });
    militar = await completedMilitar(t, { fullName: HTML_NAME, profile: { emailNotifications: true } });
    const applied = await read(
      militar.client.api.military.jobs[":id"].apply.$post({ param: { id: job.id }, query: {} }),
    );
    expect(applied.status).toBe(201);
    applicationId = applied.body.id;
  });

  it("tells the militar the new status in words and links to the job board", async () => {
    const changed = await company.client.patch(`/api/company/applications/${applicationId}`, { status: "aprovado" });
    expect(changed.status).toBe(200);
    await sendNotificationEmails({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });

    const mail = await onlyMail(militar.email, "Sua candidatura para Técnico <Frota> foi atualizada");
    const link = `${BASE_URL}/app/vagas`;
    expect(mail.text).toBe(
      [
        `Olá, ${HTML_NAME}!`,
        "",
        "Sua candidatura para Técnico <Frota> na Forte & <Cia> foi aprovada.",
        "",
        "Acompanhe suas candidaturas no painel de vagas:",
        link,
        "",
        "Para deixar de receber estes e-mails, desative as notificações por e-mail em Configurações.",
      ].join("\n"),
    );
    expect(mail.html).toContain(`Olá, ${HTML_NAME_ESCAPED}!`);
    expect(mail.html).toContain(
      "<p>Sua candidatura para Técnico &lt;Frota&gt; na Forte &amp; &lt;Cia&gt; foi aprovada.</p><p>Acompanhe suas candidaturas no painel de vagas.</p>",
    );
    expect(mail.html).not.toContain("<Frota>");
    expect(mail.html).not.toContain("<b>Ana</b>");
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain(">Ver minhas vagas</a>");

    // The page the link opens lists the application with its new status.
    expect(await openPage(link)).toEqual({ status: 200, page: "spa" });
    const board = await militar.client.get("/api/military/applications");
    expect(board.status).toBe(200);
    expect(JSON.stringify(board.body)).toContain('"status":"aprovado"');
  });
});

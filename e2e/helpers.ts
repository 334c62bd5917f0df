import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { parse } from "yaml";

let counter = 0;
/** An e-mail no other test uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@exemplo.com.br`;
}

/**
 * Opens the development outbox and follows the confirmation link sent to `email`. Account
 * e-mails are sent by a worker just after the answer, so the outbox is reloaded until it is there.
 */
export async function confirmThroughOutbox(page: Page, email: string) {
  const link = page
    .locator(`article[data-to="${email.toLowerCase()}"]`)
    .getByRole("link", { name: "Confirmar e-mail" })
    .first();
  await expect(async () => {
    await page.goto("/dev/emails");
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await link.click();
}

/**
 * sonner pauses its toasts' timers while the document is hidden. Holding them keeps a toast from
 * starting its fade-out while axe reads the page (it would be measured half transparent);
 * releasing them lets the toasts leave as they would have.
 */
async function holdToasts(page: Page, hold: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hold);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast caught mid fade-in has half its final contrast; let finite animations end first
  // (spinners and skeletons loop forever and are left running). sonner starts a toast's fade-in
  // a frame after mounting it, and a second toast restacks the first, so wait until every toast
  // is mounted and repeat until no finite animation is left.
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-mounted="false"]'));
  await holdToasts(page, true);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 5; round++) {
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)) && a.playState === "running");
      if (running.length === 0) return;
      // Bounded: an animation whose page stops painting for a moment must not hold the test.
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  await holdToasts(page, false);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * Nothing on the page is wider than the screen. Polled: after a viewport change, charts and
 * other ResizeObserver-driven layouts shrink a frame or more later, and the user sees the settled page.
 */
export async function expectFitsScreen(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** Demo accounts created by `npm run seed` (see apps/api/scripts/seed.ts). */
export const DEMO = {
  password: "demo1234",
  militar: { email: "joao.silva@exemplo.com.br", name: "João Silva" },
  empresa: { email: "rh@logisticaforte.com.br", name: "Carla Mendes", company: "Logística Forte", plan: "Pro" },
};

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** The password of the accounts the journeys sign up. */
export const PASSWORD = "segredo123";

/** Signs a militar up and confirms the e-mail; the page ends on onboarding. */
export async function signUpMilitar(
  page: Page,
  fullName: string,
  emailPrefix = "militar",
  options: { plan?: "premium" } = {},
) {
  await page.goto(`/auth?type=militar&tab=signup${options.plan ? `&plan=${options.plan}` : ""}`);
  return signUpHere(page, fullName, emailPrefix);
}

/**
 * Fills the open sign-up form as a militar, sends it and confirms the e-mail from the outbox; the
 * page ends on onboarding. Returns the address.
 */
export async function signUpHere(page: Page, fullName: string, emailPrefix = "militar") {
  const email = uniqueEmail(emailPrefix);
  await page.getByLabel("Nome completo").fill(fullName);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar senha").fill(PASSWORD);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  return email;
}

/** Goes through onboarding's four steps with a city and a força, the rest left as they are. */
export async function completeOnboarding(page: Page, city = "Santa Maria", branch = "Aeronáutica") {
  await page.getByLabel("Cidade").fill(city);
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByLabel("Força").selectOption({ label: branch });
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Concluir" }).click();
}

/** Signs up, confirms and completes onboarding; the page ends on the dashboard. */
export async function onboardedMilitar(
  page: Page,
  fullName: string,
  emailPrefix = "militar",
  options: { plan?: "premium" } = {},
) {
  const email = await signUpMilitar(page, fullName, emailPrefix, options);
  await completeOnboarding(page);
  await expect(page).toHaveURL(/\/app$/);
  return email;
}

/** The bell's accessible name with unread notifications, which agrees in number. */
export const unreadBell = (n: number) => (n === 1 ? "1 notificação não lida" : `${n} notificações não lidas`);
export const UNREAD_BELL = /^(1 notificação não lida|\d+ notificações não lidas)$/;

/**
 * Signs a company up for `plan`, confirms its e-mail and pays in the sandbox, in `page`; returns
 * its e-mail. A company of its own: no other journey reads its jobs or candidates.
 */
export async function paidCompany(
  page: Page,
  companyName: string,
  options: { plan?: "parceiro" | "plus" | "pro"; emailPrefix?: string; fullName?: string } = {},
): Promise<string> {
  const { plan = "plus", emailPrefix = "empresa", fullName = "Renata Lima" } = options;
  const email = uniqueEmail(emailPrefix);
  await page.goto(`/auth?type=empresa&tab=signup&plan=${plan}`);
  await page.getByLabel("Nome completo").fill(fullName);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Nome da empresa").fill(companyName);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar senha").fill(PASSWORD);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await confirmThroughOutbox(page, email);
  await expect(page).toHaveURL(new RegExp(`/empresa/checkout\\?plan=${plan}$`));
  await page.getByRole("button", { name: "Ir para o pagamento" }).click();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible();
  return email;
}

/** Publishes a job from the signed-in company's 'Nova vaga' form, in `page`. */
export async function publishJob(
  page: Page,
  job: { title: string; city: string; area: string; description: string; regime?: string },
) {
  await page.goto("/empresa/vagas/nova");
  await page.getByLabel("Título da Vaga").fill(job.title);
  await page.getByLabel("Localização").fill(job.city);
  await page.getByLabel("Regime").selectOption(job.regime ?? "CLT");
  await page.getByLabel("Área", { exact: true }).selectOption(job.area);
  await page.getByLabel("Descrição da Vaga").fill(job.description);
  await page.getByRole("button", { name: "Publicar Vaga" }).click();
  await expect(page.getByText("Vaga criada com sucesso!").first()).toBeVisible();
}

const CONTENT = path.join(import.meta.dirname, "../apps/api/src/features/learning/content");

/** A module's questions with the text of a right and a wrong option (the test reads the content; the browser never gets it). */
export function answersOf(pathSlug: string) {
  const dir = path.join(CONTENT, pathSlug);
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{2}-.*\.md$/.test(f))
    .sort()
    .map((f) => {
      const front = parse(fs.readFileSync(path.join(dir, f), "utf8").split(/^---$/m)[1] ?? "") as {
        slug: string;
        title: string;
        quiz: { options: { text: string; correct?: boolean }[] }[];
      };
      return {
        slug: front.slug,
        title: front.title,
        right: front.quiz.map((q) => q.options.find((o) => o.correct)?.text ?? ""),
        wrong: front.quiz.map((q) => q.options.find((o) => !o.correct)?.text ?? ""),
      };
    });
}

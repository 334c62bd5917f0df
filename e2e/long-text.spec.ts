import { expect, type Locator, type Page, test } from "./fixtures";
import { confirmThroughOutbox, DEMO, PASSWORD, uniqueEmail } from "./helpers";

// A company and a militar fill every free-text field with what breaks layouts: a 300-character
// web address and a 120-character word. On a 360 px phone, every page that shows them must wrap
// them (no sideways scrolling, nothing cut off) and turn the addresses into safe links.

test.use({ viewport: { width: 360, height: 780 } });

const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
/** An unbroken word as long as a job title may be; it starts with the stamp, so a search finds it. */
const WORD = `${stamp}${"Anticonstitucionalissimamente".repeat(6)}`.slice(0, 120);

/** A web address of `length` characters, told apart by `tag`. */
function longUrl(tag: string, length = 300): string {
  const head = `https://exemplo.com.br/${tag}/${stamp}?ref=`;
  return head + "oportunidadeparamilitares".repeat(20).slice(0, length - head.length);
}

const URLS = {
  description: longUrl("descricao"),
  requirement: longUrl("requisito"),
  benefit: longUrl("beneficio"),
  company: longUrl("empresa"),
  // The website field holds at most 200 characters.
  website: longUrl("site", 200),
  biography: longUrl("biografia"),
  goals: longUrl("objetivos"),
};

const COMPANY = `Transportes Horizonte ${stamp}`;
const MILITAR = `Joaquim ${"Wolfeschlegelsteinhausenbergerdorff".repeat(2)}`;

/** Fills and sends the sign-up form of `/auth?type=…&tab=signup`; returns the e-mail. */
async function signUp(page: Page, fullName: string, emailPrefix: string, companyName?: string): Promise<string> {
  const email = uniqueEmail(emailPrefix);
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Nome completo").fill(fullName);
  await field("E-mail").fill(email);
  if (companyName) await field("Nome da empresa").fill(companyName);
  await field("Senha").fill(PASSWORD);
  await field("Confirmar senha").fill(PASSWORD);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Conta criada com sucesso! Verifique seu email para confirmar.")).toBeVisible();
  await confirmThroughOutbox(page, email);
  return email;
}

/** Signs a company up for Parceiro, confirms its e-mail and pays in the sandbox; returns its e-mail. */
async function paidCompany(page: Page): Promise<string> {
  await page.goto("/auth?type=empresa&tab=signup&plan=parceiro");
  const email = await signUp(page, "Helena Prado", "textos", COMPANY);
  await expect(page).toHaveURL(/\/empresa\/checkout\?plan=parceiro$/);
  await page.getByRole("button", { name: "Ir para o pagamento" }).click();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible();
  return email;
}

/**
 * Nothing leaves the screen sideways: the page does not scroll horizontally, and no text (in a
 * sheet, a card or a clipped box) reaches past the screen's edges. Text cut with an ellipsis on
 * purpose, screen-reader-only text and the toasts are left out. Checked again for a moment, so a
 * sheet still sliding in is measured where it comes to rest.
 */
async function expectFitsScreen(page: Page, where: string) {
  await expect(async () => expect(await overflowingText(page), `${where} at 360 px`).toEqual([])).toPass({
    timeout: 5_000,
  });
}

function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`the page is ${scrollWidth}px wide`);
    const width = window.innerWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest(".sr-only, [data-sonner-toaster]") || !parent.checkVisibility()) continue;
      let ellipsis = false;
      for (let el: Element | null = parent; el && !ellipsis; el = el.parentElement) {
        ellipsis = getComputedStyle(el).textOverflow === "ellipsis";
      }
      if (ellipsis) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const outside = [...range.getClientRects()].find((r) => r.width > 0 && (r.right > width + 1 || r.left < -1));
      if (outside) problems.push(`“${node.textContent.trim().slice(0, 40)}” reaches ${Math.round(outside.right)}px`);
    }
    return problems;
  });
}

/** The address is a link that opens a new tab, leaks nothing to the site and passes it no ranking. */
async function expectSafeLink(scope: Locator, url: string) {
  const link = scope.getByRole("link", { name: url });
  await expect(link).toHaveAttribute("href", url);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
}

/** The characters that begin each line after the first, as the text is laid out. */
function lineStarts(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const starts: string[] = [];
    let lineBottom: number | null = null;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (lineBottom !== null && rect.top >= lineBottom - 1) starts.push(node.data[i] ?? "");
        lineBottom = rect.bottom;
      }
    }
    return starts;
  });
}

test("long words and addresses wrap on every page at 360 px, and addresses become safe links", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // --- The company: its profile and a job with long text in every field. ----------------------
  const companyEmail = await paidCompany(page);
  const origin = new URL(page.url()).origin;
  const profile = await page.request.put("/api/company", {
    headers: { origin },
    data: {
      name: COMPANY,
      cnpj: "11222333000181",
      email: companyEmail,
      website: URLS.website,
      city: "Campinas",
      state: "SP",
      sector: "Logística e transporte",
      employeesCount: "51-200",
      description: `Conheça a empresa em ${URLS.company}\n\n${WORD} desde 1998.`,
    },
  });
  expect(profile.status()).toBe(200);
  const created = await page.request.post("/api/company/jobs", {
    headers: { origin },
    data: {
      title: WORD,
      city: WORD,
      regime: "CLT",
      salary: WORD,
      description: `Saiba mais em ${URLS.description} antes de se candidatar.\n\n${WORD} é o que fazemos.\n\nNão é link: javascript:alert(1), nem é HTML: <b>negrito</b>.`,
      requirements: `${URLS.requirement}\n${WORD}\nExperiência com logística`,
      benefits: `${URLS.benefit}\n${WORD}`,
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { id: string }).id;

  // --- The militar: a profile with long text, then the board, the job and an application. -----
  const militarContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const militar = await militarContext.newPage();
  await militar.goto("/auth?type=militar&tab=signup");
  const militarEmail = await signUp(militar, MILITAR, "militar.com.endereco.bem.comprido");
  await expect(militar).toHaveURL(/\/app\/onboarding$/);
  const onboarded = await militar.request.put("/api/military/onboarding", {
    headers: { origin },
    data: { city: "Santa Maria", militaryBranch: "aeronautica" },
  });
  expect(onboarded.status()).toBe(200);
  const saved = await militar.request.put("/api/military/profile", {
    headers: { origin },
    data: {
      fullName: MILITAR,
      city: WORD,
      state: "RS",
      militaryBranch: "aeronautica",
      om: WORD,
      specialties: [WORD.slice(0, 80), "Logística"],
      goals: `${URLS.goals} ${WORD}`,
      biography: `Leia minha trajetória em ${URLS.biography}\n\n${WORD}`,
    },
  });
  expect(saved.status()).toBe(200);

  await militar.goto(`/app/vagas?q=${stamp}`);
  const card = militar.getByRole("article", { name: WORD });
  await expect(card).toBeVisible();
  await expectFitsScreen(militar, "/app/vagas");

  await card.getByRole("button", { name: /Ver detalhes/ }).click();
  const sheet = militar.getByRole("dialog");
  await expect(sheet.getByRole("heading", { name: WORD })).toBeVisible();
  await expectSafeLink(sheet, URLS.description);
  await expectSafeLink(sheet, URLS.requirement);
  await expectSafeLink(sheet, URLS.benefit);
  // Only http(s) addresses become links, and markup shows as typed.
  await expect(sheet.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(sheet.getByText("nem é HTML: <b>negrito</b>.")).toBeVisible();

  // The company shows itself: its profile's data, as it saved it.
  const about = sheet.locator("section").filter({ has: militar.getByRole("heading", { name: "Sobre a empresa" }) });
  await expect(about).toContainText(COMPANY);
  await expect(about).toContainText("Logística e transporte · 51 a 200 funcionários · Campinas/SP");
  await expect(about.getByRole("link", { name: URLS.website.replace("https://", "") })).toHaveAttribute(
    "href",
    URLS.website,
  );
  await expect(about.getByRole("link", { name: URLS.website.replace("https://", "") })).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow",
  );
  await expectSafeLink(about, URLS.company);
  await expect(about).toContainText(`${WORD} desde 1998.`);
  await expectFitsScreen(militar, "the job's details");
  await militar.screenshot({ path: test.info().outputPath("vaga-detalhe-360.png"), fullPage: true });

  await sheet.getByRole("button", { name: "Candidatar-se" }).click();
  await expect(sheet.getByTestId("application-status")).toHaveText("Candidatura enviada");
  await militar.keyboard.press("Escape");

  await militar.goto("/app/perfil");
  await expect(militar.getByRole("heading", { level: 1, name: MILITAR })).toBeVisible();
  await expectSafeLink(militar.getByRole("main"), URLS.biography);
  await expectSafeLink(militar.getByRole("main"), URLS.goals);
  await expectFitsScreen(militar, "/app/perfil");

  await militar.goto("/app");
  await expect(militar.getByRole("region", { name: "Atividades recentes" })).toContainText(WORD);
  await expectFitsScreen(militar, "/app");

  // The plan's usage reads on one line: '1 de 2 candidaturas' never breaks in two.
  await militar.goto("/app/pagamentos");
  const usage = militar.getByText("1 de 2 candidaturas", { exact: true });
  await expect(usage).toBeVisible();
  expect(await lineStarts(usage)).toEqual([]);
  await expectFitsScreen(militar, "/app/pagamentos");
  await militarContext.close();

  // --- The company's pages. --------------------------------------------------------------------
  await page.goto("/empresa/vagas");
  const jobCard = page.getByTestId("job-card").filter({ has: page.getByRole("heading", { name: WORD }) });
  await expect(jobCard).toBeVisible();
  await expectFitsScreen(page, "/empresa/vagas");

  await page.goto(`/empresa/vagas/${jobId}`);
  await expect(page.getByRole("heading", { level: 1, name: WORD })).toBeVisible();
  await expectSafeLink(page.getByRole("main"), URLS.description);
  await expectSafeLink(page.getByRole("main"), URLS.requirement);
  await expectSafeLink(page.getByRole("main"), URLS.benefit);
  await expectFitsScreen(page, "/empresa/vagas/{id}");

  await page.goto("/empresa/candidatos");
  const application = page.getByTestId("application-card").filter({ hasText: MILITAR });
  await expect(application).toBeVisible();
  // A long e-mail breaks only where a reader expects it: before a dot or the @.
  const email = application.getByText(militarEmail, { exact: true });
  await expect(email).toBeVisible();
  const breaks = await lineStarts(email);
  expect(breaks.length).toBeGreaterThan(0);
  for (const start of breaks) expect([".", "@"]).toContain(start);
  await expectFitsScreen(page, "/empresa/candidatos");

  await application.getByRole("button", { name: `Ver perfil de ${MILITAR}` }).click();
  const candidate = page.getByRole("dialog");
  await expect(candidate.getByRole("heading", { name: MILITAR })).toBeVisible();
  await expectSafeLink(candidate, URLS.biography);
  await expectSafeLink(candidate, URLS.goals);
  await expect(candidate).toContainText(WORD.slice(0, 80));
  await expectFitsScreen(page, "the candidate's profile");
  await page.keyboard.press("Escape");

  await page.goto("/empresa/perfil");
  await expect(page.getByLabel("Descrição")).toHaveValue(`Conheça a empresa em ${URLS.company}\n\n${WORD} desde 1998.`);
  await expectFitsScreen(page, "/empresa/perfil");

  await page.goto("/empresa");
  await expect(page.getByRole("region", { name: "Vagas recentes" })).toContainText(WORD);
  await expectFitsScreen(page, "/empresa");

  // A toast covers nothing the user needs: it stays clear of the header (menu, plan, account).
  await page.goto("/empresa/vagas");
  await jobCard.getByRole("button", { name: `Pausar vaga ${WORD}` }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Vaga pausada" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button", { name: "Fechar notificação" })).toBeVisible();
  const header = await page.getByRole("banner").boundingBox();
  const toastBox = await toast.boundingBox();
  expect(header && toastBox && toastBox.y >= header.y + header.height).toBe(true);
});

/** Signs a demo account in through the API: the page's browser gets the session cookie. */
async function signInDemo(page: Page, baseURL: string | undefined, email: string) {
  const res = await page.request.post("/api/auth/sign-in", {
    headers: { origin: baseURL ?? "" },
    data: { email, password: DEMO.password },
  });
  expect(res.status()).toBe(200);
}

test("candidates' e-mails on a phone break only before a dot or the @", async ({ page, baseURL }) => {
  await signInDemo(page, baseURL, DEMO.empresa.email);
  await page.goto("/empresa/candidatos");
  const emails = page.getByTestId("application-card").getByText(/^[^\s@]+@[^\s@]+$/);
  await expect(emails.first()).toBeVisible();
  const starts = (await Promise.all((await emails.all()).map(lineStarts))).flat();
  // The demo data holds an address too long for one line: it has to break somewhere.
  expect(starts.length).toBeGreaterThan(0);
  for (const start of starts) expect([".", "@"]).toContain(start);
  await expectFitsScreen(page, "/empresa/candidatos");
});

test("side by side, the militar's summary cards keep their figures on one line", async ({ page, baseURL }) => {
  await signInDemo(page, baseURL, DEMO.militar.email);
  const figureTops = async () => {
    const figures = page.getByRole("list", { name: "Resumo" }).getByRole("listitem").getByText(/^\d+$/);
    await expect(figures).toHaveCount(4);
    return figures.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  };
  // Four in a row, where 'Benefícios disponíveis' wraps and the other labels do not.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/app");
  const row = await figureTops();
  expect(new Set(row).size, `figures at ${row.join(", ")}`).toBe(1);
  // Two by two.
  await page.setViewportSize({ width: 768, height: 900 });
  const [a, b, c, d] = await figureTops();
  expect([a, c], "first row, then second row").toEqual([b, d]);
});

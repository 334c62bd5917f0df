import { expect, test } from "./fixtures";

const PUBLIC_PATHS = [
  "/",
  "/precos/militar",
  "/precos/empresa",
  "/parceiros",
  "/parceiros/diretorio",
  "/vagas",
  "/termos",
  "/privacidade",
  "/ajuda",
];
const AUTH_VARIANTS = [
  "/auth",
  "/auth?type=empresa",
  "/auth?tab=signup&plan=premium",
  "/auth?type=empresa&tab=signup&plan=pro",
];

test("the landing's HTML, before any script runs, already holds the hero headline", async ({ request, baseURL }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/html");
  const html = await res.text();
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
  const headline = h1
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  expect(headline).toBe("Sua experiência militar tem lugar no mercado civil");
  expect(html).toContain('<html lang="pt-BR">');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/" />`);
  expect(html).not.toContain("%%PM:");
});

test("every public page is prerendered with its own title, description, Open Graph tags and canonical URL", async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const path of PUBLIC_PATHS) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title as string);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
    expect(html, path).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
    expect(html, path).toContain('<main id="conteudo"');
    expect(html, path).not.toContain("%%PM:");
  }
  expect(titles.size).toBe(PUBLIC_PATHS.length);
});

test("sitemap.xml indexes the public pages' sitemap and the jobs'; robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("xml");
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(files).toEqual(expect.arrayContaining([`${baseURL}/sitemap-paginas.xml`, `${baseURL}/sitemap-vagas-1.xml`]));
  const sitemap = await request.get("/sitemap-paginas.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  for (const path of PUBLIC_PATHS) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml).not.toContain("/auth");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /app");
});

test("public pages and /auth variants hydrate without warnings or errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`${page.url()}: ${err.message}`));
  // A company's page and the job list carry relative times, which must not break hydration.
  for (const path of [...PUBLIC_PATHS, ...AUTH_VARIANTS, "/empresas/logistica-forte", "/vagas?q=coordenador"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Hydrated: a client-side control responds.
    await expect(page.locator("#root")).not.toBeEmpty();
  }
  expect(problems).toEqual([]);
});

test("/auth arrives prerendered for the variant its query asks for", async ({ request }) => {
  const html = await (await request.get("/auth?type=empresa&tab=signup&plan=pro")).text();
  expect(html).toContain("Acesso Empresa");
  expect(html).toMatch(/<option value="pro" selected="">/);
  const login = await (await request.get("/auth")).text();
  expect(login).toContain("Acesso Militar");
  expect(login).toContain("Esqueci minha senha");
  // Until React owns the page, 'Entrar' cannot submit the form natively (which would put the
  // password in the address bar), and a form that somehow did would post it.
  expect(login).toMatch(/<form[^>]*method="post"/);
  expect(login).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*disabled="")[^>]*>Entrar<\/button>/);
});

test("once /auth has hydrated, 'Entrar' signs in and no field reaches the address bar", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
  await page.getByLabel("E-mail").fill("ninguem@example.com");
  await page.getByLabel("Senha", { exact: true }).fill("senha-errada-123");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("E-mail ou senha incorretos")).toBeVisible();
  expect(page.url()).not.toContain("senha-errada");
});

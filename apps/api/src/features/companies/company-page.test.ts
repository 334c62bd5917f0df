// A company's public page (/empresas/{slug}) is rendered by the server for each request, like the
// public job pages: the built template gets the web renderer's HTML for the company the server's
// data source reads, with that render's status (200, or 404 for an address that names no visible
// company) and its head (title, canonical, Organization structured data; noindex on a 404), and is
// kept until a job, a company or an offer changes. The page's own words and its head's contents are
// the web's (company-page.test.tsx there); here a stand-in renderer with the same contract prints
// what the data source answered.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, job, offer, paidCompany } from "../../../test/factories";
import { BASE_URL, type TestApp } from "../../../test/harness";
import { createRealtimeTestApp } from "../../../test/realtime-helpers";
import { benefitOffers } from "../../db/schema/benefits";
import { companies } from "../../db/schema/companies";

/** The company page's template, as the prerenderer writes it. */
const TEMPLATE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="UTF-8" /><title>Empresa | Próxima Missão</title>
<meta name="description" content="Empresa que contrata militares." />
<link rel="canonical" href="%%PM:baseUrl%%/empresas" />
<meta property="og:title" content="Empresa | Próxima Missão" />
<meta property="og:description" content="Empresa que contrata militares." />
<meta property="og:url" content="%%PM:baseUrl%%/empresas" />
</head><body><div id="root"><!--app--></div></body></html>`;

/**
 * Stands in for apps/web's entry-server.js on this page: asks the data source for the address's
 * company and prints its answer, with the status and the kind of head the real page's loader gives,
 * and how many renders this process made, to tell a kept page.
 */
const RENDERER = `
export async function render(url, data) {
  const slug = decodeURIComponent(new URL(url, "http://x").pathname.split("/").filter(Boolean).pop());
  const lookup = await data.company(slug);
  globalThis.__companyRenders = (globalThis.__companyRenders ?? 0) + 1;
  const escape = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;");
  if (lookup.status !== "active") {
    return {
      html: "<main>Empresa não encontrada</main>",
      status: 404,
      head: { title: "Empresa não encontrada | Próxima Missão", description: "O endereço pode estar incompleto.", noindex: true },
    };
  }
  const c = lookup.company;
  const jsonLd = JSON.stringify({ "@type": "Organization", name: c.name, url: "%%PM:baseUrl%%" + c.path })
    .replace(/</g, "\\\\u003c");
  return {
    html: "<main><h1>" + escape(c.name) + "</h1><ul>" + c.jobs.map((j) => "<li>" + escape(j.title) + "</li>").join("") +
      "</ul><ol>" + c.offers.map((o) => "<li>" + escape(o.title) + "</li>").join("") + "</ol><p>#" + globalThis.__companyRenders + "</p></main>",
    status: 200,
    head: { title: c.name + " | Próxima Missão", description: c.description ?? c.name, path: c.path, jsonLd },
  };
}
`;

let base: string;
let t: TestApp;

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "pm-company-page-"));
  fs.mkdirSync(path.join(base, "dist", "empresas"), { recursive: true });
  fs.writeFileSync(path.join(base, "dist", "spa.html"), "<!doctype html><div id=root></div>");
  fs.writeFileSync(path.join(base, "dist", "empresas", "_empresa.html"), TEMPLATE);
  fs.mkdirSync(path.join(base, "dist-server"));
  fs.writeFileSync(path.join(base, "dist-server", "entry-server.js"), RENDERER);
  fs.writeFileSync(path.join(base, "package.json"), '{ "type": "module" }');
  t = await createRealtimeTestApp({}, { env: { WEB_DIST: path.join(base, "dist") } });
});
afterAll(async () => {
  await t?.deps.realtime.stop();
  await t?.close();
  fs.rmSync(base, { recursive: true, force: true });
});

const html = async (url: string) => {
  const res = await t.client().get(url);
  return { status: res.status, html: String(res.body), headers: res.headers };
};

describe("/empresas/{slug}", () => {
  it("carries the company, its open jobs and live offers, with its own title, canonical and structured data", async () => {
    const stamp = Date.now().toString(36);
    const { company } = await paidCompany(t, { name: `Vigilância & Cia <${stamp}>`, city: "Resende", state: "RJ" });
    await job(t, company.id, { title: "Vigilante noturno" });
    await job(t, company.id, { title: "Vaga pausada", active: false });
    await offer(t, company.id, { title: "10% em cursos" });
    await offer(t, company.id, { title: "Oferta pausada", paused: true });

    const res = await html(`/empresas/${company.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.html).toContain(`<title>Vigilância &amp; Cia &lt;${stamp}&gt; | Próxima Missão</title>`);
    expect(res.html).toContain(`<link rel="canonical" href="${BASE_URL}/empresas/${company.slug}" />`);
    expect(res.html).toContain(`<meta property="og:url" content="${BASE_URL}/empresas/${company.slug}" />`);
    expect(res.html).toContain(
      `<script type="application/ld+json">{"@type":"Organization","name":"Vigilância & Cia \\u003c${stamp}>","url":"${BASE_URL}/empresas/${company.slug}"}</script></head>`,
    );
    expect(res.html).not.toContain("noindex");
    expect(res.html).toContain(`<h1>Vigilância &amp; Cia &lt;${stamp}></h1><ul><li>Vigilante noturno</li></ul>`);
    expect(res.html).toContain("<ol><li>10% em cursos</li></ol>");
    // A trailing slash is the same page.
    expect((await html(`/empresas/${company.slug}/`)).status).toBe(200);
  });

  it("answers 404 with noindex for an unknown address, an unpaid, a lapsed and a suspended company", async () => {
    const unpaid = await t.createUser({ role: "empresa", companyName: `Sem Pagamento ${Date.now().toString(36)}` });
    const unpaidSlug = (await companyOf(t, unpaid.userId)).slug;
    const lapsed = (await paidCompany(t, { name: `Vencida ${Date.now().toString(36)}` })).company;
    await t.db.update(companies).set({ paymentStatus: "past_due" }).where(eq(companies.id, lapsed.id));
    const suspended = (await paidCompany(t, { name: `Suspensa ${Date.now().toString(36)}` })).company;
    await t.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, suspended.id));

    for (const slug of ["nao-existe", unpaidSlug, lapsed.slug, suspended.slug, "Nome_Invalido"]) {
      const res = await html(`/empresas/${slug}`);
      expect({ slug, status: res.status }).toEqual({ slug, status: 404 });
      expect(res.html).toContain('<meta name="robots" content="noindex" />');
      expect(res.html).toContain("<title>Empresa não encontrada | Próxima Missão</title>");
      expect(res.html).toContain("<main>Empresa não encontrada</main>");
    }
  });

  it("is kept as sent until an offer of the company changes", async () => {
    const { company } = await paidCompany(t, { name: `Mantida ${Date.now().toString(36)}` });
    const live = await offer(t, company.id, { title: "Oferta que sai" });
    const first = (await html(`/empresas/${company.slug}`)).html;
    expect((await html(`/empresas/${company.slug}`)).html).toBe(first);
    expect(first).toContain("<li>Oferta que sai</li>");

    await t.db.update(benefitOffers).set({ paused: true }).where(eq(benefitOffers.id, live.id));
    await expect
      .poll(async () => (await html(`/empresas/${company.slug}`)).html, { timeout: 5000 })
      .not.toContain("Oferta que sai");
  });

  it("lists every visible company's page in the sitemap, and no other", async () => {
    const listed = (await paidCompany(t, { name: `No Mapa ${Date.now().toString(36)}` })).company;
    const hidden = (await paidCompany(t, { name: `Fora do Mapa ${Date.now().toString(36)}` })).company;
    await t.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, hidden.id));

    const index = await html("/sitemap.xml");
    expect(index.html).toContain(`<loc>${BASE_URL}/sitemap-empresas-1.xml</loc>`);
    const sitemap = await html("/sitemap-empresas-1.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.html).toContain(`<loc>${BASE_URL}/empresas/${listed.slug}</loc>`);
    expect(sitemap.html).not.toContain(`/empresas/${hidden.slug}<`);
    expect((await html("/sitemap-empresas-2.xml")).status).toBe(404);
  });
});

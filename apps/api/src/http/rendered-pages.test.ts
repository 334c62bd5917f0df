// Pages the server renders for each request (the partners directory, a public job's page): the built template's slot
// gets the web renderer's HTML for this address, from the database's data, with the deployment's
// values filled and a Content-Security-Policy that allows exactly the inline script it sent.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job, paidCompany } from "../../test/factories";
import { BASE_URL, createTestApp, type TestApp } from "../../test/harness";
import { createRealtimeTestApp } from "../../test/realtime-helpers";

const TEMPLATE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="UTF-8" /><title>Diretório</title>
<link rel="canonical" href="%%PM:baseUrl%%/parceiros/diretorio" />
</head><body><div id="root"><!--app--></div></body></html>`;

/**
 * Stands in for apps/web's entry-server.js: renders the address and the partners its data source
 * returns for the address's ?q, and fails on ?falha, as a renderer with a bug would.
 */
const RENDERER = `
export async function render(url, data) {
  const q = new URL(url, "http://x").searchParams;
  if (q.has("falha")) throw new Error("renderer bug");
  const { partners } = await data.partners({ q: q.get("q") ?? undefined });
  const names = partners.map((p) => "<li>" + p.name + "</li>").join("");
  return { html: "<main><p>" + url + "</p><ul>" + names + "</ul></main><script>window.__data = " + partners.length + ";</script>", status: 200, head: null };
}
`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptSrc = (res: { headers: Headers }) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === "script-src")
    ?.slice(1);

/** A built web app in a temporary folder: dist/ with the template and, if given, the renderer beside it. */
function builtWeb(renderer: string | null) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "pm-rendered-"));
  fs.mkdirSync(path.join(base, "dist", "parceiros", "diretorio"), { recursive: true });
  fs.writeFileSync(path.join(base, "dist", "spa.html"), "<!doctype html><div id=root></div>");
  fs.writeFileSync(path.join(base, "dist", "parceiros", "diretorio", "index.html"), TEMPLATE);
  if (renderer !== null) {
    fs.mkdirSync(path.join(base, "dist-server"));
    fs.writeFileSync(path.join(base, "dist-server", "entry-server.js"), renderer);
    fs.writeFileSync(path.join(base, "package.json"), '{ "type": "module" }');
  }
  return base;
}

describe("a page rendered per request", () => {
  let base: string;
  let t: TestApp;
  beforeAll(async () => {
    base = builtWeb(RENDERER);
    t = await createTestApp({ env: { WEB_DIST: path.join(base, "dist") } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it("carries this moment's partners for its address, the deployment's values and its script's hash", async () => {
    const stamp = Date.now().toString(36);
    // "$&" would repeat the slot if the body were read as a replacement pattern.
    await paidCompany(t, { name: `Clínica $& ${stamp}` });
    const res = await t.client().get(`/parceiros/diretorio?q=${stamp}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = String(res.body);
    expect(html).toContain(`<p>/parceiros/diretorio?q=${stamp}</p><ul><li>Clínica $& ${stamp}</li></ul>`);
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/parceiros/diretorio" />`);
    expect(html).not.toContain("<!--app-->");
    expect(scriptSrc(res)).toEqual(["'self'", sha256("window.__data = 1;")]);

    // A company published a moment later is on the next render.
    await paidCompany(t, { name: `Segunda ${stamp}` });
    const again = await t.client().get(`/parceiros/diretorio?q=${stamp}`);
    expect(again.body).toContain(`<li>Segunda ${stamp}</li>`);
    expect(scriptSrc(again)).toEqual(["'self'", sha256("window.__data = 2;")]);
  });

  it("is compressed when the browser accepts it", async () => {
    const res = await t.client().fetch("/parceiros/diretorio", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(html).toContain("<p>/parceiros/diretorio</p>");
  });

  it("a renderer that fails sends the page unrendered (the browser app renders it) and no inline script", async () => {
    const res = await t.client().get("/parceiros/diretorio?falha=1");
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(scriptSrc(res)).toEqual(["'self'"]);
  });
});

it("without a renderer beside the build, the page goes out unrendered", async () => {
  const base = builtWeb(null);
  const t = await createTestApp({ env: { WEB_DIST: path.join(base, "dist") } });
  try {
    const res = await t.client().get("/parceiros/diretorio");
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  } finally {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  }
});

/** A public job's page template, as the prerenderer writes it. */
const JOB_TEMPLATE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="UTF-8" /><title>Vaga | Próxima Missão</title>
<meta name="description" content="Vaga publicada." />
<link rel="canonical" href="%%PM:baseUrl%%/vagas" />
<meta property="og:title" content="Vaga | Próxima Missão" />
<meta property="og:description" content="Vaga publicada." />
<meta property="og:url" content="%%PM:baseUrl%%/vagas" />
</head><body><div id="root"><!--app--></div></body></html>`;

/**
 * Stands in for the renderer of a job's page: the job (open, 'fechada' → 410, 'falha' → throws)
 * with the head its data names, and how many renders this process made, to tell a kept page.
 */
const JOB_RENDERER = `
export async function render(url) {
  const ref = new URL(url, "http://x").pathname.split("/").pop();
  if (ref === "falha") throw new Error("renderer bug");
  globalThis.__jobRenders = (globalThis.__jobRenders ?? 0) + 1;
  const gone = ref === "fechada";
  return {
    html: "<main>" + ref + " #" + globalThis.__jobRenders + "</main>",
    status: gone ? 410 : 200,
    head: gone
      ? { title: "Esta vaga não está mais disponível | Próxima Missão", description: "Encerrada.", noindex: true }
      : {
          title: "Vigilante & Porteiro <noturno> | Próxima Missão",
          description: 'Turno "12x36" em $& Campinas',
          path: "/vagas/" + ref,
          jsonLd: '{"@type":"JobPosting","title":"Vigilante \\\\u003c/script\\\\u003e"}',
        },
  };
}
`;

describe("a public job's page", () => {
  let base: string;
  let t: TestApp;
  beforeAll(async () => {
    base = builtWeb(JOB_RENDERER);
    fs.mkdirSync(path.join(base, "dist", "vagas"), { recursive: true });
    fs.writeFileSync(path.join(base, "dist", "vagas", "_vaga.html"), JOB_TEMPLATE);
    t = await createRealtimeTestApp({}, { env: { WEB_DIST: path.join(base, "dist") } });
  });
  afterAll(async () => {
    await t.deps.realtime.stop();
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it("carries the job's own title, description, canonical address and structured data in its head", async () => {
    const res = await t.client().get("/vagas/vigilante-abc");
    expect(res.status).toBe(200);
    const html = String(res.body);
    expect(html).toContain("<title>Vigilante &amp; Porteiro &lt;noturno&gt; | Próxima Missão</title>");
    expect(html).toContain('<meta name="description" content="Turno &quot;12x36&quot; em $&amp; Campinas" />');
    expect(html).toContain(
      '<meta property="og:title" content="Vigilante &amp; Porteiro &lt;noturno&gt; | Próxima Missão" />',
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/vagas/vigilante-abc" />`);
    expect(html).toContain(`<meta property="og:url" content="${BASE_URL}/vagas/vigilante-abc" />`);
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"JobPosting","title":"Vigilante \\u003c/script\\u003e"}</script></head>',
    );
    expect(html).not.toContain("noindex");
    expect(html).toMatch(/<main>vigilante-abc #\d+<\/main>/);
  });

  it("answers a closed job with 410 and noindex", async () => {
    const res = await t.client().get("/vagas/fechada");
    expect(res.status).toBe(410);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain("<title>Esta vaga não está mais disponível | Próxima Missão</title>");
  });

  it("is kept as sent until a job changes, and a failed render is never kept", async () => {
    const first = String((await t.client().get("/vagas/mantida")).body);
    const second = String((await t.client().get("/vagas/mantida")).body);
    expect(second).toBe(first);

    const { company } = await paidCompany(t, { name: "Muda Tudo" });
    await job(t, company.id, { title: "Nova vaga" });
    await expect
      .poll(async () => String((await t.client().get("/vagas/mantida")).body), { timeout: 5000 })
      .not.toBe(first);

    for (let i = 0; i < 2; i++) {
      const failed = await t.client().get("/vagas/falha");
      expect(failed.status).toBe(200);
      expect(failed.body).toContain('<div id="root"></div>');
    }
  });
});

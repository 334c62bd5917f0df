// Pages the server renders for each request (the partners directory): the built template's slot
// gets the web renderer's HTML for this address, from the database's data, with the deployment's
// values filled and a Content-Security-Policy that allows exactly the inline script it sent.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidCompany } from "../../test/factories";
import { BASE_URL, createTestApp, type TestApp } from "../../test/harness";

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

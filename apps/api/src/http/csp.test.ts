import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { authPageVariant } from "@pm/shared/account.auth-page";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createTestApp, read, readError, type TestApp } from "../../test/harness";

// Every HTML page the server answers carries the Content-Security-Policy: the built web app's
// pages (each allowing its own inline scripts by hash), the sandbox's checkout page and the
// development outbox.

/** A prerendered page's inline script, with a token the server fills before serving. */
const LANDING_SCRIPT = 'window.__staticRouterHydrationData = JSON.parse("{}"); window.__base = "%%PM:baseUrl%%";';
const AUTH_SCRIPT = 'window.__staticRouterHydrationData = JSON.parse("{\\"auth\\":true}");';

const page = (inlineScript: string | null) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="UTF-8" /><title>Próxima Missão</title>
<script type="application/json" id="pm-config">%%PM:json%%</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
</head><body><div id="root"><main>Conteúdo</main></div>
${inlineScript === null ? "" : `<script>${inlineScript}</script>`}
</body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The policy's directives by name, each with its sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    (header ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** The directives every HTML page has, whatever inline scripts it allows. */
function expectPagePolicy(policy: Map<string, string[]>) {
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("script-src")?.[0]).toBe("'self'");
  expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get("img-src")).toEqual(["'self'", "blob:"]);
  expect(policy.get("font-src")).toEqual(["'self'"]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
}

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "pm-csp-dist-"));
  fs.writeFileSync(path.join(dist, "index.html"), page(LANDING_SCRIPT));
  fs.writeFileSync(path.join(dist, "spa.html"), page(null));
  fs.mkdirSync(path.join(dist, "auth"));
  fs.writeFileSync(path.join(dist, "auth", `${authPageVariant({}).key}.html`), page(AUTH_SCRIPT));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "export {};\n");
  t = await createTestApp({ env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("Content-Security-Policy of the built web app", () => {
  it("a prerendered page allows its inline script, as served (tokens filled), by its hash and nothing else inline", async () => {
    const res = await t.client().get("/", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    const policy = directives(res.headers.get("content-security-policy"));
    expectPagePolicy(policy);
    const served = LANDING_SCRIPT.replace("%%PM:baseUrl%%", BASE_URL);
    // The config is a JSON data block, which browsers do not run: it needs no hash.
    expect(policy.get("script-src")).toEqual(["'self'", sha256(served)]);
  });

  it("each /auth variant allows its own inline script", async () => {
    const res = await t.client().get("/auth");
    expect(res.status).toBe(200);
    const policy = directives(res.headers.get("content-security-policy"));
    expectPagePolicy(policy);
    expect(policy.get("script-src")).toEqual(["'self'", sha256(AUTH_SCRIPT)]);
  });

  it.each([
    ["the app shell of a signed-in area", "/app/perfil", 200],
    ["an unknown path", "/nao-existe/pagina", 404],
  ])("%s gets the shell with the policy and no inline script allowed", async (_, urlPath, status) => {
    const res = await t.client().get(urlPath);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.body).toContain('<div id="root">');
    const policy = directives(res.headers.get("content-security-policy"));
    expectPagePolicy(policy);
    expect(policy.get("script-src")).toEqual(["'self'"]);
  });
});

describe("Content-Security-Policy of the pages the API renders", () => {
  it("the sandbox's checkout page carries it, with its buttons posting to this origin", async () => {
    const buyer = await t.createUser({ role: "militar" });
    const checkout = await read(buyer.client.api.military.billing.checkout.$post());
    expect(checkout.status).toBe(201);
    const res = await buyer.client.get(`/api/payments/sandbox/${checkout.body.sessionId}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<form method="post" action="/api/payments/sandbox/${checkout.body.sessionId}/pay">`);
    const policy = directives(res.headers.get("content-security-policy"));
    expectPagePolicy(policy);
    expect(policy.get("script-src")).toEqual(["'self'"]);
  });

  it("the development outbox carries it", async () => {
    const user = await t.createUser({ role: "empresa" });
    const res = await t.client().get("/dev/emails");
    expect(res.status).toBe(200);
    expect(res.body).toContain(`data-to="${user.email}"`);
    const policy = directives(res.headers.get("content-security-policy"));
    expectPagePolicy(policy);
    expect(policy.get("script-src")).toEqual(["'self'"]);
  });
});

describe("HTTP status of the web app's paths", () => {
  it.each([
    "/app",
    "/app/vagas",
    "/empresa/vagas/5f0c1d2e-0000-4000-8000-000000000000",
    "/empresa/vagas/5f0c1d2e-0000-4000-8000-000000000000/editar",
    "/auth/redefinir-senha",
  ])("a page of the app (%s) is a 200", async (urlPath) => {
    expect((await t.client().get(urlPath)).status).toBe(200);
  });

  it.each(["/rota-que-nao-existe", "/app/nao-existe", "/empresa/vagas/abc/apagar"])(
    "a path with no page (%s) is a 404 with the app shell, which shows the not-found page",
    async (urlPath) => {
      const res = await t.client().get(urlPath);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.body).toContain('<div id="root">');
    },
  );

  it("a missing asset is a plain 404, and an unknown API path the JSON error shape", async () => {
    expect((await t.client().get("/assets/nao-existe-123.js")).status).toBe(404);
    const api = await t.client().get("/api/nao-existe");
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: { code: "NOT_FOUND", message: "Não encontrado." } });
    const post = await readError(t.client().post("/api/nao-existe/nem-isto", {}));
    expect(post.status).toBe(404);
    expect(post.body.error.code).toBe("NOT_FOUND");
  });
});

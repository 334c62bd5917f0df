// A certificate's verification page (/certificados/{code}) is rendered by the server for each
// request, like the public job pages: the built template gets the web renderer's HTML for the
// certificate the server's data source reads, with that render's status (200, or 404 for a code
// that names no certificate, which is also what remains of one whose holder deleted the account)
// and its head (noindex). The page's own words are the web's (certificate-page.test.tsx there);
// here a stand-in renderer with the same contract prints what the data source answered.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar } from "../../../test/factories";
import { BASE_URL, createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { learningCertificates, learningModules } from "../../db/schema/learning";
import { syncShippedLearningContent } from "./learning.service";

const FREE_PATH = "primeiros-passos-na-transicao";

/** The certificate page's template, as the prerenderer writes it. */
const TEMPLATE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="UTF-8" /><title>Verificação de certificado | Próxima Missão</title>
<meta name="description" content="Confira se um certificado é válido." />
<link rel="canonical" href="%%PM:baseUrl%%/certificados" />
<meta property="og:title" content="Verificação de certificado | Próxima Missão" />
<meta property="og:description" content="Confira se um certificado é válido." />
<meta property="og:url" content="%%PM:baseUrl%%/certificados" />
</head><body><div id="root"><!--app--></div></body></html>`;

/**
 * Stands in for apps/web's entry-server.js on this page: asks the data source for the address's
 * code and prints its answer, with the status and head the real page's loader gives.
 */
const RENDERER = `
export async function render(url, data) {
  const code = decodeURIComponent(new URL(url, "http://x").pathname.split("/").pop());
  const lookup = await data.certificate(code);
  const valid = lookup.status === "valid";
  const text = valid
    ? "Certificado válido: " + lookup.certificate.fullName + " concluiu " + lookup.certificate.pathTitle + " em " + lookup.certificate.issuedAt
    : "Certificado não encontrado: " + lookup.code;
  return {
    html: "<main>" + text.replace(/</g, "&lt;") + "</main>",
    status: valid ? 200 : 404,
    head: {
      title: (valid ? "Certificado válido: " + lookup.certificate.pathTitle : "Certificado não encontrado") + " | Próxima Missão",
      description: valid ? lookup.certificate.fullName : "Confira o código.",
      path: "/certificados/" + lookup.code,
      noindex: true,
    },
  };
}
`;

let base: string;
let t: TestApp;
let holder: TestUser;
let code: string;

type Body = Record<string, unknown>;
const call = async (who: TestUser, method: string, url: string, body?: unknown) => {
  const res = await who.client.request(method, url, body);
  return { status: res.status, body: res.body as Body };
};

/** Reads and passes every module of the path, as the militar does; the certificate's code. */
async function finish(who: TestUser, pathSlug: string): Promise<string> {
  const modules = await t.db
    .select({ slug: learningModules.slug, hash: learningModules.hash, quiz: learningModules.quiz })
    .from(learningModules)
    .where(eq(learningModules.pathSlug, pathSlug))
    .orderBy(learningModules.position);
  let last: Body = {};
  for (const m of modules) {
    const url = `/api/military/learning/${pathSlug}/modules/${m.slug}`;
    expect((await call(who, "POST", `${url}/read`)).status).toBe(200);
    const answers = m.quiz.map((q) => q.options.findIndex((o) => o.correct));
    const res = await call(who, "POST", `${url}/quiz`, { hash: m.hash, answers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    last = res.body;
  }
  return String(last.certificateCode);
}

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "pm-certificate-"));
  fs.mkdirSync(path.join(base, "dist", "certificados"), { recursive: true });
  fs.writeFileSync(path.join(base, "dist", "spa.html"), "<!doctype html><div id=root></div>");
  fs.writeFileSync(path.join(base, "dist", "certificados", "_certificado.html"), TEMPLATE);
  fs.mkdirSync(path.join(base, "dist-server"));
  fs.writeFileSync(path.join(base, "dist-server", "entry-server.js"), RENDERER);
  fs.writeFileSync(path.join(base, "package.json"), '{ "type": "module" }');
  t = await createTestApp({ env: { WEB_DIST: path.join(base, "dist") } });
  await syncShippedLearningContent(t.db);
  holder = await completedMilitar(t, { fullName: "Cabo Renata Lima" });
  code = await finish(holder, FREE_PATH);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(base, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.client().get(url);
  return { status: res.status, html: String(res.body), headers: res.headers };
};

describe("/certificados/{code}", () => {
  it("answers 200 with the holder, the path and the date of a valid certificate, never indexed", async () => {
    const [cert] = await t.db.select().from(learningCertificates).where(eq(learningCertificates.code, code));
    if (!cert) throw new Error("no certificate");
    // Any case: the code is read upper-cased, as the API reads it.
    const res = await page(`/certificados/${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.html).toContain(
      `<main>Certificado válido: Cabo Renata Lima concluiu ${cert.pathTitle} em ${cert.issuedAt.toISOString()}</main>`,
    );
    expect(res.html).toContain(`<title>Certificado válido: ${cert.pathTitle} | Próxima Missão</title>`);
    expect(res.html).toContain(`<link rel="canonical" href="${BASE_URL}/certificados/${code}" />`);
    expect(res.html).toContain('<meta name="robots" content="noindex" /></head>');
    expect(res.html).not.toContain("<!--app-->");
  });

  it("answers 404 with 'Certificado não encontrado' for an unknown code and for text that is no code", async () => {
    for (const [typed, shown] of [
      ["ABCDEFGHJK", "ABCDEFGHJK"],
      ["nao-e-codigo", "NAO-E-CODIGO"],
    ]) {
      const res = await page(`/certificados/${typed}`);
      expect(res.status, typed).toBe(404);
      expect(res.html).toContain(`<main>Certificado não encontrado: ${shown}</main>`);
      expect(res.html).toContain("<title>Certificado não encontrado | Próxima Missão</title>");
      expect(res.html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("answers 404 for the code of a holder who deleted the account, at once (the page is never kept)", async () => {
    const leaving = await completedMilitar(t, { fullName: "Soldado Pedro Reis" });
    const leavingCode = await finish(leaving, FREE_PATH);
    expect((await page(`/certificados/${leavingCode}`)).status).toBe(200);

    expect((await call(leaving, "DELETE", "/api/account", { password: leaving.password })).status).toBe(200);
    const res = await page(`/certificados/${leavingCode}`);
    expect(res.status).toBe(404);
    expect(res.html).toContain(`<main>Certificado não encontrado: ${leavingCode}</main>`);
    expect(res.html).not.toContain("Soldado Pedro Reis");
    expect(res.html).toContain('<meta name="robots" content="noindex" />');
    // Another holder's certificate is untouched.
    expect((await page(`/certificados/${code}`)).status).toBe(200);
  });
});

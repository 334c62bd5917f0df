import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { authPageVariant } from "@pm/shared/account.auth-page";
import { isAppPath } from "@pm/shared/app-paths";
import { fillConfigTokens, type PublicConfig } from "@pm/shared/public-config";
import type { PageHead, PublicData } from "@pm/shared/public-data";
import type { Context, Hono } from "hono";
import type { LRUCache } from "lru-cache";
import { changeCache, lastClearedAt } from "./change-cache";
import type { AppDeps, AppEnv } from "./context";
import { CSP_HEADER, contentSecurityPolicy, inlineScriptHashes } from "./csp";
import { safeError } from "./log-redaction";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Files that carry %%PM:…%% tokens for the deployment's values. */
const TEMPLATED = new Set([".html", ".xml", ".txt"]);
/** Worth compressing; fonts and images already are. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);

type Encoding = "br" | "gzip" | "identity";

function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/** Files are compressed once, as hard as it pays; a page rendered per request, quickly. */
type Effort = "once" | "per-request";

function encode(body: Buffer, encoding: Encoding, effort: Effort = "once"): Buffer {
  const once = effort === "once";
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: once ? 9 : 4 } });
  }
  return encoding === "gzip" ? zlib.gzipSync(body, { level: once ? 9 : 6 }) : body;
}

/** Where a page rendered per request receives its body (apps/web/scripts/prerender.mjs). */
const RENDER_SLOT = "<!--app-->";

/** What the web app's renderer makes of an address: the body, its status, and the head its data asks for. */
interface Rendered {
  html: string;
  status: number;
  head: PageHead | null;
}

/** The web app's server renderer (apps/web/src/entry-server.tsx, built beside dist/). */
interface PageRenderer {
  render(url: string, data: PublicData): Promise<Rendered>;
}

/**
 * A page rendered per request under these paths is also kept, as sent, until the jobs, the
 * companies or the offers change (any change, by any process): the public job pages, their list
 * and their 410s, and the companies' pages. The partners pages are rendered every time.
 */
const CACHED_PAGES = /^\/(vagas|empresas)(\/|$)/;
const CACHE_TABLES = ["jobs", "companies", "benefit_offers"] as const;
const CACHE_BYTES = 64 * 1024 * 1024;
/**
 * A job also closes with time, when it expires, which no change announces: a kept page lives at
 * most this long, so an expired job's page answers 410 within a minute of its expiry.
 */
export const KEPT_PAGE_MS = 60_000;
/** A public job's address: its page is the template written for every job. */
const JOB_PAGE = /^\/vagas\/[^/]+\/?$/;
const JOB_TEMPLATE = "/vagas/_vaga.html";
/**
 * A company's public address (/empresas/{slug}): one template for every company. An offer that
 * starts or ends with the day is announced by no change: the minute a kept page lives bounds it.
 */
const COMPANY_PAGE = /^\/empresas\/[^/]+\/?$/;
const COMPANY_TEMPLATE = "/empresas/_empresa.html";
/**
 * A certificate's verification address: one template for every code, rendered each time (never
 * kept: a holder who deletes the account takes the certificate away at once).
 */
const CERTIFICATE_PAGE = /^\/certificados\/[^/]+\/?$/;
const CERTIFICATE_TEMPLATE = "/certificados/_certificado.html";

/**
 * A CV shared by link (/curriculo/{token}): one template for every link, rendered each time (never
 * kept: a revoked link closes at once), never indexed.
 */
const SHARED_RESUME_PAGE = /^\/curriculo\/[^/]+\/?$/;
const SHARED_RESUME_TEMPLATE = "/curriculo/_curriculo.html";

interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  size: number;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The template's head told what the page's data says: title, description, canonical address and
 * their Open Graph twins, structured data, and noindex for a page that is gone. Replaced with
 * functions, so no text of the data is read as a replacement pattern.
 */
export function withHead(template: string, head: PageHead | null): string {
  if (!head) return template;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace(/<meta property="og:title" content="[^"]*" \/>/, () => `<meta property="og:title" content="${title}" />`)
    .replace(
      /<meta property="og:description" content="[^"]*" \/>/,
      () => `<meta property="og:description" content="${description}" />`,
    );
  if (head.path) {
    const url = escapeHtml(`%%PM:baseUrl%%${head.path}`);
    html = html
      .replace(/<link rel="canonical" href="[^"]*" \/>/, () => `<link rel="canonical" href="${url}" />`)
      .replace(/<meta property="og:url" content="[^"]*" \/>/, () => `<meta property="og:url" content="${url}" />`);
  }
  const extra = [
    head.noindex ? `<meta name="robots" content="noindex" />` : "",
    head.jsonLd ? `<script type="application/ld+json">${head.jsonLd}</script>` : "",
  ].join("");
  return extra ? html.replace("</head>", () => `${extra}</head>`) : html;
}

export function publicConfigFrom(env: AppDeps["env"], now = new Date()): PublicConfig {
  return {
    baseUrl: env.BASE_URL,
    contactEmail: env.CONTACT_EMAIL,
    salesEmail: env.SALES_EMAIL,
    legalName: env.LEGAL_NAME,
    cnpj: env.LEGAL_CNPJ,
    address: env.LEGAL_ADDRESS,
    dpoName: env.DPO_NAME,
    dpoEmail: env.DPO_EMAIL,
    year: String(now.getFullYear()),
  };
}

/**
 * Serves the built web app: hashed assets with a year-long cache; the prerendered page of a
 * public path; spa.html for every other path (the browser app decides what to show), with 404
 * for a path the app has no page for. Templated files are filled once per year of the clock and
 * kept in memory.
 */
export function mountWeb(
  app: Hono<AppEnv>,
  distDir: string,
  deps: Pick<AppDeps, "env">,
  publicData: (c: Context<AppEnv>) => PublicData,
) {
  const { env } = deps;
  const root = path.resolve(distDir);
  const shell = fs.existsSync(path.join(root, "spa.html"))
    ? path.join(root, "spa.html")
    : path.join(root, "index.html");
  if (!fs.existsSync(shell)) return false;

  // Built files never change while the process runs: each is read, filled and compressed once
  // (templated ones again when the year turns, for the copyright line).
  const cache = new Map<string, { year: string; body: Buffer }>();
  const contentOf = (file: string, encoding: Encoding): Buffer => {
    const year = publicConfigFrom(env).year;
    const key = `${encoding}:${file}`;
    const cached = cache.get(key);
    if (cached && cached.year === year) return cached.body;
    const raw = TEMPLATED.has(path.extname(file))
      ? Buffer.from(fillConfigTokens(fs.readFileSync(file, "utf8"), publicConfigFrom(env)))
      : fs.readFileSync(file);
    const body = encode(raw, encoding);
    cache.set(key, { year, body });
    return body;
  };

  // The policy allows a page's inline scripts by their hashes, taken from the page as served.
  const policies = new Map<string, { year: string; policy: string }>();
  const policyOf = (file: string): string => {
    const year = publicConfigFrom(env).year;
    const cached = policies.get(file);
    if (cached && cached.year === year) return cached.policy;
    const scriptHashes = inlineScriptHashes(contentOf(file, "identity").toString("utf8"));
    const policy = contentSecurityPolicy({ scriptHashes });
    policies.set(file, { year, policy });
    return policy;
  };

  const fileFor = (urlPath: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    for (const candidate of [decoded, path.join(decoded, "index.html")]) {
      const file = path.join(root, path.normalize(candidate));
      if (!file.startsWith(root)) return null;
      if (path.basename(file) === "spa.html") continue;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
  };

  /**
   * /auth is prerendered once per query variant; a public job's address has the job template, a
   * company's the company template, a certificate's the certificate template, a shared CV's the
   * CV template; any other path maps to its own file.
   */
  const pageFor = (urlPath: string, query: Record<string, string>): string | null => {
    if (urlPath === "/auth" || urlPath === "/auth/") {
      return fileFor(`/auth/${authPageVariant(query).key}.html`);
    }
    if (JOB_PAGE.test(urlPath)) return fileFor(JOB_TEMPLATE);
    if (COMPANY_PAGE.test(urlPath)) return fileFor(COMPANY_TEMPLATE);
    if (CERTIFICATE_PAGE.test(urlPath)) return fileFor(CERTIFICATE_TEMPLATE);
    if (SHARED_RESUME_PAGE.test(urlPath)) return fileFor(SHARED_RESUME_TEMPLATE);
    return fileFor(urlPath);
  };

  // Loaded on the first page that needs it. Without it (a build without dist-server/) such a page
  // goes out as its empty template, which the browser app renders from the API instead.
  const rendererFile = path.join(root, "..", "dist-server", "entry-server.js");
  let renderer: Promise<PageRenderer | null> | undefined;
  const loadRenderer = (c: Context<AppEnv>) => {
    renderer ??= import(pathToFileURL(rendererFile).href).then(
      (module: PageRenderer) => module,
      (error: unknown) => {
        c.var.deps.logger.error(
          { err: safeError(error), file: rendererFile },
          "no web renderer: pages go out unrendered",
        );
        return null;
      },
    );
    return renderer;
  };

  /**
   * A page whose body the server renders now: its template with the body in its slot and the head
   * its data asks for, filled; with the status the page's data gives (410 for a closed job, 404
   * for an unknown certificate).
   */
  const renderedPage = async (
    c: Context<AppEnv>,
    file: string,
  ): Promise<{ html: string; status: number; complete: boolean }> => {
    // The template as kept in memory, its own tokens already filled.
    const template = contentOf(file, "identity").toString("utf8");
    const url = new URL(c.req.url);
    let rendered: Rendered = { html: "", status: 200, head: null };
    let complete = false;
    try {
      const pages = await loadRenderer(c);
      if (pages) {
        rendered = await pages.render(`${url.pathname}${url.search}`, publicData(c));
        complete = true;
      }
    } catch (error) {
      c.var.deps.logger.error(
        { err: safeError(error), requestId: c.var.requestId, path: url.pathname },
        "page render failed: sent unrendered",
      );
    }
    // The body's and the head's own tokens (the footer's contacts, the base URL) filled; inserted
    // with a function, so the body (company names, searches) is never read as a replacement
    // pattern ("$&").
    const config = publicConfigFrom(env);
    const filled = fillConfigTokens(rendered.html, config);
    const page = fillConfigTokens(withHead(template, rendered.head), config);
    return { html: page.replace(RENDER_SLOT, () => filled), status: rendered.status, complete };
  };

  // Created on the first cached page, from the request's own hub, so it hears this process's changes.
  let pageCache: LRUCache<string, CachedPage> | undefined;
  const cacheOf = (c: Context<AppEnv>) => {
    pageCache ??= changeCache<CachedPage>(c.var.deps.realtime, CACHE_TABLES, CACHE_BYTES);
    return pageCache;
  };

  // With replicas, a page rendered right after a change may come from one that has not replayed
  // it yet: such a page is sent but not kept, so the kept pages show every change announced.
  const mayBeBehind = (c: Context<AppEnv>) =>
    Boolean(c.var.deps.database.replicas) &&
    Date.now() - lastClearedAt(cacheOf(c)) < 2 * c.var.deps.env.DATABASE_READ_MAX_LAG_MS;

  app.get("*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const immutable = c.req.path.startsWith("/assets/");
    const found = pageFor(c.req.path, c.req.query());
    // A missing asset is a 404, not the app shell: a stale page must not execute HTML as script.
    if (!found && immutable) return c.notFound();
    const file = found ?? shell;
    const ext = path.extname(file);
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(c.req.header("accept-encoding")) : "identity";
    if (ext === ".html" && contentOf(file, "identity").includes(RENDER_SLOT)) {
      const cached = CACHED_PAGES.test(c.req.path);
      const key = `${encoding} ${c.req.url}`;
      const hit = cached ? cacheOf(c).get(key) : undefined;
      if (hit) return c.body(hit.body, hit.status as 200, hit.headers);
      const { html, status, complete } = await renderedPage(c, file);
      const headers: Record<string, string> = {
        "content-type": TYPES[".html"] as string,
        "cache-control": "no-cache",
        "x-content-type-options": "nosniff",
        vary: "Accept-Encoding",
        // Its inline script (the router's data) differs with every render: hashed as sent.
        [CSP_HEADER]: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) }),
      };
      if (SHARED_RESUME_PAGE.test(c.req.path)) {
        // A CV for whoever has the link: kept by no cache, listed by no search engine (the site's
        // referrer policy already keeps its address, the secret, from the sites it links to).
        headers["cache-control"] = "private, no-store";
        headers["x-robots-tag"] = "noindex, nofollow";
      }
      if (encoding !== "identity") headers["content-encoding"] = encoding;
      const body = new Uint8Array(encode(Buffer.from(html), encoding, "per-request"));
      // An unrendered page (the renderer failed) is not kept: the next request tries again.
      if (cached && complete && !mayBeBehind(c)) {
        cacheOf(c).set(key, { status, headers, body, size: body.byteLength }, { ttl: KEPT_PAGE_MS });
      }
      return c.body(body, status as 200, headers);
    }
    const headers: Record<string, string> = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
      vary: "Accept-Encoding",
    };
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    if (ext === ".html") headers[CSP_HEADER] = policyOf(file);
    // The shell draws the not-found page for a path the app does not know: say so in the status.
    const status = found || isAppPath(c.req.path) ? 200 : 404;
    return c.body(new Uint8Array(contentOf(file, encoding)), status, headers);
  });
  return true;
}

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { authPageVariant } from "@pm/shared/account.auth-page";
import { isAppPath } from "@pm/shared/app-paths";
import { fillConfigTokens, type PublicConfig } from "@pm/shared/public-config";
import type { Hono } from "hono";
import type { Env } from "../env";
import type { AppEnv } from "./context";
import { CSP_HEADER, contentSecurityPolicy, inlineScriptHashes } from "./csp";

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

function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
  }
  return encoding === "gzip" ? zlib.gzipSync(body, { level: 9 }) : body;
}

export function publicConfigFrom(env: Env, now = new Date()): PublicConfig {
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
export function mountWeb(app: Hono<AppEnv>, distDir: string, env: Env) {
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

  /** /auth is prerendered once per query variant; any other path maps to its own file. */
  const pageFor = (urlPath: string, query: Record<string, string>): string | null => {
    if (urlPath === "/auth" || urlPath === "/auth/") {
      return fileFor(`/auth/${authPageVariant(query).key}.html`);
    }
    return fileFor(urlPath);
  };

  app.get("*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const immutable = c.req.path.startsWith("/assets/");
    const found = pageFor(c.req.path, c.req.query());
    // A missing asset is a 404, not the app shell: a stale page must not execute HTML as script.
    if (!found && immutable) return c.notFound();
    const file = found ?? shell;
    const ext = path.extname(file);
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(c.req.header("accept-encoding")) : "identity";
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

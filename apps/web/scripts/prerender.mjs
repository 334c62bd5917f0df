// After `vite build` (browser) and `vite build --ssr` (renderer): writes one HTML file per public
// page with its content, title, description, Open Graph tags and canonical URL, plus the SPA shell
// for every other path, sitemap.xml and robots.txt. Values that belong to the deployment (base
// URL, contacts, year) stay as %%PM:…%% tokens that the server fills in when it serves the file.
// A page rendered for each request (`rendered: "request"`, e.g. the partners directory) gets its
// head only: the server renders its body with the data of the moment into the <!--app--> slot,
// with the same renderer (dist-server/entry-server.js), which therefore stays beside dist/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(webRoot, "dist");
const ssrEntry = path.join(webRoot, "dist-server", "entry-server.js");
const {
  render,
  PUBLIC_PAGES,
  AUTH_PAGE,
  JOB_PAGE,
  COMPANY_PAGE,
  CERTIFICATE_PAGE,
  SHARED_RESUME_PAGE,
  AUTH_PAGE_QUERIES,
  authPageVariant,
  AREA_PATHS,
} = await import(pathToFileURL(ssrEntry).href);

const BASE = "%%PM:baseUrl%%";
const template = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));

/** A chunk's file and every chunk it imports statically, so the browser fetches them in parallel. */
function chunkFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
}
/** The files of `modules` and of their static imports that the HTML does not already load. */
function filesOf(modules) {
  for (const m of modules) if (!manifest[m]) throw new Error(`${m} is not in the build manifest`);
  return [...new Set(modules.flatMap((m) => [...chunkFiles(m)]))].filter((f) => !template.includes(f));
}

/** Preloads for the shell of client-rendered pages, which shows nothing until its scripts run. */
function preloadsFor(modules) {
  return filesOf(modules)
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`)
    .join("\n    ");
}

/**
 * A prerendered page hydrates only after the lazy chunks of its route have loaded. Their list is
 * a JSON data block (which browsers do not run, so the CSP needs no hash for it) that the entry
 * (src/main.tsx) preloads, all at once, when it starts the app: after the page's first paint, or,
 * on the landing, once the browser is idle. Preloaded from the HTML, the scripts would take
 * bandwidth from the stylesheet and the font the first paint needs, and Lighthouse, which cannot
 * tell when a module script runs, counts every script downloaded before the largest paint as
 * holding it back.
 */
function moduleListFor(modules) {
  const files = filesOf(modules).map((f) => `/${f}`);
  return `<script type="application/json" id="pm-modules">${JSON.stringify(files)}</script>`;
}

/** The lazy module each public page's route loads (src/features/public/public.routes.ts). */
const PAGE_MODULES = {
  "/": "landing-page",
  "/precos/militar": "military-pricing-page",
  "/precos/empresa": "company-pricing-page",
  "/parceiros": "partners-page",
  "/parceiros/diretorio": "partners-directory-page",
  "/termos": "terms-page",
  "/privacidade": "privacy-page",
  "/ajuda": "help-page",
  "/vagas": "jobs-page",
};
/**
 * The app itself (React, React Router, the route tree), which the entry (src/main.tsx) imports
 * at once on every page but those that hydrate when idle.
 */
const START = "src/start.tsx";
/**
 * The pages that hydrate once the browser is idle after load, or at the first press, key or focus
 * (src/main.tsx), rather than right after their first paint: the landing, readable and navigable
 * as HTML.
 */
const HYDRATE_WHEN_IDLE = new Set(["/"]);
const publicChunks = (page) => {
  const module = PAGE_MODULES[page.path];
  if (!module) throw new Error(`no module known for ${page.path}: add it to PAGE_MODULES`);
  return [START, `src/features/public/${module}.tsx`];
};
/** What /auth's routes load (src/app/routes.tsx): the session shell and the sign-in page. */
const AUTH_CHUNKS = [START, "src/app/session-shell.tsx", "src/features/account/auth-page.tsx"];

const escapeAttr = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

// Latin text is what every page shows first: fetch its font with the HTML, not after the CSS.
const latinFont = fs.readdirSync(path.join(dist, "assets")).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));
const fontPreload = latinFont
  ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latinFont}" />`
  : "";

function headFor(page, chunks) {
  const url = `${BASE}${page.path === "/" ? "/" : page.path}`;
  return [
    fontPreload,
    moduleListFor(chunks),
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Próxima Missão" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:title" content="${escapeAttr(page.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join("\n    ");
}

function withPage(html, page, body, chunks) {
  const root = HYDRATE_WHEN_IDLE.has(page.path) ? '<div id="root" data-hydrate="idle">' : '<div id="root">';
  return html
    .replace('<div id="root">', root)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttr(page.description)}" />`,
    )
    .replace("<!--head-->", headFor(page, chunks))
    .replace("<!--app-->", body);
}

// The shell for client-rendered paths (the app areas): empty root, default head. Every page it
// serves sits under the session shell and finds its page in its area's list of pages
// (src/app/routes.tsx): both download with the entry instead of after it. The shell serves every
// area, so a small inline script (allowed by its hash, as the prerendered pages' are) preloads the
// list of the area the address is in, and not the others'.
const SPA_CHUNKS = [START, "src/app/session-shell.tsx"];
const areaLists = Object.fromEntries(
  Object.entries(AREA_PATHS).map(([area, root]) => {
    const module = `src/app/areas/${area}.pages.ts`;
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
    return [root, [...chunkFiles(module)].filter((f) => !template.includes(f)).map((f) => `/${f}`)];
  }),
);
const areaListPreload = `<script>(()=>{const lists=${JSON.stringify(areaLists)};const path=location.pathname;for(const root in lists){if(path!==root&&!path.startsWith(\`\${root}/\`))continue;for(const href of lists[root]){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}}})()</script>`;
fs.writeFileSync(
  path.join(dist, "spa.html"),
  template.replace("<!--head-->", [preloadsFor(SPA_CHUNKS), areaListPreload].join("\n    ")).replace("<!--app-->", ""),
);

for (const page of PUBLIC_PAGES) {
  const body = page.rendered === "request" ? "<!--app-->" : (await render(page.path)).html;
  const file = page.path === "/" ? path.join(dist, "index.html") : path.join(dist, page.path, "index.html");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, withPage(template, page, body, publicChunks(page)));
}

// /auth: one file per query variant (see packages/shared/src/account.auth-page.ts); the server picks it.
for (const query of AUTH_PAGE_QUERIES) {
  const { key } = authPageVariant(Object.fromEntries(new URLSearchParams(query)));
  const { html: body } = await render(`/auth${query}`);
  fs.mkdirSync(path.join(dist, "auth"), { recursive: true });
  fs.writeFileSync(path.join(dist, "auth", `${key}.html`), withPage(template, AUTH_PAGE, body, AUTH_CHUNKS));
}

// A public job's page (/vagas/{slug}-{short id}): one template for every job, whose head the
// server fills from the job's data (title, description, canonical, JobPosting structured data).
fs.writeFileSync(
  path.join(dist, "vagas", "_vaga.html"),
  withPage(template, JOB_PAGE, "<!--app-->", [START, "src/features/public/job-page.tsx"]),
);

// A company's public page (/empresas/{slug}): one template for every company, whose body and head
// (title, description, canonical, Organization structured data) the server renders for each request.
fs.mkdirSync(path.join(dist, "empresas"), { recursive: true });
fs.writeFileSync(
  path.join(dist, "empresas", "_empresa.html"),
  withPage(template, COMPANY_PAGE, "<!--app-->", [START, "src/features/public/company-page.tsx"]),
);

// A certificate's verification page (/certificados/{code}): one template for every code, whose
// body and head (the holder, the path, noindex) the server renders for each request.
fs.mkdirSync(path.join(dist, "certificados"), { recursive: true });
fs.writeFileSync(
  path.join(dist, "certificados", "_certificado.html"),
  withPage(template, CERTIFICATE_PAGE, "<!--app-->", [START, "src/features/public/certificate-page.tsx"]),
);

// A shared CV's page (/curriculo/{token}): one template for every link, whose body and head (the
// name, noindex) the server renders for each request.
fs.mkdirSync(path.join(dist, "curriculo"), { recursive: true });
fs.writeFileSync(
  path.join(dist, "curriculo", "_curriculo.html"),
  withPage(template, SHARED_RESUME_PAGE, "<!--app-->", [START, "src/features/public/shared-resume-page.tsx"]),
);

// The public pages' sitemap; the server's /sitemap.xml indexes it beside the open jobs' sitemaps.
const urls = PUBLIC_PAGES.map(
  (p) => `  <url><loc>${BASE}${p.path}</loc><changefreq>${p.path === "/" ? "weekly" : "monthly"}</changefreq></url>`,
).join("\n");
fs.writeFileSync(
  path.join(dist, "sitemap-paginas.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
fs.writeFileSync(
  path.join(dist, "robots.txt"),
  // "/empresa" alone would match the companies' public pages too (/empresas/…): robots rules are prefixes.
  `User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /empresa$\nDisallow: /empresa/\nDisallow: /api\nDisallow: /dev\nDisallow: /alertas/\n\nSitemap: ${BASE}/sitemap.xml\n`,
);
// The manifest served its purpose here and is not for the public: it moves beside the renderer,
// where `npm run bench:bundle` reads what each page loads.
const keptManifest = path.join(webRoot, "dist-server", ".vite", "client-manifest.json");
fs.mkdirSync(path.dirname(keptManifest), { recursive: true });
fs.renameSync(path.join(dist, ".vite", "manifest.json"), keptManifest);
fs.rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
const onRequest = PUBLIC_PAGES.filter((p) => p.rendered === "request").length;
console.log(
  `prerendered ${PUBLIC_PAGES.length - onRequest} public pages (${onRequest} more as templates rendered per request, and the job page's, the company page's, the certificate page's and the shared CV's), ${AUTH_PAGE_QUERIES.length} /auth variants, spa.html, sitemap-paginas.xml, robots.txt`,
);

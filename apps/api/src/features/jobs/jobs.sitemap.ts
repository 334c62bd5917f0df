// The sitemap search engines read: an index of the public pages' sitemap (written at build time),
// of the open jobs' sitemaps and of the companies' pages' sitemaps, 40,000 addresses each, computed
// from the database and kept until the jobs or the companies change, or a minute at most (a job
// leaves it when it expires, which no change announces).
import { publicCompanyPath } from "@pm/shared/companies.public";
import { publicJobPath } from "@pm/shared/job-links";
import { Hono } from "hono";
import type { LRUCache } from "lru-cache";
import { changeCache } from "../../http/change-cache";
import type { AppEnv } from "../../http/context";
import { listedCompaniesPage, listedCompanyCount } from "../companies/companies.public";
import { listedJobCount, listedJobsPage } from "./jobs.public.queries";

/** Under the 50,000 addresses a sitemap may hold. */
export const JOBS_PER_SITEMAP = 40_000;
/** How long a computed sitemap is kept at most: jobs expire with time, not with a write. */
const KEPT_SITEMAP_MS = 60_000;
const XML = { "content-type": "application/xml; charset=utf-8", "cache-control": "no-cache" };

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Under the 50,000 addresses a sitemap may hold. */
export const COMPANIES_PER_SITEMAP = 40_000;

function sitemapIndex(baseUrl: string, jobSitemaps: number, companySitemaps: number): string {
  const files = [
    "sitemap-paginas.xml",
    ...Array.from({ length: jobSitemaps }, (_, i) => `sitemap-vagas-${i + 1}.xml`),
    ...Array.from({ length: companySitemaps }, (_, i) => `sitemap-empresas-${i + 1}.xml`),
  ];
  const entries = files.map((f) => `  <sitemap><loc>${escapeXml(`${baseUrl}/${f}`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

function urlSet(baseUrl: string, rows: { path: string; updatedAt: Date }[]): string {
  const entries = rows
    .map(
      (r) =>
        `  <url><loc>${escapeXml(`${baseUrl}${r.path}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

interface CachedXml {
  xml: string;
  size: number;
}

/** /sitemap.xml, /sitemap-vagas-{n}.xml and /sitemap-empresas-{n}.xml, mounted beside the built web app. */
export function sitemapRoutes() {
  let cache: LRUCache<string, CachedXml> | undefined;
  const cached = async (c: { var: AppEnv["Variables"] }, key: string, build: () => Promise<string | null>) => {
    cache ??= changeCache<CachedXml>(c.var.deps.realtime, ["jobs", "companies"], 32 * 1024 * 1024);
    const hit = cache.get(key);
    if (hit) return hit.xml;
    const xml = await build();
    if (xml !== null) cache.set(key, { xml, size: xml.length }, { ttl: KEPT_SITEMAP_MS });
    return xml;
  };
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const { db } = c.var.deps.database;
      const xml = await cached(c, "index", async () =>
        sitemapIndex(
          c.var.deps.env.BASE_URL,
          Math.max(1, Math.ceil((await listedJobCount(db)) / JOBS_PER_SITEMAP)),
          Math.max(1, Math.ceil((await listedCompanyCount(db)) / COMPANIES_PER_SITEMAP)),
        ),
      );
      return c.body(xml ?? "", 200, XML);
    })
    .get("/:file{sitemap-vagas-[0-9]{1,4}\\.xml}", async (c) => {
      const n = Number(c.req.param("file").match(/\d+/)?.[0]);
      const { db } = c.var.deps.database;
      const xml = await cached(c, `jobs-${n}`, async () => {
        const rows = n >= 1 ? await listedJobsPage(db, n, JOBS_PER_SITEMAP) : [];
        // The first file exists even with no job open; a page past the last one does not.
        const pages = rows.map((r) => ({ path: publicJobPath(r), updatedAt: r.updatedAt }));
        return rows.length > 0 || n === 1 ? urlSet(c.var.deps.env.BASE_URL, pages) : null;
      });
      return xml === null ? c.notFound() : c.body(xml, 200, XML);
    })
    .get("/:file{sitemap-empresas-[0-9]{1,4}\\.xml}", async (c) => {
      const n = Number(c.req.param("file").match(/\d+/)?.[0]);
      const { db } = c.var.deps.database;
      const xml = await cached(c, `companies-${n}`, async () => {
        const rows = n >= 1 ? await listedCompaniesPage(db, n, COMPANIES_PER_SITEMAP) : [];
        const pages = rows.map((r) => ({ path: publicCompanyPath(r.slug), updatedAt: r.updatedAt }));
        return rows.length > 0 || n === 1 ? urlSet(c.var.deps.env.BASE_URL, pages) : null;
      });
      return xml === null ? c.notFound() : c.body(xml, 200, XML);
    });
}

// npm run bench, benefits over 5,000 partner offers and 200,000 redemptions: the militar's
// catalogue, a code looked up at a partner's till, the militar's history, the partner's uses and
// the public partners directory (its API, and its page as the server renders it).
import fs from "node:fs";
import path from "node:path";
import { apiModule, CONCURRENCY, drive, log, ratioLines } from "./lib.mjs";

async function measureBenefits(ctx) {
  const { base, root, get, post, cookies, companyIds, mockDb, pool, rows } = ctx;
  const militaryCookies = await ctx.militaryCookies();
  const benefitQueries = await apiModule(root, "features/benefits/benefits.military.queries.ts");
  const companyBenefitQueries = await apiModule(root, "features/benefits/benefits.company.queries.ts");
  const militaryIds = Array.from({ length: CONCURRENCY }, (_, i) => `bench-mil-${i}`);
  const ratios = [];
  // The catalogue of a militar in Recife/PE.
  const catalogueCases = [
    ["(page 1)", "", { city: { city: "Recife", state: "PE" } }],
    [
      "?category=Educação&city=Recife/PE",
      `?category=${encodeURIComponent("Educação")}&city=${encodeURIComponent("Recife/PE")}`,
      { category: "Educação", city: { city: "Recife", state: "PE" } },
    ],
    ["?q=revisao (no accent)", "?q=revisao", { q: "revisao" }],
  ];
  for (const [label, query, filters] of catalogueCases) {
    const first = await fetch(`${base}/api/military/benefits${query}`, { headers: { cookie: militaryCookies[0] } });
    if (first.status !== 200) throw new Error(`the catalogue ${label} answered ${first.status}: ${await first.text()}`);
    const sampleOffers = (await first.json()).offers.length;
    const api = await drive(
      async (w) => (await get(`/api/military/benefits${query}`, militaryCookies[w % militaryCookies.length])) === 200,
    );
    rows.push({ name: `GET /api/military/benefits ${label}`, via: "API", ...api, note: `${sampleOffers} offers` });
    // The API's statement: the page, with the militar's plan and city on its rows.
    const statements = militaryIds.map((id) =>
      benefitQueries.listCatalogue(mockDb, id, filters, null, new Date()).toSQL(),
    );
    const raw = await drive(async (w) => {
      const q = statements[w % statements.length];
      await pool.query(q.sql, q.params);
      return true;
    });
    rows.push({ name: `catalogue SQL ${label} (1 statement)`, via: "pg", ...raw });
    ratios.push({ label: `catalogue ${label}`, api, raw });
  }

  // A code looked up at a partner's till.
  const codes = [];
  for (const companyId of companyIds) {
    const { rows: found } = await pool.query(
      `SELECT r.code FROM benefit_redemptions r JOIN benefit_offers o ON o.id = r.offer_id
       WHERE r.company_id = $1 AND r.used_at IS NULL AND o.mode = 'coupon' LIMIT 1`,
      [companyId],
    );
    if (found[0]) codes.push({ companyId, code: found[0].code });
  }
  const lookupOf = (w) => codes[w % codes.length];
  const lookupStatus = await post("/api/company/benefits/validate/lookup", cookies[0], { code: codes[0].code });
  if (lookupStatus !== 200) throw new Error(`the till's lookup answered ${lookupStatus}`);
  const apiLookup = await drive(async (w) => {
    const { code } = lookupOf(w);
    const cookie = cookies[companyIds.indexOf(lookupOf(w).companyId)];
    return (await post("/api/company/benefits/validate/lookup", cookie, { code })) === 200;
  });
  rows.push({ name: "POST /api/company/benefits/validate/lookup", via: "API", ...apiLookup });
  const lookupSql = codes.map(({ companyId, code }) => ({
    find: companyBenefitQueries.codeAtCompany(mockDb, companyId, code).toSQL(),
    key: `benefit-code:company:${companyId}`,
  }));
  const rawLookup = await drive(async (w) => {
    const q = lookupSql[w % lookupSql.length];
    await pool.query(q.find.sql, q.find.params);
    await pool.query("SELECT key, count, expires_at FROM rate_limits WHERE key = ANY($1) AND expires_at > now()", [
      [q.key],
    ]);
    return true;
  });
  rows.push({ name: "lookup SQL (counter + code, in turn)", via: "pg", ...rawLookup });
  ratios.push({ label: "validation lookup", api: apiLookup, raw: rawLookup });

  // A militar's history, a partner's uses, and the public directory, each beside the statement it sends.
  const directoryQueries = await apiModule(root, "features/benefits/benefits.directory.queries.ts");
  const pagedCases = [
    {
      name: "GET /api/military/benefits/redemptions",
      path: "/api/military/benefits/redemptions",
      cookieOf: (w) => militaryCookies[w % militaryCookies.length],
      sqlOf: (w) => benefitQueries.listRedemptions(mockDb, militaryIds[w % militaryIds.length], null).toSQL(),
      rawName: "history SQL",
    },
    {
      name: "GET /api/company/benefits/uses",
      path: "/api/company/benefits/uses",
      cookieOf: (w) => cookies[w % cookies.length],
      sqlOf: (w) => companyBenefitQueries.listCompanyUses(mockDb, companyIds[w % companyIds.length], null).toSQL(),
      rawName: "partner uses SQL",
    },
    {
      name: "GET /api/partners",
      path: "/api/partners",
      cookieOf: () => "",
      sqlOf: () => directoryQueries.listPartners(mockDb, {}, null, new Date()).toSQL(),
      rawName: "directory SQL",
    },
  ];
  for (const c of pagedCases) {
    const status = await get(c.path, c.cookieOf(0));
    if (status !== 200) throw new Error(`${c.path} answered ${status}`);
    const api = await drive(async (w) => (await get(c.path, c.cookieOf(w))) === 200);
    rows.push({ name: c.name, via: "API", ...api });
    const statements = Array.from({ length: CONCURRENCY }, (_, w) => c.sqlOf(w));
    const raw = await drive(async (w) => {
      const q = statements[w % statements.length];
      await pool.query(q.sql, q.params);
      return true;
    });
    rows.push({ name: c.rawName, via: "pg", ...raw });
    ratios.push({ label: c.name.replace("GET ", ""), api, raw });
  }
  return ratioLines(ratios);
}

/** The partners directory's page as the server renders it, when the web app is built. */
async function measureDirectoryPage({ root, get, rows }) {
  if (!fs.existsSync(path.join(root, "apps/web/dist-server/entry-server.js"))) {
    log("apps/web/dist-server is missing (run `npm run build`): the rendered directory page is not measured");
    return [];
  }
  const pageStatus = await get("/parceiros/diretorio", "");
  if (pageStatus !== 200) throw new Error(`/parceiros/diretorio answered ${pageStatus}`);
  const rendered = await drive(async () => (await get("/parceiros/diretorio", "")) === 200);
  rows.push({ name: "GET /parceiros/diretorio (server-rendered)", via: "API", ...rendered });
  return [];
}

export const steps = [
  { only: "benefits", run: measureBenefits },
  { only: "benefits", run: measureDirectoryPage, last: true },
];

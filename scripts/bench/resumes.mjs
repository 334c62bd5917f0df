// npm run bench, CVs (BENCH_ONLY=resumes): 'Baixar PDF' of a militar's CV, and a company's
// candidate sheet with its CV link and the CV it downloads, each beside the SQL it sends.
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { tsImport } from "tsx/esm/api";
import { drive, httpGetter, log, ms, verdict } from "./lib.mjs";

/** 'Baixar PDF' is measured at this many in flight: a page's button, not a feed. */
const PDF_IN_FLIGHT = 8;

const EDUCATION = [
  { level: "medio", institution: "Colégio Estadual de Resende", course: "", year: "2012", inProgress: false },
];

/** Sends a JSON body with a method of its own (the CV is saved with PUT). */
async function send(base, method, pathname, cookie, body) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: res.headers.get("content-type")?.includes("json") ? await res.json() : null };
}

async function measureResumes({ base, root, pool, rows, cookies, companyIds, militaryCookies }) {
  const get = httpGetter(base);
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const q = await tsImport(path.join(root, "apps/api/src/features/resumes/resumes.queries.ts"), import.meta.url);
  const applications = await tsImport(
    path.join(root, "apps/api/src/features/applications/applications.queries.ts"),
    import.meta.url,
  );
  const { resumePdf } = await tsImport(path.join(root, "apps/api/src/features/resumes/resume-pdf.ts"), import.meta.url);
  const lines = [];

  // Eight militares with a complete CV (their draft and a formação), PREMIUM so their
  // applications below are not held by the FREE plan's cap.
  const militares = (await militaryCookies()).slice(0, PDF_IN_FLIGHT);
  const ids = [];
  for (const cookie of militares) {
    const draft = await send(base, "GET", "/api/military/resume", cookie);
    if (draft.status !== 200) throw new Error(`GET /api/military/resume answered ${draft.status}`);
    const content = { ...draft.body.content, education: EDUCATION, availability: "imediata" };
    if (!content.objective.occupationTitle) content.objective = { ...content.objective, occupationTitle: "Almoxarife" };
    if (!content.summary) content.summary = "Militar com experiência em logística e gestão de materiais.";
    if (content.experiences.length === 0) {
      content.experiences = [
        {
          kind: "militar",
          title: "Almoxarife",
          organization: "Exército Brasileiro",
          city: "",
          start: { month: "", year: "2015" },
          current: false,
          end: { month: "", year: "2023" },
          bullets: ["Controle de estoques e do recebimento de materiais, com inventários periódicos"],
        },
      ];
    }
    const saved = await send(base, "PUT", "/api/military/resume", cookie, content);
    if (saved.status !== 200)
      throw new Error(`PUT /api/military/resume answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    const me = await send(base, "GET", "/api/me", cookie);
    ids.push(me.body.id);
  }
  await pool.query("UPDATE military_profiles SET plan = 'PREMIUM' WHERE user_id = ANY($1)", [ids]);

  log(`  ${militares.length} militares with a complete CV`);
  const pdf = await drive(
    async (w) => (await get("/api/military/resume/pdf", militares[w % militares.length])) === 200,
    PDF_IN_FLIGHT,
  );
  rows.push({ name: "GET /api/military/resume/pdf", via: "API", ...pdf });
  const reads = await drive(async (w) => {
    const id = ids[w % ids.length];
    await Promise.all([q.resumeFacts(rawDb, id), q.findResume(rawDb, id)]);
    return true;
  }, PDF_IN_FLIGHT);
  rows.push({ name: "its reads (facts, saved CV)", via: "drizzle", ...reads });
  const facts = await q.resumeFacts(rawDb, ids[0]);
  const saved = await q.findResume(rawDb, ids[0]);
  const document = { ...saved.content, ...facts, phone: facts.phone, email: facts.email, certificates: [] };
  // Once outside the measurement, so a failure shows instead of counting as errors.
  await resumePdf(document, base);
  const render = await drive(async () => {
    await resumePdf(document, base);
    // The drawing settles on stream ticks alone: yield to the timers, or the measurement never ends.
    await new Promise((resolve) => setImmediate(resolve));
    return true;
  }, PDF_IN_FLIGHT);
  rows.push({ name: "the PDF alone (pdfkit, in this process)", via: "in-process", ...render });
  lines.push(
    `  'Baixar PDF' at ${PDF_IN_FLIGHT} in flight: p99 ${ms(pdf.p99)} (≤ 300 ms): ${verdict(pdf.p99 <= 300)}; ${pdf.rps.toFixed(0)} PDFs/s (its reads alone ${reads.rps.toFixed(0)}/s, the drawing alone ${render.rps.toFixed(0)}/s)`,
  );

  // Each applies to a job of the first company: the application keeps his CV.
  const { rows: open } = await pool.query(
    `SELECT j.id FROM jobs j WHERE j.company_id = $1 AND j.active AND (j.expires_at IS NULL OR j.expires_at > now())
       AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = j.id AND a.user_id = ANY($2))
     ORDER BY j.created_at DESC LIMIT 1`,
    [companyIds[0], ids],
  );
  const jobId = open[0]?.id;
  if (!jobId) throw new Error("the first company has no open job these militares have not applied to");
  const applicationIds = [];
  for (const cookie of militares) {
    const applied = await send(base, "POST", `/api/military/jobs/${jobId}/apply`, cookie);
    if (applied.status !== 201) throw new Error(`apply answered ${applied.status}: ${JSON.stringify(applied.body)}`);
    applicationIds.push(applied.body.id);
  }
  const company = cookies[0];
  const sheet = await drive(
    async (w) => (await get(`/api/company/applications/${applicationIds[w % applicationIds.length]}`, company)) === 200,
  );
  rows.push({ name: "GET /api/company/applications/{id} (the sheet, with its CV)", via: "API", ...sheet });
  const sheetRaw = await drive(async (w) => {
    await applications.findCompanyApplication(rawDb, companyIds[0], applicationIds[w % applicationIds.length]);
    return true;
  });
  rows.push({ name: "its statement", via: "drizzle", ...sheetRaw });
  lines.push(
    `  candidate sheet with its CV, 32 in flight: p99 ${ms(sheet.p99)} (its statement alone ${ms(sheetRaw.p99)}); API ${((sheet.rps / sheetRaw.rps) * 100).toFixed(0)}% of its statement's throughput`,
  );
  // The lists that say which CV went with each application: the company's candidates and his own.
  const jobs = await tsImport(path.join(root, "apps/api/src/features/jobs/jobs.military.queries.ts"), import.meta.url);
  const listCases = [
    {
      label: "GET /api/company/applications (each with its CV)",
      api: () => get("/api/company/applications", company),
      raw: () => applications.listCompanyApplications(rawDb, companyIds[0], { sort: "recentes", cursor: null }),
    },
    {
      label: "GET /api/military/applications (each with its CV)",
      api: (w) => get("/api/military/applications", militares[w % militares.length]),
      raw: (w) => jobs.listMyApplications(rawDb, ids[w % ids.length]),
    },
  ];
  for (const c of listCases) {
    const api = await drive(async (w) => (await c.api(w)) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const raw = await drive(async (w) => {
      await c.raw(w);
      return true;
    });
    rows.push({ name: "its statements", via: "drizzle", ...raw });
    lines.push(
      `  ${c.label}, 32 in flight: p99 ${ms(api.p99)} (its statements alone ${ms(raw.p99)}); API ${((api.rps / raw.rps) * 100).toFixed(0)}% of their throughput`,
    );
  }

  const download = await drive(
    async (w) =>
      (await get(`/api/company/applications/${applicationIds[w % applicationIds.length]}/resume`, company)) === 200,
    PDF_IN_FLIGHT,
  );
  rows.push({ name: "GET /api/company/applications/{id}/resume", via: "API", ...download });
  lines.push(
    `  'Baixar currículo' (the copy sent) at ${PDF_IN_FLIGHT} in flight: p99 ${ms(download.p99)} (≤ 300 ms): ${verdict(download.p99 <= 300)}`,
  );
  return lines;
}

export const steps = [{ only: "resumes", run: measureResumes }];

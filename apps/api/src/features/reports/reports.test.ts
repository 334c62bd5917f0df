// The company's reports: what each plan gets, figures equal to counts taken straight from the raw
// rows for each period (the 7-day boundary included), nothing of another company, roll-ups right
// under parallel applications, and the CSV and XLSX exports.
import { type AdvancedReport, addDays } from "@pm/shared/reports";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../test/csv";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, readError, type TestApp, type TestUser } from "../../../test/harness";
import { jobApplications, jobViews } from "../../db/schema/jobs";
import { jobDailyStats } from "../../db/schema/reports";
import { medianOfBuckets, todayInBrazil, trendStart } from "./reports.queries";

let t: TestApp;
let pro: TestUser;
let plus: TestUser;
let parceiro: TestUser;
let proCompany: string;
let today: string;
const jobIds: { a: string; b: string; other: string } = { a: "", b: "", other: "" };

/** Noon in Brazil of `day` (UTC−3), or one minute after its midnight with `edge`. */
const brazilTime = (day: string, edge = false) => new Date(`${day}T${edge ? "00:01" : "12:00"}:00-03:00`);

/** The report as the API answers it (the advanced one's fields are absent from a basic report). */
const report = async (user: TestUser, query: Record<string, string> = {}) =>
  (await user.client.request("GET", `/api/company/reports?${new URLSearchParams(query)}`)) as Awaited<
    ReturnType<TestUser["client"]["request"]>
  > & { body: AdvancedReport };

beforeAll(async () => {
  t = await createTestApp();
  const p = await paidCompany(t, { plan: "pro", name: "Pro Relatórios" });
  pro = p.user;
  proCompany = p.company.id;
  plus = (await paidCompany(t, { plan: "plus", name: "Plus Relatórios" })).user;
  const other = await paidCompany(t, { plan: "pro", name: "Outra Relatórios" });
  parceiro = (await paidCompany(t, { plan: "parceiro", name: "Parceiro Relatórios" })).user;
  today = todayInBrazil();
  jobIds.a = (await job(t, proCompany, { title: "Conferente" })).id;
  jobIds.b = (await job(t, proCompany, { title: "Vigilante" })).id;
  jobIds.other = (await job(t, other.company.id, { title: "Da outra" })).id;

  // Views: on the first day of the 7-day period, the day before it, and 40 days ago.
  const views = [
    ...Array.from({ length: 5 }, () => ({ jobId: jobIds.a, viewDay: addDays(today, -6) })),
    ...Array.from({ length: 3 }, () => ({ jobId: jobIds.a, viewDay: addDays(today, -7) })),
    ...Array.from({ length: 4 }, () => ({ jobId: jobIds.b, viewDay: addDays(today, -40) })),
    ...Array.from({ length: 9 }, () => ({ jobId: jobIds.other, viewDay: today })),
  ];
  await t.db.insert(jobViews).values(views);

  // Applications: one at 00:01 of the period's first day (in), one the evening before (out).
  const militares = await Promise.all(
    ["Alda", "Beto", "Cida", "Duda"].map((n) =>
      completedMilitar(t, { fullName: `${n} Relatório`, profile: { militaryBranch: "exercito", state: "RJ" } }),
    ),
  );
  const [m1, m2, m3, m4] = militares.map((m) => m.userId) as [string, string, string, string];
  await t.db.insert(jobApplications).values([
    { jobId: jobIds.a, userId: m1, appliedAt: brazilTime(addDays(today, -6), true) },
    { jobId: jobIds.a, userId: m2, appliedAt: new Date(`${addDays(today, -6)}T23:59:00-03:00`) },
    { jobId: jobIds.a, userId: m3, appliedAt: new Date(`${addDays(today, -7)}T23:59:00-03:00`) },
    { jobId: jobIds.b, userId: m4, appliedAt: brazilTime(addDays(today, -40)), source: "convite" },
    { jobId: jobIds.other, userId: m1, appliedAt: brazilTime(today) },
  ]);
  // The company reviews one and approves it; another is rejected.
  const [first] = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobIds.a), eq(jobApplications.userId, m1)));
  for (const status of ["em_analise", "aprovado"] as const) {
    expect(
      (
        await pro.client.request("PATCH", `/api/company/applications/${first?.id}`, {
          status,
        })
      ).status,
    ).toBe(200);
  }
  const [second] = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobIds.a), eq(jobApplications.userId, m2)));
  await pro.client.request("PATCH", `/api/company/applications/${second?.id}`, { status: "rejeitado" });
});
afterAll(() => t?.close());

/** The counts taken straight from the raw rows, for the company's jobs and the days from..to. */
async function raw(from: string, to: string) {
  const { rows } = (await t.db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM job_views v JOIN jobs j ON j.id = v.job_id
        WHERE j.company_id = ${proCompany} AND v.view_day BETWEEN ${from}::date AND ${to}::date) AS views,
      (SELECT count(*)::int FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE j.company_id = ${proCompany}
          AND (a.applied_at AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${from}::date AND ${to}::date) AS applications
  `)) as unknown as { rows: { views: number; applications: number }[] };
  return rows[0];
}

describe("GET /api/company/reports", () => {
  it.each([
    ["7", 6],
    ["30", 29],
    ["90", 89],
  ])(
    "for the last %s days equals the raw counts, the first day included and the day before it not",
    async (period, back) => {
      const res = await report(pro, { period });
      expect(res.status).toBe(200);
      const from = addDays(today, -back);
      expect(res.body).toMatchObject({ from, to: today, level: "avancado" });
      const expected = await raw(from, today);
      expect(res.body.totals).toMatchObject(expected ?? {});
      expect(res.body.jobs.map((j: { title: string }) => j.title).sort()).toEqual(["Conferente", "Vigilante"]);
    },
  );

  it("counts exactly the 7-day boundary: 5 views and 2 applications of its first day, none of the day before", async () => {
    const res = await report(pro, { period: "7" });
    const conferente = res.body.jobs.find((j: { title: string }) => j.title === "Conferente");
    expect(conferente).toMatchObject({
      views: 5,
      applications: 2,
      conversion: 40,
      byStatus: { pendente: 0, em_analise: 0, aprovado: 1, rejeitado: 1 },
    });
    const thirty = await report(pro, { period: "30" });
    expect(thirty.body.jobs.find((j: { title: string }) => j.title === "Conferente")).toMatchObject({
      views: 8,
      applications: 3,
    });
  });

  it("a custom period reads its own days, and the advanced figures follow the applications made in it", async () => {
    const from = addDays(today, -45);
    const to = addDays(today, -35);
    const res = await report(pro, { period: "personalizado", from, to });
    expect(res.status).toBe(200);
    expect(res.body.totals).toMatchObject({ views: 4, applications: 1, ...(await raw(from, to)) });
    expect(res.body.sources).toEqual(expect.arrayContaining([{ source: "convite", n: 1 }]));

    const week = await report(pro, { period: "7" });
    expect(week.body.funnel).toEqual({ applied: 2, reviewed: 2, approved: 1, rejected: 1, withdrawn: 0 });
    expect(week.body.medianHours.firstReview).toBeGreaterThan(0);
    expect(week.body.medianHours.approval).toBeGreaterThan(0);
    expect(week.body.applicants.branch).toEqual([{ key: "exercito", n: 2 }]);
    expect(week.body.applicants.state).toEqual([{ key: "RJ", n: 2 }]);
    expect(week.body.weekly).toHaveLength(12);
    expect((week.body.weekly.at(-1)?.week ?? "") <= today).toBe(true);
    const weeklyApplications = week.body.weekly.reduce(
      (n: number, w: { applications: number }) => n + w.applications,
      0,
    );
    // Twelve weeks back from this one's Monday: the application of 40 days ago is in them.
    expect(weeklyApplications).toBe((await raw(trendStart(today), today))?.applications);
    expect(weeklyApplications).toBe(4);
  });

  it("never includes another company's jobs, views or applications", async () => {
    const res = await report(pro, { period: "90" });
    expect(JSON.stringify(res.body)).not.toContain(jobIds.other);
    expect(JSON.stringify(res.body)).not.toContain("Da outra");
  });

  it("gives Plus the basic report only, and refuses Parceiro with the way to upgrade", async () => {
    const basic = await report(plus, { period: "30" });
    expect(basic.status).toBe(200);
    expect(basic.body.level).toBe("basico");
    expect(basic.body).not.toHaveProperty("funnel");
    expect(basic.body).not.toHaveProperty("applicants");
    expect(basic.body.jobs).toEqual([]);

    const refused = await readError(report(parceiro));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "PLAN_REQUIRED",
      message: "Os relatórios fazem parte dos planos Plus, Pro e Enterprise. Faça upgrade para acessar.",
    });
    expect((await readError(parceiro.client.request("GET", "/api/company/reports/export?format=csv"))).status).toBe(
      403,
    );
  });

  it.each([
    [{ period: "15" }, "Período inválido"],
    [{ period: "personalizado" }, "Informe as datas no formato AAAA-MM-DD"],
    [
      { period: "personalizado", from: "2026-02-10", to: "2026-01-10" },
      "A data inicial deve ser anterior ou igual à final",
    ],
    [
      { period: "personalizado", from: "2024-01-01", to: "2026-01-10" },
      "O período personalizado pode ter no máximo 366 dias",
    ],
    [{ period: "personalizado", from: "10/01/2026", to: "2026-01-10" }, "Informe as datas no formato AAAA-MM-DD"],
  ])("refuses %o with 422", async (query, message) => {
    const res = await readError(report(pro, query));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.error)).toContain(message);
  });

  it("refuses a militar and a visitor", async () => {
    const militar = await completedMilitar(t);
    expect((await report(militar)).status).toBe(403);
    expect((await t.client().request("GET", "/api/company/reports")).status).toBe(401);
  });
});

describe("the roll-ups", () => {
  it("stay equal to the raw rows under 50 parallel applications and views", async () => {
    const { id: jobId } = await job(t, proCompany, { title: "Concorrida" });
    const militares = await Promise.all(Array.from({ length: 50 }, () => completedMilitar(t)));
    const results = await Promise.all(
      militares.map((m) => m.client.request("POST", `/api/military/jobs/${jobId}/apply`)),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const [stats] = await t.db
      .select({
        views: sql<number>`sum(${jobDailyStats.views})::int`,
        applications: sql<number>`sum(${jobDailyStats.applications})::int`,
        pendente: sql<number>`sum(${jobDailyStats.pendente})::int`,
      })
      .from(jobDailyStats)
      .where(eq(jobDailyStats.jobId, jobId));
    // Applying from the board counts the view too (once per militar and day).
    expect(stats).toEqual({ views: 50, applications: 50, pendente: 50 });
    // 50 militares are created first, which alone takes most of the time on a busy machine.
  }, 120_000);
});

describe("the daily facts", () => {
  it("take a deleted job's applications back out of the funnel and the applicants", async () => {
    const { id: jobId } = await job(t, proCompany, { title: "Temporária" });
    const militar = await completedMilitar(t, { profile: { state: "AM" } });
    expect((await militar.client.request("POST", `/api/military/jobs/${jobId}/apply`)).status).toBe(201);
    const before = (await report(pro, { period: "7" })).body;
    expect(before.applicants.state).toContainEqual({ key: "AM", n: 1 });
    expect((await pro.client.request("DELETE", `/api/company/jobs/${jobId}`)).status).toBe(204);
    const after = (await report(pro, { period: "7" })).body;
    expect(after.funnel.applied).toBe(before.funnel.applied - 1);
    expect(after.applicants.state.find((s) => s.key === "AM")).toBeUndefined();
  });

  it("give the median's bucket middle: hours below 72, days above", () => {
    expect(medianOfBuckets([])).toBeNull();
    expect(medianOfBuckets([{ key: "5", n: 1 }])).toBe(5.5);
    expect(
      medianOfBuckets([
        { key: "2", n: 1 },
        { key: "10", n: 1 },
        { key: "1", n: 1 },
      ]),
    ).toBe(2.5);
    expect(
      medianOfBuckets([
        { key: "96", n: 3 },
        { key: "3", n: 2 },
      ]),
    ).toBe(108);
    expect(
      medianOfBuckets([
        { key: "96", n: 2 },
        { key: "3", n: 2 },
      ]),
    ).toBe(3.5);
  });
});

describe("the monthly roll-ups", () => {
  it("keep each month equal to the sum of its days, after status changes and a deleted job", async () => {
    const differences = await t.db.execute(sql`
      SELECT 'job' AS kind, coalesce(d.job_id, m.job_id)::text AS id FROM
        (SELECT job_id, date_trunc('month', day)::date AS month, sum(views)::int AS views,
           sum(applications)::int AS applications, sum(pendente)::int AS pendente, sum(em_analise)::int AS em_analise,
           sum(aprovado)::int AS aprovado, sum(rejeitado)::int AS rejeitado
         FROM job_daily_stats GROUP BY 1, 2) d
        FULL JOIN (SELECT * FROM job_monthly_stats WHERE (views, applications, pendente, em_analise, aprovado, rejeitado)
                     <> (0, 0, 0, 0, 0, 0)) m USING (job_id, month)
      WHERE (d.views, d.applications, d.pendente, d.em_analise, d.aprovado, d.rejeitado)
        IS DISTINCT FROM (m.views, m.applications, m.pendente, m.em_analise, m.aprovado, m.rejeitado)
        AND (d.views, d.applications, d.pendente, d.em_analise, d.aprovado, d.rejeitado) <> (0, 0, 0, 0, 0, 0)
      UNION ALL
      SELECT 'company', coalesce(d.company_id, m.company_id)::text FROM
        (SELECT company_id, date_trunc('month', day)::date AS month, key, sum(n)::int AS n
         FROM company_daily_facts GROUP BY 1, 2, 3 HAVING sum(n) <> 0) d
        FULL JOIN (SELECT * FROM company_monthly_facts WHERE n <> 0) m USING (company_id, month, key)
      WHERE d.n IS DISTINCT FROM m.n`);
    expect((differences as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [months] = (
      (await t.db.execute(sql`SELECT count(*)::int AS n FROM job_monthly_stats WHERE applications > 0`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(months?.n).toBeGreaterThan(0);
  });

  it("give a custom period of whole months the figures of the raw rows", async () => {
    const monthStart = `${addDays(today, -40).slice(0, 7)}-01`;
    const nextMonth = `${addDays(monthStart, 32).slice(0, 7)}-01`;
    const to = addDays(nextMonth, -1);
    const res = await report(pro, { period: "personalizado", from: monthStart, to });
    expect(res.status).toBe(200);
    const expected = await raw(monthStart, to);
    expect(res.body.totals).toMatchObject(expected ?? {});
    expect(res.body.totals.applications).toBeGreaterThan(0);
  });
});

describe("a period read as months less the days they leave out", () => {
  it("equals the raw counts on every edge: a month read whole less a day with views, or its days", async () => {
    // A company of its own with a view on every day of the last 100, two on each month's 1st and
    // three on each month's last day, and an application every fifth day.
    const own = await paidCompany(t, { plan: "pro", name: "Meses Relatórios" });
    const ownJob = (await job(t, own.company.id, { title: "Almoxarife" })).id;
    const viewsOf = (day: string) => (day.endsWith("-01") ? 2 : addDays(day, 1).endsWith("-01") ? 3 : 1);
    const days = Array.from({ length: 100 }, (_, i) => addDays(today, -i));
    await t.db
      .insert(jobViews)
      .values(days.flatMap((viewDay) => Array.from({ length: viewsOf(viewDay) }, () => ({ jobId: ownJob, viewDay }))));
    const applicants = await Promise.all(
      days.filter((_, i) => i % 5 === 0).map((_, i) => completedMilitar(t, { fullName: `Mês ${i} Relatório` })),
    );
    await t.db
      .insert(jobApplications)
      .values(
        applicants.map((m, i) => ({ jobId: ownJob, userId: m.userId, appliedAt: brazilTime(addDays(today, -i * 5)) })),
      );
    const counted = async (from: string, to: string) =>
      (
        (await t.db.execute(sql`
          SELECT (SELECT count(*)::int FROM job_views WHERE job_id = ${ownJob}
                    AND view_day BETWEEN ${from}::date AND ${to}::date) AS views,
                 (SELECT count(*)::int FROM job_applications WHERE job_id = ${ownJob}
                    AND (applied_at AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${from}::date AND ${to}::date) AS applications
        `)) as unknown as { rows: { views: number; applications: number }[] }
      ).rows[0];
    // Periods that start on a month's 2nd (the month whole less its 1st), end on a month's
    // second-to-last day (less its last), or sit inside a month, around today.
    const month = (back: number) => `${addDays(today, -back).slice(0, 7)}-01`;
    const periods: [string, string][] = [];
    for (const back of [40, 70]) {
      const first = month(back);
      const last = addDays(`${addDays(first, 32).slice(0, 7)}-01`, -1);
      periods.push([addDays(first, 1), today], [addDays(first, 1), addDays(last, -1)], [first, addDays(last, -1)]);
      periods.push([addDays(first, 10), addDays(first, 14)], [addDays(first, 1), addDays(first, 20)]);
    }
    for (const [from, to] of periods.filter(([from, to]) => from <= to && to <= today)) {
      const res = await own.user.client.request(
        "GET",
        `/api/company/reports?period=personalizado&from=${from}&to=${to}`,
      );
      expect(res.status, `${from}..${to}`).toBe(200);
      expect((res.body as AdvancedReport).totals, `${from}..${to}`).toMatchObject((await counted(from, to)) ?? {});
    }
  });
});

describe("GET /api/company/reports/export", () => {
  it("downloads the per-job table as CSV for Excel in Brazil", async () => {
    const res = await pro.client.request("GET", "/api/company/reports/export?period=7&format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="relatorio-${addDays(today, -6)}-a-${today}.csv"`,
    );
    const lines = String(res.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Vaga;Status da vaga;Visualizações;Candidaturas;Conversão (%);Pendente;Em Análise;Aprovado;Rejeitado",
    );
    expect(lines).toContain("Conferente;Ativa;5;2;40;0;0;1;1");
    expect(lines.at(-1)).toMatch(/^Total;;\d+;\d+;[\d,]+;\d+;\d+;\d+;\d+$/);
  });

  it("downloads it as XLSX with the same rows", async () => {
    const res = await pro.client.fetch("/api/company/reports/export?period=7&format=xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Relatório");
    const rows =
      sheet
        ?.getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1)) ?? [];
    expect(rows[1]?.[0]).toBe("Vaga");
    expect(rows).toContainEqual(["Conferente", "Ativa", 5, 2, 40, 0, 0, 1, 1]);
  });

  it("keeps job titles that start like a formula as text, in the CSV and in the XLSX", async () => {
    const company = await paidCompany(t, { plan: "pro", name: "Fórmulas Relatórios" });
    const titles = [
      '=HYPERLINK("http://exemplo.com";"Clique")',
      "+55 Vigilante",
      "-2+3 Porteiro",
      "@SOMA(A1:A9)",
      "\t=1+1 Motorista",
      "\r=1+1 Zelador",
    ];
    for (const title of titles) await job(t, company.company.id, { title });

    const csv = await company.user.client.request("GET", "/api/company/reports/export?period=7&format=csv");
    expect(csv.status).toBe(200);
    const rows = parseCsv(String(csv.body).replace(/^\uFEFF/, ""), ";");
    expect(rows.map((r) => r[0]).sort()).toEqual(["Total", "Vaga", ...titles.map((title) => `'${title}`)].sort());
    // The figures are numbers, written as they are.
    for (const row of rows.slice(1)) expect(row.slice(2)).toEqual(["0", "0", "0", "0", "0", "0", "0"]);

    const xlsx = await company.user.client.fetch("/api/company/reports/export?period=7&format=xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const cells: ExcelJS.Cell[] = [];
    workbook
      .getWorksheet("Relatório")
      ?.getColumn(1)
      .eachCell((cell) => {
        cells.push(cell);
      });
    // Stored as strings, never as formulas (XML keeps a lone carriage return as a line feed).
    const titleCells = cells.slice(2, -1);
    expect(titleCells.map((c) => c.type)).toEqual(titles.map(() => ExcelJS.ValueType.String));
    expect(titleCells.map((c) => c.formula)).toEqual(titles.map(() => undefined));
    expect(titleCells.map((c) => String(c.value).replace(/^\n/, "\r")).sort()).toEqual([...titles].sort());
  });

  it("refuses an unknown format with 422", async () => {
    const res = await readError(pro.client.request("GET", "/api/company/reports/export?period=7&format=pdf"));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.error)).toContain("Formato de exportação inválido");
  });
});

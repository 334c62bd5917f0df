import { publicJobPath } from "@pm/shared/job-links";
import type { BoardCursor } from "@pm/shared/jobs.military";
import type {
  PublicJob,
  PublicJobCard,
  PublicJobLookup,
  PublicJobsPage,
  PublicJobsQuery,
} from "@pm/shared/jobs.public";
import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { deletedJobs, jobCardColumns, jobs } from "../../db/schema/jobs";
import { visibleCompany } from "../../entitlements/company-visibility.queries";
import { openJob } from "../../entitlements/open-jobs.queries";
import { companyAbout, listBoardJobs, listed } from "./jobs.military.queries";

/** How many open jobs a closed job's page offers instead. */
export const SIMILAR_JOBS = 3;

const cardColumns = {
  ...jobCardColumns,
  createdAt: jobs.createdAt,
  company: { name: companies.name, logoUrl: companies.logoUrl, state: companies.state },
};

type CardRow = {
  id: string;
  title: string;
  city: string;
  regime: PublicJobCard["regime"];
  modality: PublicJobCard["modality"];
  salary: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  openings: number;
  pcd: PublicJobCard["pcd"];
  area: PublicJobCard["area"];
  createdAt: Date | string;
  company: PublicJobCard["company"];
};

const toCard = (row: CardRow): PublicJobCard => ({
  id: row.id,
  path: publicJobPath(row),
  title: row.title,
  city: row.city,
  regime: row.regime,
  modality: row.modality,
  salary: row.salary,
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  openings: row.openings,
  pcd: row.pcd,
  area: row.area,
  createdAt: new Date(row.createdAt).toISOString(),
  company: { name: row.company.name, logoUrl: row.company.logoUrl, state: row.company.state },
});

/** A page of the public list: the board's search and filters, as a visitor (nothing saved, nothing applied). */
export async function listPublicJobs(
  db: Db,
  { cursor: _text, ...query }: PublicJobsQuery,
  cursor: BoardCursor | null,
  reads: Db = db,
): Promise<PublicJobsPage> {
  const page = await listBoardJobs(db, null, { ...query, saved: false }, cursor, reads);
  return { jobs: page.jobs.map(toCard), nextCursor: page.nextCursor, total: page.total };
}

/**
 * Open jobs like a closed one: those sharing a word of its title (accents ignored, Portuguese
 * stems), newest first; the newest open jobs when none does.
 */
async function similarJobs(db: Db, title: string, exceptId: string): Promise<PublicJobCard[]> {
  const words = title.match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  const select = (extra: SQL | undefined) =>
    db
      .select(cardColumns)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(listed, ne(jobs.id, exceptId), extra))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(SIMILAR_JOBS);
  const alike =
    words.length > 0
      ? await select(sql`jobs.search_vector @@ to_tsquery('portuguese', pm_unaccent(${words.join(" | ")}))`)
      : [];
  return (alike.length > 0 ? alike : await select(undefined)).map(toCard);
}

/**
 * The job a public address names: open (its active, unexpired job of a paid company), gone
 * (paused, expired or deleted, with similar open jobs) or missing (unknown, or its company's plan is not paid).
 */
export async function findPublicJob(db: Db, id: string): Promise<PublicJobLookup> {
  const [row] = await db
    .select({
      ...cardColumns,
      description: jobs.description,
      requirements: jobs.requirements,
      benefits: jobs.benefits,
      open: sql<boolean>`coalesce(${openJob}, false)`,
      expiresAt: jobs.expiresAt,
      closesOn: jobs.closesOn,
      paid: sql<boolean>`coalesce(${visibleCompany}, false)`,
      company: {
        slug: companyAbout.slug,
        name: companyAbout.name,
        logoUrl: companyAbout.logoUrl,
        state: companyAbout.state,
        sector: companyAbout.sector,
        website: companyAbout.website,
        description: companyAbout.description,
      },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id));
  if (row) {
    if (!row.paid) return { status: "missing" };
    // Paused or expired: closed, like a deleted job.
    if (!row.open) return { status: "gone", title: row.title, similar: await similarJobs(db, row.title, id) };
    const job: PublicJob = {
      ...toCard(row),
      expiresAt: new Date(row.expiresAt).toISOString(),
      closesOn: row.closesOn,
      description: row.description,
      requirements: row.requirements,
      benefits: row.benefits,
      company: row.company,
    };
    return { status: "active", job };
  }
  const [deleted] = await db.select({ title: deletedJobs.title }).from(deletedJobs).where(eq(deletedJobs.id, id));
  if (!deleted) return { status: "missing" };
  return { status: "gone", title: deleted.title, similar: await similarJobs(db, deleted.title, id) };
}

/** How many jobs the sitemaps list: the open jobs of visible companies. */
export async function listedJobCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(listed);
  return row?.n ?? 0;
}

/** The open jobs of the sitemap's page `n` (from 1) of `perSitemap` each, newest first. */
export function listedJobsPage(db: Db, n: number, perSitemap: number) {
  return db
    .select({ id: jobs.id, title: jobs.title, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(listed)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(perSitemap)
    .offset((n - 1) * perSitemap);
}

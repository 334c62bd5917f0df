// A company's public page (/empresas/{slug}) and the sitemap's list of them: only a visible company
// (paid, not suspended) has one, with what it publishes about itself, its open jobs and its live
// partner offers.
import {
  COMPANY_PAGE_JOBS,
  COMPANY_PAGE_OFFERS,
  type PublicCompany,
  type PublicCompanyLookup,
  publicCompanyPath,
} from "@pm/shared/companies.public";
import { publicJobPath } from "@pm/shared/job-links";
import type { PublicJobCard } from "@pm/shared/jobs.public";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { benefitOffers } from "../../db/schema/benefits";
import { companies } from "../../db/schema/companies";
import { jobCardColumns, jobs } from "../../db/schema/jobs";
import { visibleCompany } from "../../entitlements/company-visibility.queries";
import { liveOffer } from "../../entitlements/offers.queries";
import { openJob } from "../../entitlements/open-jobs.queries";

/** The visible company an address names, with what its page shows of it (a statement, for the bench). */
export function selectPublicCompany(db: Db, slug: string) {
  return db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      logoUrl: companies.logoUrl,
      sector: companies.sector,
      employeesCount: companies.employeesCount,
      city: companies.city,
      state: companies.state,
      description: companies.description,
      website: companies.website,
    })
    .from(companies)
    .where(and(eq(companies.slug, slug), visibleCompany))
    .limit(1);
}

/** The company's open jobs, newest first, one more than the page lists (to tell there are more). */
export function selectCompanyOpenJobs(db: Db, companyId: string) {
  return db
    .select({ ...jobCardColumns, createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), openJob))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(COMPANY_PAGE_JOBS + 1);
}

/** The company's offers a militar may redeem today, newest first. */
export function selectCompanyLiveOffers(db: Db, companyId: string, now: Date) {
  return db
    .select({
      id: benefitOffers.id,
      title: benefitOffers.title,
      category: benefitOffers.category,
      discountPercent: benefitOffers.discountPercent,
      cashbackPercent: benefitOffers.cashbackPercent,
      online: benefitOffers.online,
      endsOn: benefitOffers.endsOn,
    })
    .from(benefitOffers)
    .innerJoin(companies, eq(companies.id, benefitOffers.companyId))
    .where(and(eq(benefitOffers.companyId, companyId), liveOffer(now)))
    .orderBy(desc(benefitOffers.createdAt), desc(benefitOffers.id))
    .limit(COMPANY_PAGE_OFFERS);
}

/**
 * The page an address names: the company (visible), or missing (no company has this address, or
 * its plan is not paid, or an operator suspended it: the same answer, so nothing tells them apart).
 */
export async function findPublicCompany(db: Db, slug: string, now: Date): Promise<PublicCompanyLookup> {
  const [row] = await selectPublicCompany(db, slug);
  if (!row) return { status: "missing" };
  const { id, ...about } = row;
  const [jobRows, offerRows] = await Promise.all([selectCompanyOpenJobs(db, id), selectCompanyLiveOffers(db, id, now)]);
  const card = { name: about.name, logoUrl: about.logoUrl, state: about.state };
  const jobCards: PublicJobCard[] = jobRows.slice(0, COMPANY_PAGE_JOBS).map((job) => ({
    ...job,
    path: publicJobPath(job),
    createdAt: new Date(job.createdAt).toISOString(),
    company: card,
  }));
  const company: PublicCompany = {
    ...about,
    path: publicCompanyPath(about.slug),
    jobs: jobCards,
    moreJobs: jobRows.length > COMPANY_PAGE_JOBS,
    offers: offerRows,
  };
  return { status: "active", company };
}

/** How many companies have a page: the sitemaps list them. */
export async function listedCompanyCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies).where(visibleCompany);
  return row?.n ?? 0;
}

/** The addresses of the sitemap's page `n` (from 1) of `perSitemap` companies each, oldest first. */
export function listedCompaniesPage(db: Db, n: number, perSitemap: number) {
  return db
    .select({ slug: companies.slug, updatedAt: companies.updatedAt })
    .from(companies)
    .where(visibleCompany)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(perSitemap)
    .offset((n - 1) * perSitemap);
}

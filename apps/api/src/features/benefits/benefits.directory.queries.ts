// The public partners directory: every company whose plan is paid (plans are cumulative: each is
// listed), with its live offers and open jobs. Only what a company publishes about itself.
import { brazilDay } from "@pm/shared/benefits";
import { DIRECTORY_PAGE_SIZE, type DirectoryQuery } from "@pm/shared/benefits.directory";
import type { PageCursor } from "@pm/shared/cursor";
import { type AnyColumn, and, desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { afterCursor, exactInstant } from "../../db/keyset";
import { companies } from "../../db/schema/companies";
import { foldedContains, searchFold } from "../../db/text-search";
import { visibleCompany } from "../../entitlements/company-visibility.queries";

/** A page of partners, newest first (a statement, so `npm run bench` can replay its SQL). */
export function listPartners(db: Db, filters: Omit<DirectoryQuery, "cursor">, cursor: PageCursor | null, now: Date) {
  const today = brazilDay(now);
  // Written out: a single-table select leaves its columns unqualified, which a subquery would
  // read as its own table's.
  const companyId = sql.raw(`"companies"."id"`);
  const contains = (column: AnyColumn, text: string | undefined) =>
    text ? foldedContains(column, searchFold(text)) : undefined;
  return db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      logoUrl: companies.logoUrl,
      city: companies.city,
      state: companies.state,
      sector: companies.sector,
      activeOffers: sql<number>`(select count(*)::int from benefit_offers o where o.company_id = ${companyId}
        and not o.paused and o.unpublished_at is null and o.starts_on <= ${today} and o.ends_on >= ${today})`,
      openJobs: sql<number>`(select count(*)::int from jobs j where j.company_id = ${companyId} and j.active and j.expires_at > now())`,
      cursorAt: exactInstant(companies.createdAt),
    })
    .from(companies)
    .where(
      and(
        visibleCompany,
        contains(companies.name, filters.q),
        contains(companies.city, filters.city),
        contains(companies.sector, filters.sector),
        cursor ? afterCursor(companies.createdAt, companies.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(DIRECTORY_PAGE_SIZE + 1);
}

// Which partner offers a militar may redeem now: shared by the catalogue, redemptions and the
// military dashboard's benefits card.
import { brazilDay } from "@pm/shared/benefits";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { benefitOffers } from "../db/schema/benefits";
import { companies } from "../db/schema/companies";
import { searchFold } from "../db/text-search";
import { visibleCompany } from "./company-visibility.queries";

/** "rio de janeiro|RJ": how the catalogue's city filter finds an offer's cities. */
export const cityKey = (city: string, state: string) => `${searchFold(city.trim())}|${state}`;

/**
 * Offers a militar may redeem today: not paused nor taken down by an operator, within their dates
 * (Brazil's day), from a partner that is visible (paid, not suspended). Used with `companies` joined on the offer's company.
 */
export function liveOffer(now: Date): SQL {
  const today = brazilDay(now);
  return sql`NOT ${benefitOffers.paused} AND ${benefitOffers.unpublishedAt} IS NULL
    AND ${benefitOffers.startsOn} <= ${today} AND ${benefitOffers.endsOn} >= ${today}
    AND ${visibleCompany}`;
}

/** Online offers, and those valid in the city. */
export const validIn = (city: { city: string; state: string }) =>
  sql`(${benefitOffers.online} OR ${benefitOffers.cityKeys} @> ARRAY[${cityKey(city.city, city.state)}]::text[])`;

/** How many live offers the militar may use in the city (online ones included). */
export async function countLiveOffers(db: Db, city: { city: string; state: string } | null, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(benefitOffers)
    .innerJoin(companies, eq(companies.id, benefitOffers.companyId))
    .where(and(liveOffer(now), city ? validIn(city) : undefined));
  return row?.n ?? 0;
}

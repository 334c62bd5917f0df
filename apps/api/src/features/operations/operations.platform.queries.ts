// The console's home and its militares: the platform's figures, and finding a militar's account.
import type { PageCursor } from "@pm/shared/cursor";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exactInstant } from "../../db/keyset";
import { users } from "../../db/schema/auth";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { containsPattern } from "../../db/text-search";
import { jobCounts } from "../../workers/runner.queries";
import { veteranConfirmedOf } from "../community/community.public";

export const MILITARES_PAGE_SIZE = 25;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The figures of the console's home: sign-ups per day by role over 30 days (Brazil's days),
 * paying companies by plan, the recurring revenue the last 30 days of paid subscription charges
 * brought, the activity totals (with the last 30 days apart), and the background jobs' queued,
 * running and failed runs per kind.
 */
export async function platformFigures(db: Db) {
  const [signUps, plans, revenue, totals, backgroundJobs] = await Promise.all([
    db.execute(sql`
      select to_char((created_at at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD') as day, role::text as role, count(*)::int as n
      from profiles
      where created_at >= now() - interval '30 days'
      group by 1, 2 order by 1`),
    db.execute(sql`
      select plan::text as plan, count(*)::int as n from companies
      where payment_status = 'completed' and suspended_at is null group by 1`),
    db.execute(sql`
      select
        coalesce(sum(amount_cents) filter (where company_id is not null), 0)::int as companies,
        coalesce(sum(amount_cents) filter (where company_id is null), 0)::int as militares
      from payments
      where status = 'paid' and subscription_id is not null and created_at >= now() - interval '30 days'`),
    db.execute(sql`
      select
        (select count(*)::int from profiles where role = 'militar') as militares,
        (select count(*)::int from military_profiles where plan = 'PREMIUM') as premium,
        (select count(*)::int from companies) as companies,
        (select count(*)::int from jobs where active) as active_jobs,
        (select count(*)::int from jobs) as jobs,
        (select count(*)::int from job_applications) as applications,
        (select count(*)::int from job_applications where applied_at >= now() - interval '30 days') as applications_30,
        (select count(*)::int from benefit_redemptions) as redemptions,
        (select count(*)::int from benefit_redemptions where redeemed_at >= now() - interval '30 days') as redemptions_30,
        (select count(*)::int from messages) as messages,
        (select count(*)::int from messages where created_at >= now() - interval '30 days') as messages_30`),
    jobCounts(db),
  ]);
  const money = rowsOf<{ companies: number; militares: number }>(revenue)[0] ?? { companies: 0, militares: 0 };
  const t = rowsOf<Record<string, number>>(totals)[0] ?? {};
  return {
    signUps: rowsOf<{ day: string; role: string; n: number }>(signUps),
    payingCompanies: rowsOf<{ plan: string; n: number }>(plans),
    recurringRevenueCents: {
      companies: money.companies,
      militares: money.militares,
      total: money.companies + money.militares,
    },
    totals: {
      militares: t.militares ?? 0,
      premium: t.premium ?? 0,
      companies: t.companies ?? 0,
      activeJobs: t.active_jobs ?? 0,
      jobs: t.jobs ?? 0,
      applications: t.applications ?? 0,
      applicationsLast30: t.applications_30 ?? 0,
      redemptions: t.redemptions ?? 0,
      redemptionsLast30: t.redemptions_30 ?? 0,
      messages: t.messages ?? 0,
      messagesLast30: t.messages_30 ?? 0,
    },
    backgroundJobs,
  };
}

/** Militares by a piece of the name or the e-mail; newest first. */
export function searchMilitares(db: Db, q: string | undefined, cursor: PageCursor | null) {
  return db
    .select({
      id: users.id,
      fullName: profiles.fullName,
      email: users.email,
      emailVerified: users.emailVerified,
      plan: militaryProfiles.plan,
      onboardedAt: militaryProfiles.completedAt,
      // The community's 'Já fiz a transição' badge an operator gave him (decision 040).
      veteranConfirmed: veteranConfirmedOf(profiles.id),
      createdAt: profiles.createdAt,
      cursorAt: exactInstant(profiles.createdAt),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .innerJoin(militaryProfiles, eq(militaryProfiles.userId, profiles.id))
    .where(
      and(
        eq(profiles.role, "militar"),
        // Each side of the union reads its own trigram index (migration 0040); an OR across the
        // join would read every profile.
        q
          ? sql`${profiles.id} IN (SELECT id FROM profiles WHERE full_name ILIKE ${containsPattern(q)} UNION SELECT id FROM users WHERE email ILIKE ${containsPattern(q)})`
          : undefined,
        // Profiles' ids are better-auth's text ids: the cursor compares them as text.
        cursor
          ? sql`(${profiles.createdAt} <= ${cursor.createdAt}::timestamptz AND (${profiles.createdAt} < ${cursor.createdAt}::timestamptz OR ${profiles.id} < ${cursor.id}))`
          : undefined,
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(MILITARES_PAGE_SIZE + 1);
}

/** A militar's account, for the console's actions on it. */
export async function findMilitarAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), eq(profiles.role, "militar")));
  return row ?? null;
}

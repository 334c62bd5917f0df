// The talent bank. Only militares who opted in (and finished onboarding) are ever read by a
// company; every company read is scoped by its own id (its views, invitations, saved searches),
// and a militar reads only his own invitations and views.
import { PROFILE_VIEWS_WINDOW_DAYS, TALENT_PAGE_SIZE } from "@pm/shared/talent";
import type { TalentFilters } from "@pm/shared/talent.company";
import { and, asc, desc, eq, gt, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { conversations } from "../../db/schema/conversations";
import { jobApplications, jobs, notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { talentInvitations, talentProfileViews, talentSavedSearches } from "../../db/schema/talent";
import { containsPattern, searchFold } from "../../db/text-search";
import { openJob } from "../../entitlements/open-jobs.queries";
import type { ExportSubject } from "../../feature";
import { certificatesJson } from "../learning/learning.public";

/** Opted in and onboarded: the only profiles a company may find or open. */
export const inTalentBank = sql`(${militaryProfiles.talentBank} AND ${militaryProfiles.completedAt} IS NOT NULL)`;

/** Whether the militar is in the talent bank: what also lets a company write to him first. */
export async function isInTalentBank(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(militaryProfiles)
    .where(and(eq(militaryProfiles.userId, userId), inTalentBank));
  return Boolean(row);
}

const tsQuery = (q: string) => sql`websearch_to_tsquery('portuguese'::regconfig, pm_unaccent(${q}))`;
/** A folded column (migration 0023) holds the text, accents and case ignored. */
const foldedContains = (column: "city_folded" | "specialties_folded", needle: string) =>
  sql`${sql.identifier(column)} LIKE ${containsPattern(searchFold(needle))}`;

/** Each filter given, as a condition on military_profiles. */
export function talentConditions(f: TalentFilters): SQL[] {
  const mp = militaryProfiles;
  const conditions: (SQL | undefined)[] = [
    f.branch ? eq(mp.militaryBranch, f.branch) : undefined,
    f.desiredArea ? eq(mp.desiredArea, f.desiredArea) : undefined,
    f.city ? foldedContains("city_folded", f.city) : undefined,
    f.state ? eq(mp.state, f.state) : undefined,
    f.availability ? eq(mp.availability, f.availability) : undefined,
    f.rank ? eq(mp.rank, f.rank) : undefined,
    f.minYearsOfService ? sql`${mp.yearsOfService} >= ${f.minYearsOfService}` : undefined,
    f.experienceLevel ? eq(mp.experienceLevel, f.experienceLevel) : undefined,
    f.specialty ? foldedContains("specialties_folded", f.specialty) : undefined,
    // The occupation's família: a militar whose confirmed or suggested occupation is a sibling
    // of the one asked does the same work.
    f.occupation
      ? sql`EXISTS (SELECT 1 FROM military_occupations o WHERE o.user_id = ${mp.userId}
          AND o.family = ${f.occupation.slice(0, 4)} AND o.status <> 'removed')`
      : undefined,
    f.q ? sql`search_vector @@ ${tsQuery(f.q)}` : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** Up to three civil occupations of the militar, confirmed ones first. */
const cardOccupations = sql<{ code: string; title: string; confirmed: boolean }[]>`(
  SELECT coalesce(json_agg(x ORDER BY x.confirmed DESC, x.title), '[]'::json) FROM (
    SELECT o.code, o.title, o.status = 'confirmed' AS confirmed FROM military_occupations o
    WHERE o.user_id = ${militaryProfiles.userId} AND o.status <> 'removed'
    ORDER BY o.status = 'confirmed' DESC, o.title LIMIT 3
  ) x
)`;

/** What a result card shows. */
const cardColumns = {
  userId: militaryProfiles.userId,
  fullName: profiles.fullName,
  avatarUrl: militaryProfiles.avatarUrl,
  militaryBranch: militaryProfiles.militaryBranch,
  rank: militaryProfiles.rank,
  yearsOfService: militaryProfiles.yearsOfService,
  specialties: militaryProfiles.specialties,
  city: militaryProfiles.city,
  state: militaryProfiles.state,
  availability: militaryProfiles.availability,
  desiredArea: militaryProfiles.desiredArea,
  experienceLevel: militaryProfiles.experienceLevel,
  occupations: cardOccupations,
};

/** Counting stops here: past it the screen says "mais de 200". Counting further costs a walk per search. */
export const TALENT_COUNT_CAP = 200;
/** Free text ranks the most recently updated matches, this many: the rank cut-off that keeps a common word cheap. */
export const RANKED_MATCHES = 200;

/**
 * The statements of a search page: the page of opted-in profiles matching the filters, and
 * their count up to the cap. Without free text (or asked for "Mais recentes") the most recently
 * updated come first, read in that order from the partial index, and counted by a second
 * statement. With free text, the RANKED_MATCHES most recently updated matches are ranked
 * (`ts_rank_cd`) and the page is taken from them, so a word every profile holds costs no more
 * than a rare one; the page's rows carry the count (`countInResults`), and `count` is sent only
 * for a page past the matches. Built apart so `npm run bench` can send the same SQL straight to
 * PostgreSQL.
 */
export function talentSearchStatements(db: Db, f: TalentFilters, page: number) {
  const mp = militaryProfiles;
  const where = and(inTalentBank, ...talentConditions(f));
  const recent = [desc(mp.updatedAt), desc(mp.userId)];
  const offset = (page - 1) * TALENT_PAGE_SIZE;
  const count = db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(mp)
      .where(where)
      .limit(TALENT_COUNT_CAP + 1)
      .as("matching"),
  );
  if (!f.q || f.sort === "recentes") {
    const results = db
      .select(cardColumns)
      .from(mp)
      .innerJoin(profiles, eq(profiles.id, mp.userId))
      .where(where)
      .orderBy(...recent)
      .limit(TALENT_PAGE_SIZE)
      .offset(offset);
    return { results, count, countInResults: false as const };
  }
  // One statement for a page of free text: the matches read once (the cap's worth and one, most
  // recent first) serve both the rank and the count, where a second statement would read the
  // same profiles again in another order (2.2 of 5.8 ms at 100,000 profiles).
  const matches = db.$with("matches").as(
    db
      .select({
        userId: sql<string>`${mp.userId}`.as("match_user_id"),
        rank: sql<number>`ts_rank_cd(search_vector, ${tsQuery(f.q)})`.as("match_rank"),
        recency: sql<number>`row_number() OVER (ORDER BY ${mp.updatedAt} DESC, ${mp.userId} DESC)`.as("match_recency"),
      })
      .from(mp)
      .where(where)
      .orderBy(...recent)
      .limit(TALENT_COUNT_CAP + 1),
  );
  const results = db
    .with(matches)
    .select({ ...cardColumns, matching: sql<number>`(SELECT count(*)::int FROM matches)` })
    .from(matches)
    .innerJoin(mp, eq(mp.userId, matches.userId))
    .innerJoin(profiles, eq(profiles.id, mp.userId))
    .where(sql`${matches.recency} <= ${RANKED_MATCHES}`)
    .orderBy(desc(matches.rank), ...recent)
    .limit(TALENT_PAGE_SIZE)
    .offset(offset);
  return { results, count, countInResults: true as const };
}

/** A page of the search and how many match (stopping at the cap). */
export async function searchTalents(db: Db, f: TalentFilters, page: number) {
  const statements = talentSearchStatements(db, f, page);
  let results: TalentCard[];
  let total: number;
  if (statements.countInResults) {
    const rows = await statements.results;
    results = rows.map(({ matching: _, ...card }) => card);
    // A page past the matches has no row to carry their count.
    total = rows[0]?.matching ?? (await statements.count)[0]?.n ?? 0;
  } else {
    const [rows, [counted]] = await Promise.all([statements.results, statements.count]);
    results = rows;
    total = counted?.n ?? 0;
  }
  return { results, total: Math.min(total, TALENT_COUNT_CAP), more: total > TALENT_COUNT_CAP };
}

type TalentCard = Awaited<ReturnType<typeof talentSearchStatements>["results"]>[number];

/** The company may see the militar's e-mail and phone: he applied to one of its jobs or accepted its invitation. */
const contactAllowed = (companyId: string) => sql<boolean>`(
  EXISTS (SELECT 1 FROM job_applications a JOIN jobs j ON j.id = a.job_id
          WHERE a.user_id = ${militaryProfiles.userId} AND j.company_id = ${companyId})
  OR EXISTS (SELECT 1 FROM talent_invitations i
          WHERE i.user_id = ${militaryProfiles.userId} AND i.company_id = ${companyId} AND i.status = 'accepted'
            AND i.application_id IS NOT NULL)
)`;

/** Every field the militar filled, for a company, with his contacts only when allowed. Null when not in the bank. */
export async function findTalentProfile(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      serviceStatus: militaryProfiles.serviceStatus,
      om: militaryProfiles.om,
      incorporationYear: militaryProfiles.incorporationYear,
      goals: militaryProfiles.goals,
      biography: militaryProfiles.biography,
      contactAllowed: contactAllowed(companyId),
      certificates: certificatesJson(militaryProfiles.userId),
      email: users.email,
      phone: militaryProfiles.phone,
      occupations: sql<{ code: string; title: string; confirmed: boolean }[]>`(
        SELECT coalesce(json_agg(json_build_object('code', o.code, 'title', o.title, 'confirmed', o.status = 'confirmed')
          ORDER BY o.status = 'confirmed' DESC, o.title), '[]'::json)
        FROM military_occupations o WHERE o.user_id = ${militaryProfiles.userId} AND o.status <> 'removed'
      )`,
    })
    .from(militaryProfiles)
    .innerJoin(profiles, eq(profiles.id, militaryProfiles.userId))
    .innerJoin(users, eq(users.id, militaryProfiles.userId))
    .where(and(eq(militaryProfiles.userId, userId), inTalentBank));
  if (!row) return null;
  const { email, phone, contactAllowed: allowed, ...rest } = row;
  return { ...rest, contact: allowed ? { email, phone } : null };
}

/** The company opened the profile: one row per pair, counting the opens and keeping the last. */
export async function recordProfileView(db: Db, companyId: string, userId: string) {
  await db
    .insert(talentProfileViews)
    .values({ companyId, userId })
    .onConflictDoUpdate({
      target: [talentProfileViews.companyId, talentProfileViews.userId],
      set: { views: sql`${talentProfileViews.views} + 1`, viewedAt: sql`now()` },
    });
}

/** The company's invitations to one militar, for the profile's "already invited" marks. */
export function invitationsTo(db: Db, companyId: string, userId: string) {
  return db
    .select({
      id: talentInvitations.id,
      jobId: talentInvitations.jobId,
      jobTitle: jobs.title,
      status: talentInvitations.status,
      createdAt: talentInvitations.createdAt,
    })
    .from(talentInvitations)
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .where(and(eq(talentInvitations.companyId, companyId), eq(talentInvitations.userId, userId)))
    .orderBy(desc(talentInvitations.createdAt));
}

export type InviteResult =
  | { kind: "invited"; id: string; jobTitle: string; companyName: string }
  | { kind: "job_not_found" }
  | { kind: "not_in_bank" }
  | { kind: "already_applied" }
  | { kind: "duplicate" };

/**
 * Invites the militar to one of the company's active jobs, with the bell's notification (and so
 * its e-mail) in the same transaction. One invitation per job and militar.
 */
export async function inviteToJob(
  db: Db,
  companyId: string,
  userId: string,
  jobId: string,
  message: string | null,
): Promise<InviteResult> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ title: jobs.title, companyName: companies.name })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), openJob));
    if (!job) return { kind: "job_not_found" } as const;
    const [open] = await tx
      .select({ one: sql<number>`1` })
      .from(militaryProfiles)
      .where(and(eq(militaryProfiles.userId, userId), inTalentBank));
    if (!open) return { kind: "not_in_bank" } as const;
    // He blocked this company: nothing of it reaches him, an invitation neither.
    const [blocked] = await tx
      .select({ one: sql<number>`1` })
      .from(conversations)
      .where(
        and(
          eq(conversations.companyId, companyId),
          eq(conversations.userId, userId),
          isNotNull(conversations.blockedAt),
        ),
      );
    if (blocked) return { kind: "not_in_bank" } as const;
    const [applied] = await tx
      .select({ one: sql<number>`1` })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)));
    if (applied) return { kind: "already_applied" } as const;
    const [created] = await tx
      .insert(talentInvitations)
      .values({ companyId, jobId, userId, message })
      .onConflictDoNothing({ target: [talentInvitations.jobId, talentInvitations.userId] })
      .returning({ id: talentInvitations.id });
    if (!created) return { kind: "duplicate" } as const;
    await tx.insert(notifications).values({
      userId,
      kind: "talent_invitation",
      data: { invitationId: created.id, jobId, jobTitle: job.title, companyName: job.companyName },
    });
    return { kind: "invited", id: created.id, jobTitle: job.title, companyName: job.companyName } as const;
  });
}

// --- The militar's side --------------------------------------------------------------------------

/** The militar's invitations, newest first, with the job and the company. */
export function listInvitations(db: Db, userId: string) {
  return db
    .select({
      id: talentInvitations.id,
      status: talentInvitations.status,
      message: talentInvitations.message,
      createdAt: talentInvitations.createdAt,
      answeredAt: talentInvitations.answeredAt,
      applicationId: talentInvitations.applicationId,
      job: { id: jobs.id, title: jobs.title, city: jobs.city, active: jobs.active },
      company: { id: companies.id, name: companies.name, logoUrl: companies.logoUrl },
    })
    .from(talentInvitations)
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .innerJoin(companies, eq(companies.id, talentInvitations.companyId))
    .where(eq(talentInvitations.userId, userId))
    .orderBy(desc(talentInvitations.createdAt));
}

/** One of the militar's invitations, or null. */
export async function findInvitation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: talentInvitations.id, jobId: talentInvitations.jobId, status: talentInvitations.status })
    .from(talentInvitations)
    .where(and(eq(talentInvitations.id, id), eq(talentInvitations.userId, userId)));
  return row ?? null;
}

/** Records the answer while the invitation is still pending; false when it was answered already. */
export async function answerInvitation(
  db: Db,
  userId: string,
  id: string,
  answer: { status: "accepted"; applicationId: string } | { status: "declined" },
): Promise<boolean> {
  const updated = await db
    .update(talentInvitations)
    .set({
      status: answer.status,
      applicationId: answer.status === "accepted" ? answer.applicationId : null,
      answeredAt: sql`now()`,
    })
    .where(
      and(eq(talentInvitations.id, id), eq(talentInvitations.userId, userId), eq(talentInvitations.status, "pending")),
    )
    .returning({ id: talentInvitations.id });
  return updated.length > 0;
}

/** The application the militar already has for a job (an invitation accepted after he applied). */
export async function applicationFor(db: Db, userId: string, jobId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)));
  return row?.id ?? null;
}

/** 'Empresas que viram seu perfil': how many companies opened it in the window, and the latest names. */
export async function profileViewsSummary(db: Db, userId: string, names = 5) {
  const since = sql`now() - ${`${PROFILE_VIEWS_WINDOW_DAYS} days`}::interval`;
  const rows = await db
    .select({ name: companies.name, viewedAt: talentProfileViews.viewedAt })
    .from(talentProfileViews)
    .innerJoin(companies, eq(companies.id, talentProfileViews.companyId))
    .where(and(eq(talentProfileViews.userId, userId), gt(talentProfileViews.viewedAt, since)))
    .orderBy(desc(talentProfileViews.viewedAt));
  return { count: rows.length, companies: rows.slice(0, names) };
}

// --- Saved searches ------------------------------------------------------------------------------

export function listSavedSearches(db: Db, companyId: string) {
  return db
    .select({
      id: talentSavedSearches.id,
      name: talentSavedSearches.name,
      filters: talentSavedSearches.filters,
      createdAt: talentSavedSearches.createdAt,
    })
    .from(talentSavedSearches)
    .where(eq(talentSavedSearches.companyId, companyId))
    .orderBy(asc(talentSavedSearches.createdAt));
}

/** Saves a search unless the company already keeps `max`; the count is taken under a lock on the company. */
export async function createSavedSearch(
  db: Db,
  companyId: string,
  input: { name: string; filters: TalentFilters },
  max: number,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [kept] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(talentSavedSearches)
      .where(eq(talentSavedSearches.companyId, companyId));
    if ((kept?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(talentSavedSearches)
      .values({ companyId, name: input.name, filters: input.filters })
      .returning({
        id: talentSavedSearches.id,
        name: talentSavedSearches.name,
        filters: talentSavedSearches.filters,
        createdAt: talentSavedSearches.createdAt,
      });
    return row ?? null;
  });
}

export async function deleteSavedSearch(db: Db, companyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(talentSavedSearches)
    .where(and(eq(talentSavedSearches.id, id), eq(talentSavedSearches.companyId, companyId)))
    .returning({ id: talentSavedSearches.id });
  return deleted.length > 0;
}

/** A saved search is checked at most this often. */
export const SAVED_SEARCH_EVERY_MS = 24 * 60 * 60_000;

export interface DueSavedSearch {
  id: string;
  name: string;
  filters: TalentFilters;
  companyName: string;
  ownerEmail: string;
  ownerName: string;
  /** Profiles that joined the bank since the last check and match (counting stops at 100). */
  newMatches: number;
}

/**
 * Claims one saved search not checked for a day (skipping any another process holds), counts the
 * profiles that joined the bank since its last check and match its filters, and moves its check
 * on, in one transaction. A search of a company whose plan no longer has the advanced search is
 * moved on without a count. Null when none is due.
 */
export async function claimDueSavedSearch(
  db: Db,
  now: Date,
  parse: (filters: unknown) => TalentFilters | null,
  advanced: (plan: string) => boolean,
): Promise<DueSavedSearch | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        id: talentSavedSearches.id,
        name: talentSavedSearches.name,
        filters: talentSavedSearches.filters,
        checkedAt: talentSavedSearches.checkedAt,
        companyId: talentSavedSearches.companyId,
      })
      .from(talentSavedSearches)
      .where(sql`${talentSavedSearches.checkedAt} <= ${new Date(now.getTime() - SAVED_SEARCH_EVERY_MS).toISOString()}`)
      .orderBy(asc(talentSavedSearches.checkedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    await tx.update(talentSavedSearches).set({ checkedAt: now }).where(eq(talentSavedSearches.id, due.id));
    const [owner] = await tx
      .select({ companyName: companies.name, plan: companies.plan, email: users.email, name: profiles.fullName })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .innerJoin(profiles, eq(profiles.id, companies.userId))
      .where(and(eq(companies.id, due.companyId), eq(companies.paymentStatus, "completed")));
    const filters = parse(due.filters);
    const base = {
      id: due.id,
      name: due.name,
      filters: filters ?? {},
      companyName: owner?.companyName ?? "",
      ownerEmail: owner?.email ?? "",
      ownerName: owner?.name ?? "",
    };
    if (!owner || !filters || !advanced(owner.plan)) return { ...base, newMatches: 0 };
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(
      tx
        .select({ one: sql`1` })
        .from(militaryProfiles)
        .where(
          and(
            inTalentBank,
            // Joined, or finished onboarding after saying yes: visible since then either way.
            sql`greatest(${militaryProfiles.talentBankAt}, ${militaryProfiles.completedAt}) > ${due.checkedAt.toISOString()}`,
            ...talentConditions(filters),
          ),
        )
        .limit(100)
        .as("joined"),
    );
    return { ...base, newMatches: counted?.n ?? 0 };
  });
}

/** The LGPD export's part of the talent bank: the companies that opened his profile, and their invitations. */
export async function talentAccountExport(db: Db, { userId }: ExportSubject) {
  const profileViews = await db
    .select({
      companyName: companies.name,
      views: talentProfileViews.views,
      firstViewedAt: talentProfileViews.firstViewedAt,
      viewedAt: talentProfileViews.viewedAt,
    })
    .from(talentProfileViews)
    .innerJoin(companies, eq(companies.id, talentProfileViews.companyId))
    .where(eq(talentProfileViews.userId, userId))
    .orderBy(asc(talentProfileViews.firstViewedAt));
  const invitations = await db
    .select({
      companyName: companies.name,
      jobTitle: jobs.title,
      message: talentInvitations.message,
      status: talentInvitations.status,
      createdAt: talentInvitations.createdAt,
      answeredAt: talentInvitations.answeredAt,
    })
    .from(talentInvitations)
    .innerJoin(companies, eq(companies.id, talentInvitations.companyId))
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .where(eq(talentInvitations.userId, userId))
    .orderBy(asc(talentInvitations.createdAt));
  return { talentProfileViews: profileViews, talentInvitations: invitations };
}

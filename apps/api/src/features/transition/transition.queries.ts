// The transition plan's reads and writes: an occupation's figures from the roll-ups (never from the
// jobs themselves), the militar's plan and the steps the product saw him do, the reminders' claim,
// the console's counts and his part of the LGPD export.
import type { TransitionStep } from "@pm/shared/transition";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobAlerts } from "../../db/schema/alerts";
import { interviews } from "../../db/schema/interviews";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { learningCertificates, learningEnrollments, learningPaths } from "../../db/schema/learning";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { resumes } from "../../db/schema/resumes";
import {
  cboFamilyMonths,
  type cboFamilySalaries,
  cboFamilyTerms,
  transitionPlanSteps,
  transitionPlans,
} from "../../db/schema/transition";
import type { ExportSubject } from "../../feature";

/** The figures of a família since `fromMonth` (YYYY-MM-01), read from its roll-ups. */
export async function familyFigures(db: Db, family: string, fromMonth: string, topTerms: number) {
  const inWindow = (t: typeof cboFamilyMonths | typeof cboFamilySalaries | typeof cboFamilyTerms) =>
    and(eq(t.cboFamily, family), gte(t.month, fromMonth));
  const [counted, pay, asked] = await Promise.all([
    db
      .select({
        jobs: sql<number>`coalesce(sum(${cboFamilyMonths.jobs}), 0)::int`,
        paid: sql<number>`coalesce(sum(${cboFamilyMonths.paid}), 0)::int`,
      })
      .from(cboFamilyMonths)
      .where(inWindow(cboFamilyMonths)),
    // The median of the jobs' salaries, a range counting by its middle: the value at the middle
    // position (the mean of the two middle ones for an even count), found on running sums of the
    // distinct values, so the jobs are never read one by one.
    db.execute(sql`
      WITH pairs AS (
        SELECT low, high, sum(n)::int AS n FROM cbo_family_salaries
        WHERE cbo_family = ${family} AND month >= ${fromMonth}::date GROUP BY low, high HAVING sum(n) > 0
      ), mids AS (
        SELECT (low + high) / 2.0 AS mid, sum(n) AS n FROM pairs GROUP BY 1
      ), running AS (
        SELECT mid, (sum(n) OVER (ORDER BY mid))::bigint AS cum, (sum(n) OVER ())::bigint AS total FROM mids
      )
      SELECT (SELECT min(low) FROM pairs) AS min, (SELECT max(high) FROM pairs) AS max,
        (SELECT max(total)::int FROM running) AS total,
        ((SELECT min(mid) FROM running WHERE cum >= (total + 1) / 2)
          + (SELECT min(mid) FROM running WHERE cum >= total / 2 + 1)) / 2 AS median
    `),
    db
      .select({ term: cboFamilyTerms.term, n: sql<number>`sum(${cboFamilyTerms.n})::int` })
      .from(cboFamilyTerms)
      .where(inWindow(cboFamilyTerms))
      .groupBy(cboFamilyTerms.term)
      .having(sql`sum(${cboFamilyTerms.n}) > 0`)
      .orderBy(desc(sql`sum(${cboFamilyTerms.n})`), asc(cboFamilyTerms.term))
      .limit(topTerms),
  ]);
  const payRow = (pay as unknown as { rows: { min: unknown; max: unknown; median: unknown }[] }).rows[0];
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    jobs: counted[0]?.jobs ?? 0,
    paid: counted[0]?.paid ?? 0,
    pay: { min: num(payRow?.min), max: num(payRow?.max), median: num(payRow?.median) },
    terms: asked,
  };
}

/**
 * What the militar holds for the 'Você tem' / 'Falta' comparison, in one statement: his força,
 * posto and especialidades, the CV he saved (null while he never did: its draft says nothing his
 * profile does not), his certificates, newest first, and his plan's occupation.
 */
export async function holderFacts(db: Db, userId: string) {
  const [row] = await db
    .select({
      branch: militaryProfiles.militaryBranch,
      rank: militaryProfiles.rank,
      specialties: militaryProfiles.specialties,
      resume: resumes.content,
      goalCode: transitionPlans.occupationCode,
      certificates: sql<{ code: string; pathSlug: string; pathTitle: string; issuedAt: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('code', c.code, 'pathSlug', c.path_slug,
          'pathTitle', c.path_title, 'issuedAt', c.issued_at) ORDER BY c.issued_at DESC), '[]'::json)
        FROM learning_certificates c WHERE c.user_id = ${militaryProfiles.userId})`,
    })
    .from(militaryProfiles)
    .leftJoin(resumes, eq(resumes.userId, militaryProfiles.userId))
    .leftJoin(transitionPlans, eq(transitionPlans.userId, militaryProfiles.userId))
    .where(eq(militaryProfiles.userId, userId));
  return {
    branch: row?.branch ?? null,
    rank: row?.rank ?? null,
    specialties: row?.specialties ?? [],
    resume: row?.resume ?? null,
    goalCode: row?.goalCode ?? null,
    certificates: row?.certificates ?? [],
  };
}

/** The trilhas, with where the militar stands in each. */
export function pathsWithProgress(db: Db, userId: string) {
  return db
    .select({
      slug: learningPaths.slug,
      title: learningPaths.title,
      summary: learningPaths.summary,
      plan: learningPaths.plan,
      families: learningPaths.families,
      startedAt: learningEnrollments.startedAt,
      completedAt: learningEnrollments.completedAt,
    })
    .from(learningPaths)
    .leftJoin(
      learningEnrollments,
      and(eq(learningEnrollments.pathSlug, learningPaths.slug), eq(learningEnrollments.userId, userId)),
    )
    .orderBy(asc(learningPaths.title));
}

export type PlanRow = typeof transitionPlans.$inferSelect;

export async function findPlan(db: Db, userId: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(transitionPlans).where(eq(transitionPlans.userId, userId));
  return row ?? null;
}

/** Creates or replaces the plan; choosing another occupation dates the choice. */
export async function savePlan(
  db: Db,
  userId: string,
  input: { dischargeDate: string | null; occupationCode: string | null; reminders: boolean },
): Promise<PlanRow> {
  const chosenAt = input.occupationCode ? sql`now()` : null;
  const [row] = await db
    .insert(transitionPlans)
    .values({ userId, ...input, occupationChosenAt: chosenAt })
    .onConflictDoUpdate({
      target: transitionPlans.userId,
      set: {
        dischargeDate: input.dischargeDate,
        occupationCode: input.occupationCode,
        reminders: input.reminders,
        occupationChosenAt: input.occupationCode
          ? sql`CASE WHEN ${transitionPlans.occupationCode} IS NOT DISTINCT FROM ${input.occupationCode}
              THEN ${transitionPlans.occupationChosenAt} ELSE now() END`
          : null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error("upsert returned no plan");
  return row;
}

/** 'Escolher como objetivo': the plan's occupation, creating the plan when he has none. */
export async function choosePlanOccupation(db: Db, userId: string, occupationCode: string): Promise<void> {
  await db
    .insert(transitionPlans)
    .values({ userId, occupationCode, occupationChosenAt: sql`now()` })
    .onConflictDoUpdate({
      target: transitionPlans.userId,
      set: {
        occupationCode,
        occupationChosenAt: sql`CASE WHEN ${transitionPlans.occupationCode} IS NOT DISTINCT FROM ${occupationCode}
          THEN ${transitionPlans.occupationChosenAt} ELSE now() END`,
        updatedAt: sql`now()`,
      },
    });
}

/** The one-click unsubscribe: whether a plan with reminders on was found. */
export async function stopReminders(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(transitionPlans)
    .set({ reminders: false, updatedAt: sql`now()` })
    .where(eq(transitionPlans.userId, userId))
    .returning({ userId: transitionPlans.userId });
  return rows.length > 0;
}

/**
 * When each step was first seen done in what the product holds (null while not): the profile's
 * last save once complete, the occupation's choice, the first certificate of a trilha in
 * `pathSlugs`, the CV's save (`cvComplete` says whether it is complete), the first alert, the first
 * application, the first confirmed interview.
 */
export async function stepEvidence(db: Db, userId: string, pathSlugs: readonly string[]) {
  const first = <T>(rows: { at: T | null }[]) => rows[0]?.at ?? null;
  const [profile, certificate, resume, alert, application, interview] = await Promise.all([
    db
      .select({
        at: militaryProfiles.updatedAt,
        completedAt: militaryProfiles.completedAt,
        city: militaryProfiles.city,
        biography: militaryProfiles.biography,
        specialties: militaryProfiles.specialties,
      })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId)),
    pathSlugs.length === 0
      ? Promise.resolve([])
      : db
          .select({ at: sql<Date | null>`min(${learningCertificates.issuedAt})` })
          .from(learningCertificates)
          .where(and(eq(learningCertificates.userId, userId), inArray(learningCertificates.pathSlug, [...pathSlugs]))),
    db.select({ at: resumes.updatedAt, content: resumes.content }).from(resumes).where(eq(resumes.userId, userId)),
    db
      .select({ at: sql<Date | null>`min(${jobAlerts.createdAt})` })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId)),
    db
      .select({ at: sql<Date | null>`min(${jobApplications.appliedAt})` })
      .from(jobApplications)
      .where(eq(jobApplications.userId, userId)),
    db
      .select({
        at: sql<Date | null>`min((SELECT min(e.at) FROM interview_events e
          WHERE e.interview_id = ${interviews.id} AND e.event = 'confirmada'))`,
      })
      .from(interviews)
      .where(
        and(eq(interviews.userId, userId), inArray(interviews.status, ["confirmada", "realizada", "nao_compareceu"])),
      ),
  ]);
  const p = profile[0];
  const profileDone = p?.completedAt && p.city && p.biography && p.specialties.length > 0 ? p.at : null;
  return {
    perfil: profileDone,
    trilhas: first(certificate),
    curriculo: resume[0] ? { at: resume[0].at, content: resume[0].content } : null,
    alerta: first(alert),
    candidaturas: first(application),
    entrevistas: first(interview),
  };
}

/** The steps recorded done, with when. */
export function recordedSteps(db: Db, userId: string) {
  return db
    .select({ step: transitionPlanSteps.step, doneAt: transitionPlanSteps.doneAt })
    .from(transitionPlanSteps)
    .where(eq(transitionPlanSteps.userId, userId));
}

/** Records steps seen done; a step already recorded keeps its first date. */
export async function recordSteps(db: Db, userId: string, done: { step: TransitionStep; doneAt: Date }[]) {
  if (done.length === 0) return;
  await db
    .insert(transitionPlanSteps)
    .values(done.map((d) => ({ userId, ...d })))
    .onConflictDoNothing();
}

/**
 * Claims up to `limit` plans whose monthly reminder is due (reminders on, none sent in the last
 * month, and the plan at least a day old), marking them sent; rows another process holds are
 * skipped. Each with the militar's name and address.
 */
export async function claimDueReminders(db: Db, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ userId: transitionPlans.userId })
      .from(transitionPlans)
      .where(
        and(
          eq(transitionPlans.reminders, true),
          or(isNull(transitionPlans.remindedAt), lt(transitionPlans.remindedAt, sql`now() - interval '1 month'`)),
          lt(transitionPlans.createdAt, sql`now() - interval '1 day'`),
        ),
      )
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.userId);
    await tx.update(transitionPlans).set({ remindedAt: sql`now()` }).where(inArray(transitionPlans.userId, ids));
    return tx
      .select({ userId: profiles.id, name: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(inArray(profiles.id, ids));
  });
}

/**
 * The console's counts (never a person): plans by months to his discharge, in Brazil's calendar,
 * and the occupations most chosen.
 */
export async function planCounts(db: Db, today: string, topOccupations: number) {
  const months = sql`(extract(year FROM age(${transitionPlans.dischargeDate}, ${today}::date)) * 12
    + extract(month FROM age(${transitionPlans.dischargeDate}, ${today}::date)))`;
  const bucket = sql<string>`CASE
    WHEN ${transitionPlans.dischargeDate} IS NULL THEN 'sem_data'
    WHEN ${transitionPlans.dischargeDate} < ${today}::date THEN 'desligado'
    WHEN ${months} < 3 THEN 'ate_3'
    WHEN ${months} < 6 THEN 'de_4_a_6'
    WHEN ${months} < 12 THEN 'de_7_a_12'
    ELSE 'mais_de_12' END`;
  const [buckets, occupations] = await Promise.all([
    db.select({ bucket, n: count() }).from(transitionPlans).groupBy(sql`1`),
    db
      .select({ code: transitionPlans.occupationCode, n: count() })
      .from(transitionPlans)
      .where(isNotNull(transitionPlans.occupationCode))
      .groupBy(transitionPlans.occupationCode)
      .orderBy(desc(count()), asc(transitionPlans.occupationCode))
      .limit(topOccupations),
  ]);
  return { buckets, occupations: occupations as { code: string; n: number }[] };
}

/** His plan and its recorded steps, for the LGPD export. */
export async function transitionAccountExport(db: Db, { userId }: ExportSubject) {
  const plan = await findPlan(db, userId);
  if (!plan) return { transitionPlan: null };
  const steps = await recordedSteps(db, userId);
  return {
    transitionPlan: {
      dischargeDate: plan.dischargeDate,
      occupationCode: plan.occupationCode,
      occupationChosenAt: plan.occupationChosenAt,
      reminders: plan.reminders,
      remindedAt: plan.remindedAt,
      createdAt: plan.createdAt,
      steps: steps.map((s) => ({ step: s.step, doneAt: s.doneAt })),
    },
  };
}

/** The requirement terms of one of the company's jobs; null when the job is not the company's. */
export async function companyJobTerms(db: Db, companyId: string, jobId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ terms: jobs.requirementTerms })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  if (!row) return null;
  return row.terms ?? [];
}

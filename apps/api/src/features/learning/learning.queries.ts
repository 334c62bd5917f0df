// Trilhas in the database: the content's sync, and each militar's paths, progress and certificates.
// Every read and write of progress is scoped by the caller's user id; a certificate is read by
// its code alone only for the public verification page, which shows no more than it must.
import { randomInt } from "node:crypto";
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH, type LearningPathPlan } from "@pm/shared/learning";
import { type AnyColumn, and, asc, desc, eq, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notifications } from "../../db/schema/jobs";
import {
  learningCertificates,
  learningEnrollments,
  learningModules,
  learningPaths,
  learningProgress,
} from "../../db/schema/learning";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import type { ContentPath } from "./content";

/** A quiz question as a module stores it, with its right answer and feedback. */
export type { StoredQuestion } from "../../db/schema/learning";

// --- The sync ------------------------------------------------------------------------------------

/**
 * Writes the shipped paths into the database: new ones inserted, changed ones updated (a module
 * whose text changed gets its new hash, so progress on it no longer counts), the ones gone from
 * the content retired. Running it again with the same content changes nothing.
 */
export async function syncLearningContent(db: Db, content: readonly ContentPath[]) {
  await db.transaction(async (tx) => {
    for (const p of content) {
      // The path's front matter, intro and position are its columns as they are.
      const { modules, ...path } = p;
      const row = {
        ...path,
        modulesCount: modules.length,
        minutes: modules.reduce((sum, m) => sum + m.minutes, 0),
      };
      const { slug: _slug, ...changes } = row;
      await tx
        .insert(learningPaths)
        .values(row)
        .onConflictDoUpdate({
          target: learningPaths.slug,
          set: { ...changes, retiredAt: null, updatedAt: sql`now()` },
          // Untouched unless something differs: the sync at every boot writes nothing.
          setWhere: sql`(${learningPaths.version}, ${learningPaths.title}, ${learningPaths.summary}, ${learningPaths.intro},
            ${learningPaths.category}, ${learningPaths.difficulty}, ${learningPaths.plan}, ${learningPaths.hours},
            ${learningPaths.families}, ${learningPaths.desiredAreas}, ${learningPaths.position},
            ${learningPaths.modulesCount}, ${learningPaths.minutes}, ${learningPaths.retiredAt} IS NULL)
            IS DISTINCT FROM (excluded.version, excluded.title, excluded.summary, excluded.intro, excluded.category,
            excluded.difficulty, excluded.plan, excluded.hours, excluded.families, excluded.desired_areas,
            excluded.position, excluded.modules_count, excluded.minutes, true)`,
        });
      for (const m of modules) {
        const { slug: _moduleSlug, ...moduleChanges } = m;
        await tx
          .insert(learningModules)
          .values({ pathSlug: p.slug, ...m })
          .onConflictDoUpdate({
            target: [learningModules.pathSlug, learningModules.slug],
            set: { ...moduleChanges, retiredAt: null, updatedAt: sql`now()` },
            setWhere: sql`(${learningModules.hash}, ${learningModules.position}, ${learningModules.retiredAt} IS NULL)
              IS DISTINCT FROM (excluded.hash, excluded.position, true)`,
          });
      }
      await tx
        .update(learningModules)
        .set({ retiredAt: sql`now()` })
        .where(
          and(
            eq(learningModules.pathSlug, p.slug),
            isNull(learningModules.retiredAt),
            notInArray(
              learningModules.slug,
              p.modules.map((m) => m.slug),
            ),
          ),
        );
    }
    await tx
      .update(learningPaths)
      .set({ retiredAt: sql`now()` })
      .where(
        and(
          isNull(learningPaths.retiredAt),
          notInArray(
            learningPaths.slug,
            content.map((p) => p.slug),
          ),
        ),
      );
  });
}

// --- The militar's paths -------------------------------------------------------------------------

/** Joins a module to the user's progress on it. */
const progressOnModule = (userId: string) =>
  and(
    eq(learningProgress.userId, userId),
    eq(learningProgress.pathSlug, learningModules.pathSlug),
    eq(learningProgress.moduleSlug, learningModules.slug),
  );

/** Modules of the path complete for the user: read and passed on the module's current text. */
const completeModules = (userId: string, pathSlug: SQL) => sql<number>`(
  SELECT count(*)::int FROM learning_progress g
  JOIN learning_modules m ON m.path_slug = g.path_slug AND m.slug = g.module_slug AND m.hash = g.module_hash
  WHERE g.user_id = ${userId} AND g.path_slug = ${pathSlug} AND m.retired_at IS NULL
    AND g.read_at IS NOT NULL AND g.passed_at IS NOT NULL
)`;

/** The card of every path in force, with the user's state on it; the free path first. */
export function catalogueQuery(db: Db, userId: string) {
  const p = learningPaths;
  const e = learningEnrollments;
  return db
    .select({
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      category: p.category,
      difficulty: p.difficulty,
      plan: p.plan,
      hours: p.hours,
      families: p.families,
      desiredAreas: p.desiredAreas,
      modules: p.modulesCount,
      minutes: p.minutes,
      enrolled: p.enrolled,
      startedAt: e.startedAt,
      completedAt: e.completedAt,
      complete: completeModules(userId, sql`${p.slug}`),
    })
    .from(p)
    .leftJoin(e, and(eq(e.pathSlug, p.slug), eq(e.userId, userId)))
    .where(isNull(p.retiredAt))
    .orderBy(sql`${p.plan} = 'FREE' DESC`, asc(p.position));
}

/** The militar's desired area and the CBO famílias of his occupations not removed: what recommendations read. */
export async function learnerContext(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      desiredArea: militaryProfiles.desiredArea,
      families: sql<string[]>`coalesce((
        SELECT array_agg(DISTINCT o.family) FROM military_occupations o
        WHERE o.user_id = ${userId} AND o.status <> 'removed'
      ), '{}')`,
    })
    .from(militaryProfiles)
    .where(eq(militaryProfiles.userId, userId));
  return row ?? null;
}

/** A path in force, its modules in order with the user's progress on each, and his certificate. */
export async function findPath(db: Db, userId: string, slug: string) {
  const [path] = await db
    .select({
      slug: learningPaths.slug,
      title: learningPaths.title,
      summary: learningPaths.summary,
      intro: learningPaths.intro,
      category: learningPaths.category,
      difficulty: learningPaths.difficulty,
      plan: learningPaths.plan,
      hours: learningPaths.hours,
      minutes: learningPaths.minutes,
      enrolled: learningPaths.enrolled,
      startedAt: learningEnrollments.startedAt,
      completedAt: learningEnrollments.completedAt,
      lastModuleSlug: learningEnrollments.lastModuleSlug,
      certificateCode: learningCertificates.code,
    })
    .from(learningPaths)
    .leftJoin(
      learningEnrollments,
      and(eq(learningEnrollments.pathSlug, learningPaths.slug), eq(learningEnrollments.userId, userId)),
    )
    .leftJoin(
      learningCertificates,
      and(eq(learningCertificates.pathSlug, learningPaths.slug), eq(learningCertificates.userId, userId)),
    )
    .where(and(eq(learningPaths.slug, slug), isNull(learningPaths.retiredAt)));
  if (!path) return null;
  const modules = await db
    .select({
      slug: learningModules.slug,
      position: learningModules.position,
      title: learningModules.title,
      minutes: learningModules.minutes,
      questions: sql<number>`jsonb_array_length(${learningModules.quiz})`,
      read: sql<boolean>`(${learningProgress.readAt} IS NOT NULL AND ${learningProgress.moduleHash} = ${learningModules.hash})`,
      passed: sql<boolean>`(${learningProgress.passedAt} IS NOT NULL AND ${learningProgress.moduleHash} = ${learningModules.hash})`,
      bestScore: sql<
        number | null
      >`CASE WHEN ${learningProgress.moduleHash} = ${learningModules.hash} THEN ${learningProgress.bestScore} END`,
    })
    .from(learningModules)
    .leftJoin(learningProgress, progressOnModule(userId))
    .where(and(eq(learningModules.pathSlug, slug), isNull(learningModules.retiredAt)))
    .orderBy(asc(learningModules.position));
  return { ...path, plan: path.plan as LearningPathPlan, modules };
}

/** A module in force of a path in force, with the path's plan and the user's progress on it. */
export async function findModule(db: Db | Tx, userId: string, pathSlug: string, moduleSlug: string) {
  const [row] = await db
    .select({
      pathSlug: learningPaths.slug,
      pathTitle: learningPaths.title,
      plan: learningPaths.plan,
      slug: learningModules.slug,
      position: learningModules.position,
      title: learningModules.title,
      minutes: learningModules.minutes,
      body: learningModules.body,
      quiz: learningModules.quiz,
      hash: learningModules.hash,
      readAt: learningProgress.readAt,
      passedAt: learningProgress.passedAt,
      bestScore: learningProgress.bestScore,
      lastScore: learningProgress.lastScore,
      attempts: learningProgress.attempts,
      progressHash: learningProgress.moduleHash,
    })
    .from(learningModules)
    .innerJoin(learningPaths, eq(learningPaths.slug, learningModules.pathSlug))
    .leftJoin(learningProgress, progressOnModule(userId))
    .where(
      and(
        eq(learningModules.pathSlug, pathSlug),
        eq(learningModules.slug, moduleSlug),
        isNull(learningModules.retiredAt),
        isNull(learningPaths.retiredAt),
      ),
    );
  if (!row) return null;
  const current = row.progressHash === row.hash;
  return {
    ...row,
    plan: row.plan as LearningPathPlan,
    read: current && row.readAt !== null,
    passed: current && row.passedAt !== null,
    bestScore: current ? row.bestScore : null,
    lastScore: current ? row.lastScore : null,
    attempts: current ? row.attempts : 0,
  };
}

export type FoundModule = NonNullable<Awaited<ReturnType<typeof findModule>>>;

/** The module the militar opened: he started the path then (once), and 'Continuar' comes back here. */
export async function recordModuleOpened(db: Db, userId: string, pathSlug: string, moduleSlug: string) {
  await db
    .insert(learningEnrollments)
    .values({ userId, pathSlug, lastModuleSlug: moduleSlug })
    .onConflictDoUpdate({
      target: [learningEnrollments.userId, learningEnrollments.pathSlug],
      set: { lastModuleSlug: moduleSlug, updatedAt: sql`now()` },
      setWhere: sql`${learningEnrollments.lastModuleSlug} IS DISTINCT FROM ${moduleSlug}`,
    });
}

/** Progress on the module's current text: what changed text left behind starts again. */
async function upsertProgress(
  tx: Tx,
  userId: string,
  module: FoundModule,
  change: { read?: true; score?: number; passed?: boolean },
) {
  const fresh = {
    userId,
    pathSlug: module.pathSlug,
    moduleSlug: module.slug,
    moduleHash: module.hash,
    readAt: change.read ? new Date() : null,
    attempts: change.score === undefined ? 0 : 1,
    lastScore: change.score ?? null,
    bestScore: change.score ?? null,
    passedAt: change.passed ? new Date() : null,
  };
  const same = sql`${learningProgress.moduleHash} = ${module.hash}`;
  const p = learningProgress;
  await tx
    .insert(p)
    .values(fresh)
    .onConflictDoUpdate({
      target: [p.userId, p.pathSlug, p.moduleSlug],
      set: {
        moduleHash: module.hash,
        readAt: change.read
          ? sql`CASE WHEN ${same} THEN coalesce(${p.readAt}, now()) ELSE now() END`
          : sql`CASE WHEN ${same} THEN ${p.readAt} END`,
        attempts:
          change.score === undefined
            ? sql`CASE WHEN ${same} THEN ${p.attempts} ELSE 0 END`
            : sql`CASE WHEN ${same} THEN ${p.attempts} + 1 ELSE 1 END`,
        lastScore: change.score === undefined ? sql`CASE WHEN ${same} THEN ${p.lastScore} END` : change.score,
        bestScore:
          change.score === undefined
            ? sql`CASE WHEN ${same} THEN ${p.bestScore} END`
            : sql`CASE WHEN ${same} THEN greatest(${p.bestScore}, ${change.score}) ELSE ${change.score} END`,
        passedAt: change.passed
          ? sql`CASE WHEN ${same} THEN coalesce(${p.passedAt}, now()) ELSE now() END`
          : sql`CASE WHEN ${same} THEN ${p.passedAt} END`,
        updatedAt: sql`now()`,
      },
    });
}

function certificateCode(): string {
  let code = "";
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) {
    code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  }
  return code;
}

/** What a step of a path leaves: the certificate's code once the path is complete, and whether this step completed it. */
export interface StepResult {
  certificateCode: string | null;
  completedNow: boolean;
}

/**
 * Starts the path if needed and locks the militar's enrollment row for the rest of the
 * transaction: two steps of the same path (two tabs, a double submit) take turns, and the second
 * counts the first's progress, since each later statement reads what committed before it.
 */
async function lockEnrollment(tx: Tx, userId: string, pathSlug: string, moduleSlug: string) {
  await tx.insert(learningEnrollments).values({ userId, pathSlug, lastModuleSlug: moduleSlug }).onConflictDoNothing();
  await tx
    .select({ userId: learningEnrollments.userId })
    .from(learningEnrollments)
    .where(and(eq(learningEnrollments.userId, userId), eq(learningEnrollments.pathSlug, pathSlug)))
    .for("update");
}

/**
 * With the enrollment locked: when every module of the path is complete, the path is completed
 * once, with its certificate and a notification.
 */
async function completeIfDone(tx: Tx, userId: string, pathSlug: string): Promise<StepResult> {
  const [state] = await tx
    .select({
      completedAt: learningEnrollments.completedAt,
      modules: learningPaths.modulesCount,
      title: learningPaths.title,
      hours: learningPaths.hours,
      complete: completeModules(userId, sql`${pathSlug}`),
      code: learningCertificates.code,
    })
    .from(learningEnrollments)
    .innerJoin(learningPaths, eq(learningPaths.slug, learningEnrollments.pathSlug))
    .leftJoin(
      learningCertificates,
      and(eq(learningCertificates.userId, userId), eq(learningCertificates.pathSlug, pathSlug)),
    )
    .where(and(eq(learningEnrollments.userId, userId), eq(learningEnrollments.pathSlug, pathSlug)));
  if (!state) return { certificateCode: null, completedNow: false };
  if (state.completedAt && state.code) return { certificateCode: state.code, completedNow: false };
  if (state.modules === 0 || state.complete < state.modules) return { certificateCode: null, completedNow: false };
  await tx
    .update(learningEnrollments)
    .set({ completedAt: sql`coalesce(${learningEnrollments.completedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(learningEnrollments.userId, userId), eq(learningEnrollments.pathSlug, pathSlug)));
  if (state.code) return { certificateCode: state.code, completedNow: false };
  const [person] = await tx.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  const code = certificateCode();
  await tx.insert(learningCertificates).values({
    code,
    userId,
    pathSlug,
    fullName: person?.fullName ?? "",
    pathTitle: state.title,
    hours: state.hours,
  });
  await tx.insert(notifications).values({
    userId,
    kind: "learning_completed",
    data: { pathSlug, pathTitle: state.title, code },
  });
  return { certificateCode: code, completedNow: true };
}

/** Marks the module read (once); completes the path when it was the last step. */
export function markModuleRead(db: Db, userId: string, module: FoundModule): Promise<StepResult> {
  return db.transaction(async (tx) => {
    await lockEnrollment(tx, userId, module.pathSlug, module.slug);
    await upsertProgress(tx, userId, module, { read: true });
    return completeIfDone(tx, userId, module.pathSlug);
  });
}

/** Records a quiz attempt's score; completes the path when it was the last step. */
export function recordQuizAttempt(
  db: Db,
  userId: string,
  module: FoundModule,
  score: number,
  passed: boolean,
): Promise<StepResult> {
  return db.transaction(async (tx) => {
    await lockEnrollment(tx, userId, module.pathSlug, module.slug);
    await upsertProgress(tx, userId, module, { score, passed });
    return completeIfDone(tx, userId, module.pathSlug);
  });
}

/**
 * A path whose every module is complete but which was never completed (a module retired by a new
 * version of the content after he did all the others): completed now, with its certificate.
 */
export function settleCompletion(db: Db, userId: string, pathSlug: string): Promise<StepResult> {
  return db.transaction(async (tx) => {
    await tx
      .select({ userId: learningEnrollments.userId })
      .from(learningEnrollments)
      .where(and(eq(learningEnrollments.userId, userId), eq(learningEnrollments.pathSlug, pathSlug)))
      .for("update");
    return completeIfDone(tx, userId, pathSlug);
  });
}

/** Paths the militar started and has not completed: the dashboard's card. */
export async function countPathsInProgress(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(learningEnrollments)
    .innerJoin(learningPaths, eq(learningPaths.slug, learningEnrollments.pathSlug))
    .where(
      and(
        eq(learningEnrollments.userId, userId),
        isNull(learningEnrollments.completedAt),
        isNull(learningPaths.retiredAt),
      ),
    );
  return row?.n ?? 0;
}

/** Paths the militar completed, newest first: the dashboard's recent activities. */
export function recentCompletions(db: Db, userId: string, limit: number) {
  return db
    .select({
      pathSlug: learningCertificates.pathSlug,
      pathTitle: learningCertificates.pathTitle,
      at: learningCertificates.issuedAt,
    })
    .from(learningCertificates)
    .where(eq(learningCertificates.userId, userId))
    .orderBy(desc(learningCertificates.issuedAt))
    .limit(limit);
}

// --- Certificates --------------------------------------------------------------------------------

const certificateColumns = {
  code: learningCertificates.code,
  fullName: learningCertificates.fullName,
  pathSlug: learningCertificates.pathSlug,
  pathTitle: learningCertificates.pathTitle,
  hours: learningCertificates.hours,
  issuedAt: learningCertificates.issuedAt,
};

/** A certificate as a company reads it on a candidate or a talent: the path, hours, date and code to verify. */
export interface CertificateSummary {
  code: string;
  pathTitle: string;
  hours: number;
  issuedAt: string;
}

/** The certificates of the militar whose id is `userId` (a column), newest first, as one JSON value. */
export const certificatesJson = (userId: SQL | AnyColumn) => sql<CertificateSummary[]>`(
  SELECT coalesce(json_agg(json_build_object('code', c.code, 'pathTitle', c.path_title, 'hours', c.hours,
    'issuedAt', c.issued_at) ORDER BY c.issued_at DESC), '[]'::json)
  FROM learning_certificates c WHERE c.user_id = ${userId}
)`;

/** The user's certificates, newest first: his profile, and a company's view of it. */
export function certificatesOf(db: Db, userId: string) {
  return db
    .select(certificateColumns)
    .from(learningCertificates)
    .where(eq(learningCertificates.userId, userId))
    .orderBy(desc(learningCertificates.issuedAt));
}

/** One of the user's certificates by its code (his download). */
export async function findOwnCertificate(db: Db, userId: string, code: string) {
  const [row] = await db
    .select(certificateColumns)
    .from(learningCertificates)
    .where(and(eq(learningCertificates.userId, userId), eq(learningCertificates.code, code)));
  return row ?? null;
}

/** The public verification: name, path, hours and date, nothing else. */
export async function verifyCertificate(db: Db, code: string) {
  const [row] = await db
    .select({
      fullName: learningCertificates.fullName,
      pathTitle: learningCertificates.pathTitle,
      hours: learningCertificates.hours,
      issuedAt: learningCertificates.issuedAt,
    })
    .from(learningCertificates)
    .where(eq(learningCertificates.code, code));
  return row ?? null;
}

/** What the LGPD export holds of his learning: paths, progress with quiz results, certificates. */
export async function learningExport(db: Db, userId: string) {
  const [paths, progress, certificates] = await Promise.all([
    db
      .select({
        path: learningEnrollments.pathSlug,
        startedAt: learningEnrollments.startedAt,
        completedAt: learningEnrollments.completedAt,
      })
      .from(learningEnrollments)
      .where(eq(learningEnrollments.userId, userId)),
    db
      .select({
        path: learningProgress.pathSlug,
        module: learningProgress.moduleSlug,
        readAt: learningProgress.readAt,
        quizAttempts: learningProgress.attempts,
        lastScore: learningProgress.lastScore,
        bestScore: learningProgress.bestScore,
        passedAt: learningProgress.passedAt,
      })
      .from(learningProgress)
      .where(eq(learningProgress.userId, userId)),
    certificatesOf(db, userId),
  ]);
  return { paths, progress, certificates };
}

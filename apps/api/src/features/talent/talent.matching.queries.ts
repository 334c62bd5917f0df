// Matching both ways with PostgreSQL's own full-text search: a militar's civil occupations and
// especialidades against the jobs' documents ('Recomendadas para você'), and a job's title and
// requirements against the talent bank's documents ('Talentos sugeridos'). Each result says why.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { militaryOccupations } from "../../db/schema/skills";
import { containsPattern } from "../../db/text-search";
import { visibleCompany } from "../../entitlements/company-visibility.queries";
import { openJob } from "../../entitlements/open-jobs.queries";
import { terms } from "../skills/skills.public";
import { inTalentBank, RANKED_MATCHES } from "./talent.queries";

export const MATCHES_SHOWN = 6;
/** At most this many words go into one query: the most specific ones first. */
const MAX_WORDS = 24;
/** Words too common in titles to say anything about a match. */
const GENERIC = new Set([
  "auxiliar",
  "tecnico",
  "operador",
  "agente",
  "trabalhador",
  "assistente",
  "ajudante",
  "geral",
]);

/** A phrase that may explain a match, and its words. */
interface Reason {
  text: string;
  stems: Set<string>;
}

const reason = (text: string): Reason => ({ text, stems: new Set(terms(text).map((t) => t.stem)) });

/**
 * `a | b | c` over the words of the phrases, for to_tsquery: letters and digits only, so nothing to
 * escape. `weights` (e.g. "AB") limits each word to those parts of the document.
 */
function anyWordOf(phrases: string[], weights = ""): string | null {
  const words = new Set<string>();
  for (const p of phrases) {
    for (const t of terms(p)) if (t.word.length >= 3 && !GENERIC.has(t.word)) words.add(t.word);
  }
  const suffix = weights ? `:${weights}` : "";
  return words.size
    ? [...words]
        .slice(0, MAX_WORDS)
        .map((w) => `${w}${suffix}`)
        .join(" | ")
    : null;
}

/** The first reason whose words the text shares. */
function firstShared<R extends Reason>(reasons: R[], text: string): R | null {
  const stems = new Set(terms(text).map((t) => t.stem));
  return reasons.find((r) => [...r.stems].some((s) => stems.has(s))) ?? null;
}

const sameCity = (column: typeof jobs.city | typeof militaryProfiles.city, city: string | null) =>
  city ? sql`(pm_unaccent(lower(${column})) LIKE pm_unaccent(lower(${containsPattern(city)})))` : sql`false`;

/**
 * 'Recomendadas para você': listed jobs the militar has not applied to, whose document shares a
 * word with his civil occupations (confirmed or suggested) or especialidades, the best ranked
 * first, a job in his city a little higher.
 */
export async function recommendedJobs(db: Db, userId: string) {
  const [profile] = await db
    .select({ specialties: militaryProfiles.specialties, city: militaryProfiles.city })
    .from(militaryProfiles)
    .where(eq(militaryProfiles.userId, userId));
  if (!profile) return [];
  const occupations = await db
    .select({ title: militaryOccupations.title })
    .from(militaryOccupations)
    .where(and(eq(militaryOccupations.userId, userId), ne(militaryOccupations.status, "removed")))
    .orderBy(desc(sql`${militaryOccupations.status} = 'confirmed'`), militaryOccupations.title);
  const phrases = [...occupations.map((o) => o.title), ...profile.specialties];
  const words = anyWordOf(phrases);
  if (!words) return [];
  const query = sql`to_tsquery('portuguese'::regconfig, pm_unaccent(${words}))`;
  // The rank cut-off: the newest matching jobs he may apply to are ranked, not every job that
  // shares a word. Every condition is inside, so the outer query only dresses the 200.
  const candidates = db
    .select({
      id: sql<string>`${jobs.id}`.as("candidate_id"),
      rank: sql<number>`ts_rank_cd(jobs.search_vector, ${query})`.as("candidate_rank"),
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        openJob,
        visibleCompany,
        sql`jobs.search_vector @@ ${query}`,
        sql`NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = ${jobs.id} AND a.user_id = ${userId})`,
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(RANKED_MATCHES)
    .as("candidates");
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      city: jobs.city,
      regime: jobs.regime,
      modality: jobs.modality,
      requirements: jobs.requirements,
      company: { id: companies.id, name: companies.name, logoUrl: companies.logoUrl },
    })
    .from(candidates)
    .innerJoin(jobs, eq(jobs.id, candidates.id))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .orderBy(
      desc(sql`${candidates.rank} + CASE WHEN ${sameCity(jobs.city, profile.city)} THEN 0.2 ELSE 0 END`),
      desc(jobs.createdAt),
    )
    .limit(MATCHES_SHOWN);
  const reasons = [
    ...occupations.map((o) => ({ kind: "occupation" as const, ...reason(o.title) })),
    ...profile.specialties.map((s) => ({ kind: "specialty" as const, ...reason(s) })),
  ];
  return rows.map(({ requirements, ...job }) => {
    const found = firstShared(reasons, [job.title, ...requirements].join(" "));
    return { ...job, why: found ? { kind: found.kind, text: found.text } : null };
  });
}

/**
 * 'Talentos sugeridos' for one of the company's jobs: militares in the talent bank whose document
 * shares a word with the job's title and requirements, best ranked first, in the job's city a
 * little higher. Null when the job is not the company's.
 */
export async function suggestedTalents(db: Db, companyId: string, jobId: string, wholeProfile: boolean) {
  const [job] = await db
    .select({ title: jobs.title, requirements: jobs.requirements, city: jobs.city })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  if (!job) return null;
  // A basic plan matches names, especialidades and occupations (weights A and B); free text over
  // the whole profile is the advanced search's.
  const words = anyWordOf([job.title, ...job.requirements], wholeProfile ? "" : "AB");
  if (!words) return [];
  const query = sql`to_tsquery('portuguese'::regconfig, pm_unaccent(${words}))`;
  const city = job.city.split(/[,/-]/)[0]?.trim() || null;
  const candidates = db
    .select({
      userId: sql<string>`${militaryProfiles.userId}`.as("candidate_user_id"),
      rank: sql<number>`ts_rank_cd(search_vector, ${query})`.as("candidate_rank"),
    })
    .from(militaryProfiles)
    .where(
      and(
        inTalentBank,
        sql`search_vector @@ ${query}`,
        // Whoever applied already, in any status, is in the job's candidates: suggesting him again
        // would only repeat (or reopen) a decision the company has taken.
        sql`NOT EXISTS (SELECT 1 FROM ${jobApplications} a
          WHERE a.job_id = ${jobId} AND a.user_id = ${militaryProfiles.userId})`,
      ),
    )
    .orderBy(desc(militaryProfiles.updatedAt), desc(militaryProfiles.userId))
    .limit(RANKED_MATCHES)
    .as("candidates");
  const rows = await db
    .select({
      userId: militaryProfiles.userId,
      fullName: profiles.fullName,
      avatarUrl: militaryProfiles.avatarUrl,
      militaryBranch: militaryProfiles.militaryBranch,
      rank: militaryProfiles.rank,
      city: militaryProfiles.city,
      state: militaryProfiles.state,
      specialties: militaryProfiles.specialties,
      occupations: sql<
        string[]
      >`(SELECT coalesce(array_agg(o.title ORDER BY o.status = 'confirmed' DESC, o.title), '{}')
        FROM military_occupations o WHERE o.user_id = ${militaryProfiles.userId} AND o.status <> 'removed')`,
    })
    .from(candidates)
    .innerJoin(militaryProfiles, eq(militaryProfiles.userId, candidates.userId))
    .innerJoin(profiles, eq(profiles.id, militaryProfiles.userId))
    .orderBy(
      desc(sql`${candidates.rank} + CASE WHEN ${sameCity(militaryProfiles.city, city)} THEN 0.2 ELSE 0 END`),
      desc(militaryProfiles.updatedAt),
    )
    .limit(MATCHES_SHOWN);
  const jobText = [job.title, ...job.requirements].join(" ");
  return rows.map(({ occupations, ...talent }) => {
    const candidates = [
      ...occupations.map((o) => ({ kind: "occupation" as const, ...reason(o) })),
      ...talent.specialties.map((s) => ({ kind: "specialty" as const, ...reason(s) })),
    ];
    // The talent's phrase that shares a word with the job.
    const jobStems = new Set(terms(jobText).map((t) => t.stem));
    const found = candidates.find((c) => [...c.stems].some((s) => jobStems.has(s))) ?? null;
    return {
      ...talent,
      occupations: occupations.slice(0, 3),
      why: found ? { kind: found.kind, text: found.text } : null,
    };
  });
}

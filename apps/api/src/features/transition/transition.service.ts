// The occupation page and the plan, put together from the roll-ups, the CBO, the requirement terms
// and what the militar holds. Every figure says how many jobs it came from; none is invented.
import { brazilDay } from "@pm/shared/brazil";
import { EDUCATION_LEVELS, type ResumeContent, resumeCompleteness } from "@pm/shared/resumes";
import {
  addMonths,
  DISCHARGE_BUCKETS,
  type DischargeBucket,
  nextStep,
  OCCUPATION_NEWEST_JOBS,
  OCCUPATION_TOP_REQUIREMENTS,
  OCCUPATION_WINDOW_MONTHS,
  type OccupationPay,
  PAY_MIN_JOBS,
  type RequirementFit,
  TRANSITION_STEP_DUE_MONTHS,
  TRANSITION_STEP_HINTS,
  TRANSITION_STEP_LABELS,
  TRANSITION_STEP_LINKS,
  TRANSITION_STEPS,
  type TransitionStep,
  type TransitionStepView,
} from "@pm/shared/transition";
import type { AppDeps } from "../../http/context";
import { listBoardJobs, sharedBoardAnswer } from "../jobs/jobs.public";
import {
  cboOccupationByCode,
  REQUIREMENT_TERMS,
  requirementTermLabel,
  suggestionsFor,
  termsHeldFrom,
} from "../skills/skills.public";
import {
  companyJobTerms,
  familyFigures,
  findPlan,
  holderFacts,
  type PlanRow,
  pathsWithProgress,
  planCounts,
  recordedSteps,
  recordSteps,
  stepEvidence,
} from "./transition.queries";

type Db = AppDeps["database"]["db"];

/** The first month of the figures' window, in Brazil's calendar. */
export function windowStart(now = new Date()): string {
  return addMonths(`${brazilDay(now).slice(0, 7)}-01`, -(OCCUPATION_WINDOW_MONTHS - 1));
}

/** The highest schooling he finished, as the CV's education list says. */
function highestEducation(content: ResumeContent | null): string | null {
  let best = -1;
  for (const e of content?.education ?? []) {
    if (!e.inProgress) best = Math.max(best, EDUCATION_LEVELS.indexOf(e.level as (typeof EDUCATION_LEVELS)[number]));
  }
  return best >= 0 ? (EDUCATION_LEVELS[best] ?? null) : null;
}

/** The lines of his CV that may name what a job asks: roles, duties, courses, languages, formações. */
function resumeLines(content: ResumeContent | null): string[] {
  if (!content) return [];
  return [
    ...content.experiences.flatMap((e) => [e.title, ...e.bullets]),
    ...content.courses.map((c) => c.name),
    ...content.languages.map((l) => `${l.language} ${l.level}`),
    ...content.education.filter((e) => !e.inProgress && e.course).map((e) => `${e.level} em ${e.course}`),
  ];
}

/** Everything the militar holds, as requirement terms: profile, especialidades, CV and certificates. */
export async function heldTerms(db: Db, userId: string) {
  const facts = await holderFacts(db, userId);
  const content = facts.resume;
  const held = termsHeldFrom({
    specialties: facts.specialties,
    branch: facts.branch,
    cnh: content?.cnh ?? [],
    educationLevel: highestEducation(content),
    lines: resumeLines(content),
    pathSlugs: facts.certificates.map((c) => c.pathSlug),
  });
  return { held, facts };
}

/** 'Você tem' / 'Falta' for each term asked, the most asked first. */
export function requirementFit(asked: { term: string; n: number }[], held: ReadonlySet<string>): RequirementFit[] {
  return asked.flatMap(({ term, n }) => {
    const label = requirementTermLabel(term);
    return label ? [{ key: term, label, jobs: n, have: held.has(term) }] : [];
  });
}

/** The trilhas teaching a term. */
const pathsOfTerm = new Map(REQUIREMENT_TERMS.map((t) => [t.key, t.paths ?? []]));

/** Pay is shown only from PAY_MIN_JOBS jobs with a salary. */
function payOf(
  paid: number,
  figures: { min: number | null; median: number | null; max: number | null },
): OccupationPay {
  if (paid < PAY_MIN_JOBS) return { jobs: paid, min: null, median: null, max: null };
  return {
    jobs: paid,
    min: figures.min,
    median: figures.median === null ? null : Math.round(figures.median),
    max: figures.max,
  };
}

/**
 * The trilhas of a família's page: those teaching what its jobs ask (`covers` names what he still
 * lacks) or preparing for it, the gap first. `counts` says whether a certificate of it counts: it
 * teaches something asked, held or not, or prepares for the família.
 */
async function pathsFor(db: Db, userId: string, family: string, asked: readonly RequirementFit[]) {
  const paths = await pathsWithProgress(db, userId);
  const teaches = (slug: string, r: RequirementFit) => pathsOfTerm.get(r.key)?.includes(slug) ?? false;
  return paths
    .map((p) => ({
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      plan: p.plan,
      covers: asked.filter((r) => !r.have && teaches(p.slug, r)).map((r) => r.label),
      prepares: p.families.includes(family),
      counts: p.families.includes(family) || asked.some((r) => teaches(p.slug, r)),
      status: p.completedAt
        ? ("concluida" as const)
        : p.startedAt
          ? ("em_andamento" as const)
          : ("nao_iniciada" as const),
    }))
    .filter((p) => p.counts)
    .sort((a, b) => b.covers.length - a.covers.length || Number(b.prepares) - Number(a.prepares));
}

/** A família's figures, shared by everyone at the board's version: they change only with the jobs. */
function sharedFamilyFigures(db: Db, family: string) {
  const from = windowStart();
  return sharedBoardAnswer(db, `occupation|${family}|${from}`, () =>
    familyFigures(db, family, from, OCCUPATION_TOP_REQUIREMENTS),
  );
}

/** The trilhas a família's page lists: those that close the gap or prepare for the família. */
const listedPaths = (relevant: Awaited<ReturnType<typeof pathsFor>>) =>
  relevant.filter((p) => p.covers.length > 0 || p.prepares).map(({ counts: _counts, ...p }) => p);

/** The occupation page: null when the code names no CBO occupation a company may hire for. */
export async function occupationView(db: Db, userId: string, code: string) {
  const occupation = cboOccupationByCode(code);
  if (!occupation) return null;
  const family = occupation.family;
  const [board, figures, holder] = await Promise.all([
    listBoardJobs(db, userId, { cboFamily: family, saved: false, pcd: undefined, publishedWithin: undefined }, null),
    sharedFamilyFigures(db, family),
    heldTerms(db, userId),
  ]);
  const requirements = requirementFit(figures.terms, holder.held);
  const relevant = await pathsFor(db, userId, family, requirements);
  // Every relevant trilha's certificate counts; the page lists those for the gap.
  const counted = new Set(relevant.map((p) => p.slug));
  const paths = listedPaths(relevant);
  return {
    code: occupation.code,
    title: occupation.title,
    synonyms: occupation.synonyms.slice(0, 8),
    family: { code: family, title: occupation.familyTitle },
    jobs: {
      count: board.total?.count ?? 0,
      capped: board.total?.capped ?? false,
      newest: board.jobs.slice(0, OCCUPATION_NEWEST_JOBS),
    },
    window: { months: OCCUPATION_WINDOW_MONTHS, jobs: figures.jobs },
    pay: payOf(figures.paid, figures.pay),
    requirements,
    paths,
    certificates: holder.facts.certificates
      .filter((c) => counted.has(c.pathSlug))
      .map((c) => ({ code: c.code, pathTitle: c.pathTitle, issuedAt: c.issuedAt })),
    isGoal: holder.facts.goalCode === occupation.code,
  };
}

/**
 * The slugs of the trilhas that count for the plan's 'trilhas' step: those the occupation's page
 * lists, read without the page's jobs.
 */
async function planPathSlugs(db: Db, userId: string, occupationCode: string | null): Promise<string[]> {
  const occupation = occupationCode ? cboOccupationByCode(occupationCode) : null;
  if (!occupation) return [];
  const [figures, holder] = await Promise.all([sharedFamilyFigures(db, occupation.family), heldTerms(db, userId)]);
  const relevant = await pathsFor(db, userId, occupation.family, requirementFit(figures.terms, holder.held));
  return listedPaths(relevant).map((p) => p.slug);
}

/** Records what the product now sees done; answers every step done, with its date. */
async function refreshSteps(db: Db, plan: PlanRow): Promise<Map<TransitionStep, Date>> {
  const userId = plan.userId;
  const [recorded, evidence] = await Promise.all([
    recordedSteps(db, userId),
    planPathSlugs(db, userId, plan.occupationCode).then((slugs) => stepEvidence(db, userId, slugs)),
  ]);
  const done = new Map<TransitionStep, Date>(recorded.map((r) => [r.step, r.doneAt]));
  const cv = evidence.curriculo;
  const seen: Partial<Record<TransitionStep, Date | null>> = {
    perfil: evidence.perfil,
    ocupacao: plan.occupationCode ? plan.occupationChosenAt : null,
    trilhas: evidence.trilhas,
    curriculo: cv && resumeCompleteness({ content: cv.content, certificates: 0 }).ready ? cv.at : null,
    alerta: evidence.alerta,
    candidaturas: evidence.candidaturas,
    entrevistas: evidence.entrevistas,
  };
  const fresh: { step: TransitionStep; doneAt: Date }[] = [];
  for (const step of TRANSITION_STEPS) {
    const at = seen[step];
    if (!done.has(step) && at) {
      const doneAt = new Date(at);
      done.set(step, doneAt);
      fresh.push({ step, doneAt });
    }
  }
  await recordSteps(db, userId, fresh);
  return done;
}

/** The plan's steps on its timeline, as of `now`. */
export function stepViews(plan: PlanRow, done: Map<TransitionStep, Date>, now = new Date()): TransitionStepView[] {
  const today = brazilDay(now);
  return TRANSITION_STEPS.map((key) => {
    const doneAt = done.get(key) ?? null;
    const dueOn = plan.dischargeDate ? addMonths(plan.dischargeDate, -TRANSITION_STEP_DUE_MONTHS[key]) : null;
    return {
      key,
      label: TRANSITION_STEP_LABELS[key],
      hint: TRANSITION_STEP_HINTS[key],
      href: TRANSITION_STEP_LINKS[key],
      done: doneAt !== null,
      doneOn: doneAt ? brazilDay(doneAt) : null,
      dueOn,
      overdue: doneAt === null && dueOn !== null && dueOn < today,
    };
  });
}

/** The plan page: his plan (null before he makes one), its steps, and the occupations to choose from. */
export async function planView(db: Db, userId: string, now = new Date()) {
  const [plan, holder] = await Promise.all([findPlan(db, userId), holderFacts(db, userId)]);
  const suggestions = suggestionsFor({
    militaryBranch: holder.branch,
    rank: holder.rank,
    specialties: holder.specialties,
  })
    .slice(0, 5)
    .map((s) => ({ code: s.code, title: s.title }));
  if (!plan) return { plan: null, steps: [], next: null, suggestions };
  const steps = stepViews(plan, await refreshSteps(db, plan), now);
  const occupation = plan.occupationCode ? cboOccupationByCode(plan.occupationCode) : null;
  return {
    plan: {
      dischargeDate: plan.dischargeDate,
      occupation: occupation ? { code: occupation.code, title: occupation.title } : null,
      reminders: plan.reminders,
    },
    steps,
    next: nextStep(steps),
    suggestions,
  };
}

/** The next step of a plan, for the dashboard's card and the monthly e-mail; null without a plan. */
export async function planNextStep(db: Db, userId: string, now = new Date()) {
  const plan = await findPlan(db, userId);
  if (!plan) return null;
  const steps = stepViews(plan, await refreshSteps(db, plan), now);
  return { next: nextStep(steps), done: steps.filter((s) => s.done).length, total: steps.length, plan };
}

/** The console's figures: how many plans, by months to discharge, and the occupations most chosen. */
export async function transitionConsoleFigures(db: Db, now = new Date()) {
  const counts = await planCounts(db, brazilDay(now), 10);
  const byBucket = new Map(counts.buckets.map((b) => [b.bucket, b.n]));
  const buckets = (Object.keys(DISCHARGE_BUCKETS) as DischargeBucket[]).map((key) => ({
    key,
    label: DISCHARGE_BUCKETS[key],
    n: byBucket.get(key) ?? 0,
  }));
  return {
    plans: buckets.reduce((sum, b) => sum + b.n, 0),
    buckets,
    occupations: counts.occupations.map((o) => ({
      code: o.code,
      title: cboOccupationByCode(o.code)?.title ?? o.code,
      n: o.n,
    })),
  };
}

/**
 * What a company sees of a candidate's fit: the occupation he chose and, for one of its jobs, each
 * requirement term of the job with whether he holds it (never a score without its reasons). Null
 * when `jobId` names no job of the company; without a job, the occupation alone.
 */
export async function candidateFit(db: Db, companyId: string, userId: string, jobId: string | null) {
  const [jobTerms, holder] = await Promise.all([
    jobId ? companyJobTerms(db, companyId, jobId) : Promise.resolve([]),
    heldTerms(db, userId),
  ]);
  if (jobTerms === null) return null;
  const goalCode = holder.facts.goalCode;
  const occupation = goalCode ? cboOccupationByCode(goalCode) : null;
  const requirements = requirementFit(
    jobTerms.map((term) => ({ term, n: 1 })),
    holder.held,
  ).map(({ key, label, have }) => ({ key, label, have }));
  return {
    goal: occupation ? { code: occupation.code, title: occupation.title } : null,
    jobId,
    requirements,
    met: requirements.filter((r) => r.have).length,
    total: requirements.length,
  };
}

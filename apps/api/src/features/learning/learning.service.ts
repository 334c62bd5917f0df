// The shipped content written into the database, and the paths recommended to a militar.
import type { AppDeps } from "../../http/context";
import { learningContent } from "./content";
import { syncLearningContent } from "./learning.queries";

type Db = AppDeps["database"]["db"];

/** Reads and checks the shipped paths (a broken file stops the boot) and syncs them. */
export async function syncShippedLearningContent(db: Db) {
  await syncLearningContent(db, learningContent());
}

/** How many paths 'Recomendadas para você' shows, at most. */
export const RECOMMENDED_PATHS = 3;

interface Recommendable {
  slug: string;
  families: string[];
  desiredAreas: string[];
  completedAt: Date | null;
}

/**
 * The paths that fit the militar best, not yet completed: each CBO família of his occupations
 * the path prepares for counts twice, his desired area once. Paths that fit nothing are left out.
 */
export function recommendPaths(
  paths: readonly Recommendable[],
  learner: { desiredArea: string | null; families: string[] } | null,
): string[] {
  if (!learner) return [];
  const mine = new Set(learner.families);
  return paths
    .filter((p) => !p.completedAt)
    .map((p, order) => ({
      slug: p.slug,
      order,
      score:
        2 * p.families.filter((f) => mine.has(f)).length +
        (learner.desiredArea && p.desiredAreas.includes(learner.desiredArea) ? 1 : 0),
    }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, RECOMMENDED_PATHS)
    .map((p) => p.slug);
}

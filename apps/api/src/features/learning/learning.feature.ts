import type { Db } from "../../db/client";
import type { ExportSubject, Feature } from "../../feature";
import { learningMilitaryRoutes } from "./learning.military.routes";
import { learningPublicRoutes } from "./learning.public.routes";
import { learningExport } from "./learning.queries";
import { syncShippedLearningContent } from "./learning.service";

/** The paths he started, his progress and quiz results on each module, his certificates. */
async function learningAccountExport(db: Db, { userId }: ExportSubject) {
  const learning = await learningExport(db, userId);
  return {
    learningPaths: learning.paths,
    learningProgress: learning.progress,
    certificates: learning.certificates,
  };
}

/** Trilhas (decision 016): the paths shipped with this build are checked and synced at boot. */
export const learningFeature = {
  name: "learning",
  routes: {
    military: [{ path: "/learning", router: learningMilitaryRoutes }],
    api: [{ path: "/certificates", router: learningPublicRoutes }],
  },
  // A broken content file stops the boot here.
  boot: syncShippedLearningContent,
  accountExport: { user: learningAccountExport },
  realtime: ["learning_enrollments", "learning_progress", "learning_certificates"],
  bench: "learning.mjs",
  mutation: ["learning"],
} as const satisfies Feature;

import type { Feature } from "../../feature";
import { communityEmail } from "../../mail/templates";
import { closeMentorshipsOf, mentoringAccountExport } from "./community.mentoring.queries";
import { mentoringMilitaryRoutes } from "./community.mentoring.routes";
import { communityOperationsRoutes } from "./community.operations.routes";
import { communityAccountExport } from "./community.queries";
import { communityMilitaryRoutes } from "./community.routes";
import { mentorshipsEndJob } from "./community.worker";

/**
 * 'Comunidade' and 'Mentoria' (decision 040): militares' questions and answers by topic, with
 * 'Útil' votes, the asker's 'Melhor resposta', follows and members' reports the console decides;
 * and veterans mentoring those still in uniform. An erased account's posts stay as 'Ex-membro'
 * (their author set null); his votes, follows and mentor offer go with him, his mentorships end.
 */
export const communityFeature = {
  name: "community",
  routes: {
    military: [
      { path: "/community", router: communityMilitaryRoutes },
      { path: "/mentoring", router: mentoringMilitaryRoutes },
    ],
    operations: [{ path: "/community", router: communityOperationsRoutes }],
  },
  jobs: (deps) => [mentorshipsEndJob(deps)],
  accountExport: {
    user: async (db, subject) => ({
      ...(await communityAccountExport(db, subject)),
      ...(await mentoringAccountExport(db, subject)),
    }),
  },
  accountDeletion: closeMentorshipsOf,
  // The notifications' job sends them, with the bell's sentence.
  emails: [communityEmail],
  realtime: ["mentorships"],
  bench: "community.mjs",
  mutation: [],
} as const satisfies Feature;

import { Hono } from "hono";
import { requireUser } from "../../auth/guards";
import type { Feature } from "../../feature";
import type { AppEnv } from "../../http/context";
import { skillsMilitaryRoutes } from "./skills.military.routes";
import { skillsAccountExport } from "./skills.queries";
import { skillsRoutes } from "./skills.routes";
import { translator } from "./skills.service";

/** The military → civilian translator over the CBO 2002, and the militar's occupations. */
export const skillsFeature = {
  name: "skills",
  routes: {
    military: [{ path: "/", router: skillsMilitaryRoutes }],
    api: [{ path: "/skills", router: new Hono<AppEnv>().use(requireUser).route("/", skillsRoutes) }],
  },
  // The CBO tables and the vocabulary, read and indexed before the first request needs them.
  boot: () => {
    translator();
  },
  accountExport: { user: skillsAccountExport },
  // Measured with the talent bank, which translates and matches.
  bench: "talent.mjs",
  mutation: ["talent"],
} as const satisfies Feature;

import type { Feature } from "../../feature";
import { communityAccountExport } from "./community.queries";
import { communityMilitaryRoutes } from "./community.routes";

/**
 * 'Comunidade' (decision 040): militares' questions and answers by topic, with 'Útil' votes, the
 * asker's 'Melhor resposta' and follows. An erased account's posts stay as 'Ex-membro' (their
 * author set null); his votes and follows go with him.
 */
export const communityFeature = {
  name: "community",
  routes: {
    military: [{ path: "/community", router: communityMilitaryRoutes }],
  },
  accountExport: { user: communityAccountExport },
  bench: null,
  mutation: [],
} as const satisfies Feature;

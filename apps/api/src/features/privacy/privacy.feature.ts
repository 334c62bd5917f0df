import { Hono } from "hono";
import { requireRole, requireUser } from "../../auth/guards";
import type { Feature } from "../../feature";
import type { AppEnv } from "../../http/context";
import { privacyAccountExport } from "./privacy.queries";
import { privacyRoutes } from "./privacy.routes";

/** Requests under the LGPD; operators answer them in the console (`operations`). */
export const privacyFeature = {
  name: "privacy",
  routes: {
    api: [
      {
        path: "/privacy-requests",
        router: new Hono<AppEnv>().use(requireUser, requireRole("militar", "empresa")).route("/", privacyRoutes),
      },
    ],
  },
  accountExport: { user: privacyAccountExport },
  realtime: ["privacy_requests"],
  bench: "privacy.mjs",
  mutation: ["operations"],
} as const satisfies Feature;

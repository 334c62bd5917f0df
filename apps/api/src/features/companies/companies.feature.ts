import type { Feature } from "../../feature";
import { companiesPublicRoutes } from "./companies.public.routes";

/**
 * A company's public page (/empresas/{slug}): what it says about itself, its open jobs and its live
 * offers. The page the server renders is mounted by app.ts beside the web app; the sitemap lists it.
 */
export const companiesFeature = {
  name: "companies",
  routes: {
    api: [{ path: "/public/companies", router: companiesPublicRoutes }],
  },
  bench: "companies.mjs",
  mutation: [],
} as const satisfies Feature;

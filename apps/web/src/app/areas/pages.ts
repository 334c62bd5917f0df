import type { ComponentType } from "react";
import type { NavArea } from "@/lib/feature-routes";
import { COMPANY_PAGES } from "./company.pages";
import { MILITARY_PAGES } from "./military.pages";
import { OPERATIONS_PAGES } from "./operations.pages";

// Where each page of the signed-in areas is, by the component name its route declares
// (features/<d>/<d>.routes.ts), and each area's layout: every page is a lazy chunk of its own, so
// an area's first page loads its layout and itself, not the whole area. Each area's list is a
// module of its own (areas/<area>.pages.ts), which the route tree loads alone: an area's first
// page does not download the other areas' lists. The components are the ones areas/<area>.tsx
// exports (areas/pages.test.tsx keeps the two lists agreeing). The pages of /auth are listed
// apart, in areas/auth.pages.ts.

/** Loads a page's module and gives its component. */
export type PageLoader = () => Promise<ComponentType>;

/** Every area's list, by area. */
export const AREA_PAGES = {
  military: MILITARY_PAGES,
  company: COMPANY_PAGES,
  operations: OPERATIONS_PAGES,
} satisfies Record<NavArea, Record<string, PageLoader>>;

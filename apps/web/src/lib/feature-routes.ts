// What a feature declares about its pages, in `features/<d>/<d>.routes.ts`: the routes it adds to
// each area and its entries in each area's navigation. `app/` builds the route tree and the menus
// from these declarations. They are read by the main chunk, so they hold names, titles and icon
// names only (types are all a declaration file imports): a page's code stays in its own chunk.
import type { CompanyRole } from "@pm/shared/company-roles";
import type { PAGES, PageName, PathParamNames } from "@pm/shared/pages";
import type { NavIconName } from "./nav-icons";

/** The areas of the app: the public site, signing in, and the three signed-in areas. */
export type Area = "public" | "auth" | "military" | "company" | "operations";
/** The areas with a guard, a layout and its navigation. */
export type NavArea = "military" | "company" | "operations";

/** A page of a signed-in area (or of /auth), drawn by a component `app/areas/<area>.tsx` exports. */
export interface AreaRoute {
  page: PageName;
  /** The component's export name in `app/areas/<area>.tsx`, which `app/areas/<area>.pages.ts` loads on its own. */
  component: string;
  /** What the tab shows: "{title} | Próxima Missão". */
  title?: string;
  /**
   * What wraps the page in a guarded area: its guard and layout (the default), the guard alone
   * (the militar's onboarding), or neither (the company's payment pages decide for themselves).
   */
  frame?: "layout" | "guard" | "session";
  /**
   * In the company area, the team roles that open the page (decision 035); left out, the hiring
   * roles (Administrador and Recrutador). Its menu entries show to those roles only.
   */
  roles?: readonly CompanyRole[];
}

/** A public page: its own chunk, loaded by `load` (decision 004), with its route loader if it has one. */
export interface PublicRoute {
  page: PageName;
  load: () => Promise<Record<string, unknown>>;
  /** The component's export name in the loaded module. */
  component: string;
  /** The route loader's export name in the loaded module (pages rendered with their data). */
  loader?: string;
  title?: string;
}

/** Where a navigation entry shows: the area's main navigation, or the account menu under the avatar. */
export type NavMenu = "main" | "account";
/** The groups of an area's main navigation: the militar's sidebar has two, the headers none. */
export type NavSection<A extends NavArea> = { military: "principal" | "conta"; company: never; operations: never }[A];
/** A mark a layout draws beside an entry's label. */
export type NavBadge = "unreadMessages";

/** The pages whose path has no `:segment`: the ones a menu can link to. */
export type PlainPage = { [N in PageName]: [PathParamNames<(typeof PAGES)[N]>] extends [never] ? N : never }[PageName];

export interface NavEntry<A extends NavArea> {
  /** A page of the same area. */
  page: PlainPage;
  label: string;
  icon: NavIconName;
  menus: readonly NavMenu[];
  /** The entry's place within each of its menus (and its section), smallest first. */
  order: number;
  section?: NavSection<A>;
  badge?: NavBadge;
  /** In the company area, fewer roles than its page opens to: the entry shows to these only. */
  roles?: readonly CompanyRole[];
}

/** A feature's declaration: its routes per area and its navigation entries per area. */
export interface FeatureRoutes {
  routes: {
    public?: readonly PublicRoute[];
    auth?: readonly AreaRoute[];
    military?: readonly AreaRoute[];
    company?: readonly AreaRoute[];
    operations?: readonly AreaRoute[];
  };
  nav?: { [A in NavArea]?: readonly NavEntry<A>[] };
}

import type { CompanyRole } from "@pm/shared/company-roles";
import { PAGES, type PageName } from "@pm/shared/pages";
import { useEffect } from "react";
import { Outlet, type RouteObject, ScrollRestoration, type UIMatch, useLocation, useMatches } from "react-router";
import type { AreaRoute, NavArea, PublicRoute } from "@/lib/feature-routes";
import { AUTH_PAGES } from "./areas/auth.pages";
import type { PageLoader } from "./areas/pages";
import { BootSpinner } from "./boot-spinner";
import { AREA_ROOTS, companyPageRoles, routesIn } from "./features";
import { DEFAULT_TITLE, pageTitle, titleFor } from "./titles";
import { ToasterHost } from "./toaster-host";

// The tree is built from the features' declarations (features.ts). Each page of a signed-in area
// is a lazy chunk of its own, found in its area's list (areas/<area>.pages.ts), as is each area's layout, each page of /auth
// (areas/auth.pages.ts) and each public page: an area's first page loads its layout and itself,
// not every page of the area.
type SessionExport = "SessionShell" | "MilitaryGuard" | "CompanyGuard" | "OperationsGuard";
const session =
  (name: SessionExport): PageLoader =>
  () =>
    import("./session-shell").then((m) => m[name]);

type PageModule = Record<string, unknown>;

/** The export `name` of a lazily loaded module, which must be there. */
function exported(module: PageModule, name: string): unknown {
  const value = module[name];
  if (value === undefined) throw new Error(`${name} is not exported by the module its route loads`);
  return value;
}

/** The loader `pages` lists for a component a route names. */
function listed(pages: Record<string, PageLoader>, name: string, list: string): PageLoader {
  const load = pages[name];
  if (!load) throw new Error(`${name} is not among the pages of ${list}`);
  return load;
}

/**
 * Each signed-in area's list of pages (areas/<area>.pages.ts). Each is a chunk of its own rather
 * than part of the entry, where each page's list of chunks to preload would weigh on every public
 * page, and apart from the other areas' lists, which an area's pages never need; spa.html, which
 * serves the signed-in pages, preloads the list of the area its address is in.
 */
const AREA_LISTS: Record<NavArea, () => Promise<Record<string, PageLoader>>> = {
  military: () => import("./areas/military.pages").then((m) => m.MILITARY_PAGES),
  company: () => import("./areas/company.pages").then((m) => m.COMPANY_PAGES),
  operations: () => import("./areas/operations.pages").then((m) => m.OPERATIONS_PAGES),
};

/**
 * The loader of a component an area's route names, from areas/<area>.pages.ts (or, for /auth,
 * areas/auth.pages.ts).
 */
function areaPage(area: "auth" | NavArea, name: string): PageLoader {
  if (area === "auth") return listed(AUTH_PAGES, name, "areas/auth.pages.ts");
  return async () => listed(await AREA_LISTS[area](), name, `areas/${area}.pages.ts`)();
}

/**
 * A page of an area, the name its tab shows ("{title} | Próxima Missão") and, in the company area,
 * the team roles it opens to (read by the area's guard).
 */
function page(load: PageLoader, title?: string, roles?: readonly CompanyRole[]): Pick<RouteObject, "lazy" | "handle"> {
  return {
    lazy: async () => ({ Component: await load() }),
    ...(title || roles ? { handle: { ...(title ? { title } : {}), ...(roles ? { roles } : {}) } } : {}),
  };
}

/** A public page: its own chunk, and its loader when it renders with data. */
function publicPage({ page: name, load, component, loader, title }: PublicRoute): RouteObject {
  return {
    path: PAGES[name],
    ...(title ? { handle: { title } } : {}),
    lazy: async () => {
      const module = await load();
      return {
        Component: exported(module, component) as React.ComponentType,
        ...(loader ? { loader: exported(module, loader) as RouteObject["loader"] } : {}),
      };
    },
  };
}

/** An area's child route path: a page's path relative to the area's (/app/vagas under /app is vagas). */
function pathUnder(root: PageName, name: PageName): string {
  const prefix = `${PAGES[root]}/`;
  if (!PAGES[name].startsWith(prefix)) throw new Error(`${name} (${PAGES[name]}) is not below ${PAGES[root]}`);
  return PAGES[name].slice(prefix.length);
}

/**
 * A guarded area: its guard at the area's path, its layout around its pages (the root page is the
 * index), the pages its guard alone wraps, and beside it the pages that need only the session.
 */
function guardedArea(area: NavArea, guard: SessionExport, layout: string): RouteObject[] {
  const root = AREA_ROOTS[area];
  const routes = routesIn(area);
  const framed = (frame: NonNullable<AreaRoute["frame"]>) => routes.filter((r) => (r.frame ?? "layout") === frame);
  const roles = (r: AreaRoute) => (area === "company" ? companyPageRoles(r.page) : undefined);
  const child = (r: AreaRoute): RouteObject =>
    PAGES[r.page] === PAGES[root]
      ? { index: true, ...page(areaPage(area, r.component), r.title, roles(r)) }
      : { path: pathUnder(root, r.page), ...page(areaPage(area, r.component), r.title, roles(r)) };
  return [
    ...framed("session").map((r) => ({ path: PAGES[r.page], ...page(areaPage(area, r.component), r.title) })),
    {
      path: PAGES[root],
      ...page(session(guard)),
      children: [
        ...framed("guard").map(child),
        { ...page(areaPage(area, layout)), children: framed("layout").map(child) },
      ],
    },
  ];
}

/** The title of the deepest matched route that names one. */
function titleOf(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as { title?: string } | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** The whole title a route's data names for its page (a public job's), if any. */
function dataTitleOf(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.data as { head?: { title?: string } | null } | undefined)?.head?.title;
    if (title) return title;
  }
  return undefined;
}

function Root() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = titleOf(matches);
  const dataTitle = dataTitleOf(matches);
  // Prerendered pages arrive with their title; client-side navigation retitles the tab.
  useEffect(() => {
    document.title = dataTitle ?? titleFor(pathname) ?? (title ? pageTitle(title) : DEFAULT_TITLE);
  }, [pathname, title, dataTitle]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ToasterHost />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <BootSpinner />,
    children: [
      ...routesIn("public").map(publicPage),
      {
        // Pages that know who is signed in.
        ...page(session("SessionShell")),
        children: [
          ...routesIn("auth").map((r) => ({ path: PAGES[r.page], ...page(areaPage("auth", r.component), r.title) })),
          ...guardedArea("military", "MilitaryGuard", "MilitaryLayout"),
          ...guardedArea("company", "CompanyGuard", "CompanyLayout"),
          ...guardedArea("operations", "OperationsGuard", "OperationsLayout"),
          // Under the session shell, whose query cache tells a signed-in user from a visitor.
          {
            path: "*",
            ...page(() => import("./not-found").then((m) => m.NotFound), "Página não encontrada"),
          },
        ],
      },
    ],
  },
];

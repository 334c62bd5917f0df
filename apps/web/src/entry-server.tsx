// Renders public pages to HTML: at build time (scripts/prerender.mjs) for the pages whose content
// is fixed, and on the server for each request (apps/api's static-web) for the pages that show
// data, such as the partners directory. Built by `vite build --ssr` into dist-server/.
import { PAGES } from "@pm/shared/pages";
import type { PageHead, PublicData } from "@pm/shared/public-data";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AREA_ROOTS } from "./app/features";
import { routes } from "./app/routes";
import { AUTH_PAGE, CERTIFICATE_PAGE, COMPANY_PAGE, JOB_PAGE, PUBLIC_PAGES, SHARED_RESUME_PAGE } from "./app/seo";

export { AUTH_PAGE_QUERIES, authPageVariant } from "@pm/shared/account.auth-page";
export { AUTH_PAGE, CERTIFICATE_PAGE, COMPANY_PAGE, JOB_PAGE, PUBLIC_PAGES, SHARED_RESUME_PAGE };

/** Each signed-in area's path, under which all its pages are: spa.html preloads the area's list there. */
export const AREA_PATHS = Object.fromEntries(Object.entries(AREA_ROOTS).map(([area, page]) => [area, PAGES[page]]));

/** A loader's data that names the page's head (a public job's page, a company's, a certificate's). */
const headOf = (data: unknown): PageHead | null =>
  typeof data === "object" && data !== null && "head" in data
    ? ((data as { head: PageHead | null }).head ?? null)
    : null;

/**
 * The page at `url` (a path with its query) as HTML, with the router's data for hydration, the
 * status its loaders gave (410 for a closed job, 404 for an unknown certificate) and the head its
 * data names, if any.
 * `data` is where its loaders read: the server passes the database's; a build-time page has none.
 */
// Made once: the handler ranks every route of the app when it is made (a few milliseconds), and
// keeps each lazy page it has loaded; what differs per request is the request and its data.
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;

export async function render(
  url: string,
  data?: PublicData,
): Promise<{ html: string; status: number; head: PageHead | null }> {
  staticHandler ??= createStaticHandler(routes);
  const handler = staticHandler;
  const context = await handler.query(new Request(`http://render${url}`), { requestContext: data });
  if (context instanceof Response) throw new Error(`render of ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  const head = Object.values(context.loaderData).map(headOf).find(Boolean) ?? null;
  return { html, status: context.statusCode, head };
}

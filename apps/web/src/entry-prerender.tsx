// Renders public pages to HTML at build time (see scripts/prerender.mjs).
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { routes } from "./app/routes";
import { AUTH_PAGE, PUBLIC_PAGES } from "./app/seo";

export { AUTH_PAGE_QUERIES, authPageVariant } from "@pm/shared/account.auth-page";
export { AUTH_PAGE, PUBLIC_PAGES };

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`prerender of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
}

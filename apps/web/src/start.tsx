import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { routes } from "./app/routes";

declare global {
  interface Window {
    // biome-ignore lint/suspicious/noExplicitAny: the router's own serialized state, passed through untouched.
    __staticRouterHydrationData?: any;
  }
}

/** Calls `onCommit` once, after the first commit of the tree it wraps (the end of hydration). */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit.
  useEffect(() => onCommit(), []);
  return children;
}

/**
 * Starts the app in #root: hydrates the prerendered page, or renders a client-rendered one.
 * Resolves once a hydrated page is live (its handlers attached), right away otherwise.
 * `onHydrating` runs as hydration begins: from then on React itself replays a press on the page
 * once the part pressed is hydrated.
 */
export async function start(onHydrating?: () => void): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");

  const prerendered = container.firstElementChild !== null;
  if (prerendered) {
    // The server HTML was rendered with this page's lazy module already loaded: load it before
    // hydrating so the first client render matches it.
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === "function");
    await Promise.all(
      (lazyMatches ?? []).map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }

  const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
  if (!prerendered) {
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    return;
  }
  onHydrating?.();
  await new Promise<void>((live) => {
    // Hydrating inside a transition lets React yield to the browser between components instead of
    // holding the main thread for the whole page (the page is already visible and readable).
    startTransition(
      () =>
        void hydrateRoot(
          container,
          <StrictMode>
            <Committed onCommit={live}>
              <RouterProvider router={router} />
            </Committed>
          </StrictMode>,
        ),
    );
  });
}

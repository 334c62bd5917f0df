import "./styles/globals.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { routes } from "./app/routes";

declare global {
  interface Window {
    // biome-ignore lint/suspicious/noExplicitAny: the router's own serialized state, passed through untouched.
    __staticRouterHydrationData?: any;
  }
}

async function start() {
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
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Hydrating inside a transition lets React yield to the browser between components instead of
  // holding the main thread for the whole page (the page is already visible and readable).
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();

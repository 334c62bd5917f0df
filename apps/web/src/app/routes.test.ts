import { APP_PATHS } from "@pm/shared/app-paths";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

/** Every path the route tree draws a page for, written out in full. */
function pagePaths(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const own = route.path ? (route.path.startsWith("/") ? route.path : `${parent}/${route.path}`) : parent;
    // An index route is its parent's page; a path with no children is a page of its own.
    const here = route.index || (route.path && !route.children && route.path !== "*") ? [own || "/"] : [];
    return [...here, ...(route.children ? pagePaths(route.children, own) : [])];
  });
}

describe("the server's list of app paths", () => {
  it("is exactly the route tree's pages, so the server answers 404 to nothing the app can show", () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(APP_PATHS));
  });
});

import { describe, expect, it } from "vitest";
import * as auth from "./auth";
import { AUTH_PAGES } from "./auth.pages";
import * as company from "./company";
import * as military from "./military";
import * as operations from "./operations";
import { AREA_PAGES } from "./pages";

// The route tree loads each page through areas/pages.ts and areas/auth.pages.ts; the areas'
// modules list the same pages.
const AREAS = { auth, military, company, operations } as const;
const PAGES = { auth: AUTH_PAGES, ...AREA_PAGES };

describe("the pages each route loads on its own", () => {
  it("are each area's pages and layout, no more and no fewer", () => {
    for (const [area, module] of Object.entries(AREAS)) {
      expect(Object.keys(PAGES[area as keyof typeof AREAS]).sort(), area).toEqual(Object.keys(module).sort());
    }
  });

  it("load the very components the areas' modules export", async () => {
    const different: string[] = [];
    for (const [area, module] of Object.entries(AREAS)) {
      const exports: Record<string, unknown> = module;
      for (const [name, load] of Object.entries(PAGES[area as keyof typeof AREAS])) {
        if ((await load()) !== exports[name]) different.push(`${area}: ${name}`);
      }
    }
    expect(different).toEqual([]);
  }, 60_000);
});

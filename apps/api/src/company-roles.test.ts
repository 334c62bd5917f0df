// The team roles on every company route (decision 035): each route the app serves under
// /api/company and /api/billing, called by an Administrador, a Recrutador and an Atendente de caixa
// of one company. A role the route is not for gets 403 ROLE_REQUIRED before anything runs; a role
// it is for never does. The expected roles are written here from what each role is sold as, not
// read from the mounts, so a route mounted with the wrong roles (or a new one left unclassified)
// fails.
import { ERROR_MESSAGES } from "@pm/shared/errors";
import type { CompanyRole } from "@pm/shared/members";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidCompany, teamMember } from "../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";

const ADMIN: CompanyRole[] = ["administrador"];
const HIRING: CompanyRole[] = ["administrador", "recrutador"];
const TILL: CompanyRole[] = ["administrador", "caixa"];

/** Who may call a route, by its path; the first rule that matches decides. */
const RULES: [RegExp, CompanyRole[]][] = [
  [/^\/api\/billing\//, ADMIN],
  [/^\/api\/company\/team(\/|$)/, ADMIN],
  [/^\/api\/company\/integrations\//, ADMIN],
  [/^\/api\/company\/benefits\/(validate|uses)(\/|$)/, TILL],
  [/^\/api\/company\/benefits(\/|$)/, ADMIN],
  [/^\/api\/company\/(jobs|applications|conversations|dashboard|reports|talent|interviews)(\/|$)/, HIRING],
  // The company's own profile and logo, mounted at the area's root.
  [/^\/api\/company(\/logo)?\/?$/, ADMIN],
];

function expectedRoles(path: string): CompanyRole[] | null {
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

let t: TestApp;
let members: Record<CompanyRole, TestUser>;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const { user: admin } = await paidCompany(t, { plan: "pro" });
  members = {
    administrador: admin,
    recrutador: await teamMember(t, admin, "recrutador"),
    caixa: await teamMember(t, admin, "caixa"),
  };
  const seen = new Set<string>();
  routes = t.app.routes
    .filter((r) => r.method !== "ALL" && /^\/api\/(company|billing)(\/|$)/.test(r.path))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      return !seen.has(key) && seen.add(key);
    })
    .map(({ method, path }) => ({ method, path }));
});
afterAll(() => t.close());

/** The route's path with each `:param` filled: a well-formed id of nothing. */
const concrete = (path: string) =>
  path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "00000000-0000-4000-8000-000000000000").replace(/\/\*$/, "");

describe("team roles on every company route", () => {
  it("knows who may call each company route the app serves", () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => expectedRoles(r.path) === null)).toEqual([]);
  });

  for (const role of ["recrutador", "caixa", "administrador"] as const) {
    it(`answers the ${role} ROLE_REQUIRED exactly on the routes not meant for him`, async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const allowed = expectedRoles(route.path)?.includes(role) ?? false;
        const res = await members[role].client.request(
          route.method,
          concrete(route.path),
          route.method === "GET" ? undefined : {},
        );
        const refused =
          res.status === 403 && (res.body as { error?: { code?: string } } | null)?.error?.code === "ROLE_REQUIRED";
        if (refused === allowed) wrong.push(`${route.method} ${route.path} → ${res.status}`);
        if (refused) expect(res.body).toMatchObject({ error: { message: ERROR_MESSAGES.ROLE_REQUIRED } });
      }
      expect(wrong).toEqual([]);
    });
  }
});

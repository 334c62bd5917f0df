// What the platform must know of a feature, declared once in `features/<d>/<d>.feature.ts` and
// looped over by the composition roots through the one list, `features/features.ts` (decision 025).
// A platform file: it names no feature; features import its types, the roots its functions.
import type { CompanyRole } from "@pm/shared/members";
import type { TopicName } from "@pm/shared/realtime";
import { type Env, Hono, type MiddlewareHandler, type Schema } from "hono";
import type { HonoBase } from "hono/hono-base";
import { METHOD_NAME_ALL } from "hono/router";
import type { MergePath, MergeSchemaPath } from "hono/types";
import { requireCompanyRole } from "./auth/guards";
import type { Db, Tx } from "./db/client";
import type { AppDeps, AppEnv } from "./http/context";
import type { Email } from "./mail/mailer";
import type { JobDefinition } from "./workers/runner";

/**
 * Where a router is mounted, and so which guards it sits behind:
 * - `api`: directly under /api, with the guards its declaration wraps it in;
 * - `company`: /api/company, a paid empresa (areas.company.ts);
 * - `companyBilling`: /api/billing, any empresa, paid or not yet (areas.company.ts);
 * - `military`: /api/military, a militar (areas.military.ts);
 * - `operationsSetup`: /api/operations before the second factor is confirmed, and `operations`
 *   after it (areas.operations.ts).
 */
export type Area = "api" | "company" | "companyBilling" | "military" | "operationsSetup" | "operations";

// biome-ignore lint/suspicious/noExplicitAny: a mount takes a router of any route schema; its own type is kept by the declaration.
type AnyRouter = HonoBase<AppEnv, any, any, any>;

/** A router and the path it is mounted at, within its area. */
export interface Mount {
  readonly path: string;
  readonly router: AnyRouter;
  /**
   * In the company areas, the team roles that may call each of its routes (decision 035); every
   * company mount names them, and `mountArea` puts the check before each route of the router.
   */
  readonly roles?: readonly CompanyRole[];
}

/** The areas whose every mount names the team roles it opens to. */
const COMPANY_AREAS: readonly Area[] = ["company", "companyBilling"];

/**
 * The router with `guard` in front of each of its routes, once per method and path, and before the
 * router's own middleware (a plan check must not answer first). Not `use()`: a router mounted at
 * "/" would put its guard in front of every route of the area.
 */
function guardEachRoute(router: AnyRouter, guard: MiddlewareHandler<AppEnv>): AnyRouter {
  const guarded = new Hono<AppEnv>();
  const routes = new Set(
    router.routes.filter((route) => route.method !== METHOD_NAME_ALL).map((route) => `${route.method} ${route.path}`),
  );
  for (const key of routes) {
    const [method = "", path = ""] = key.split(" ");
    guarded.on(method, path, guard);
  }
  for (const route of router.routes) guarded.on(route.method, route.path, route.handler);
  return guarded;
}

/** Who the LGPD export is about. */
export interface ExportSubject {
  readonly userId: string;
  readonly email: string;
}

/**
 * A feature's part of the LGPD account export (`features/account/account-export.ts`): keys of the
 * downloaded document, each a function in the feature's own `*.queries.ts`. Only what describes
 * the user; nothing about anyone else (a company's part counts candidates, never lists them).
 */
export interface AccountExportSection {
  /** Keys of the document, for every account. */
  readonly user?: (db: Db, subject: ExportSubject) => Promise<object>;
  /** Keys of the document's `company` object, for the owner of a company. */
  readonly company?: (db: Db, companyId: string) => Promise<object>;
}

/** A template of `mail/templates.ts` that a feature sends. */
// biome-ignore lint/suspicious/noExplicitAny: templates take different arguments; only the result matters here.
export type EmailTemplate = (to: string, ...args: any[]) => Email;

export interface Feature {
  /** The domain's one name: its folder under features/ and on the web. */
  readonly name: string;
  /** Its routers by area, mounted in the list's order, so the typed client (`ApiRoutes`) sees them. */
  readonly routes?: { readonly [A in Area]?: readonly Mount[] };
  /** Its background jobs, handed to the one job runner (decision 024) by main.ts. */
  readonly jobs?: (deps: AppDeps) => readonly JobDefinition[];
  /** Work done once at boot, after the migrations and before the first request. */
  readonly boot?: (db: Db) => Promise<void> | void;
  /** Its part of the LGPD export. */
  readonly accountExport?: AccountExportSection;
  /**
   * What erasing a militar's account must do to its rows beyond the foreign keys' cascades, in
   * the erasure's transaction, before the user row goes (`account-deletion.queries.ts`).
   */
  readonly accountDeletion?: (tx: Tx, userId: string) => Promise<void>;
  /** The e-mails of `mail/templates.ts` it sends. */
  readonly emails?: readonly EmailTemplate[];
  /** The realtime topics of `packages/shared/src/realtime.ts` whose tables it owns. */
  readonly realtime?: readonly TopicName[];
  /** Its cases of `npm run bench`: a file under scripts/bench/ listed in scripts/bench/index.mjs, or null. */
  readonly bench: string | null;
  /** The groups of scripts/mutation-groups.mjs that mutate its files. */
  readonly mutation: readonly string[];
}

type MountSchema<M, Base extends string> = M extends {
  readonly path: infer P extends string;
  // biome-ignore lint/suspicious/noExplicitAny: matched only to read the router's schema.
  readonly router: HonoBase<any, infer S extends Schema, any, any>;
}
  ? MergeSchemaPath<S, MergePath<Base, P>>
  : never;
type MountsIn<F, A extends Area> = F extends { readonly routes: { readonly [K in A]: readonly (infer M)[] } }
  ? M
  : never;
/** The route schema the features' mounts in one area add to a router whose base path is `Base`. */
export type AreaSchema<Fs extends readonly Feature[], A extends Area, Base extends string> = MountSchema<
  MountsIn<Fs[number], A>,
  Base
>;

/**
 * Mounts every feature's routers of one area on `app`, in the list's order, and returns it typed
 * as the chained `.route()` calls would be, so `ApiRoutes` and the web's hono/client see them.
 */
export function mountArea<
  E extends Env,
  S extends Schema,
  B extends string,
  C extends string,
  const Fs extends readonly Feature[],
  A extends Area,
>(app: HonoBase<E, S, B, C>, features: Fs, area: A): HonoBase<E, S | AreaSchema<Fs, A, B>, B, C> {
  for (const feature of features) {
    for (const { path, router, roles } of feature.routes?.[area] ?? []) {
      if (!COMPANY_AREAS.includes(area)) {
        app.route(path, router);
      } else if (!roles) {
        throw new Error(`${feature.name}: its ${area} mount at ${path} must name the team roles it opens to`);
      } else {
        app.route(path, guardEachRoute(router, requireCompanyRole(roles)));
      }
    }
  }
  return app as unknown as HonoBase<E, S | AreaSchema<Fs, A, B>, B, C>;
}

/** Every feature's background jobs, in the list's order. */
export function featureJobs(features: readonly Feature[], deps: AppDeps): JobDefinition[] {
  return features.flatMap((feature) => feature.jobs?.(deps) ?? []);
}

/** Every feature's boot step, in the list's order, one after another. */
export async function bootFeatures(features: readonly Feature[], db: Db): Promise<void> {
  for (const feature of features) await feature.boot?.(db);
}

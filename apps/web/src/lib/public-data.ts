import type { DirectoryQuery } from "@pm/shared/benefits.directory";
import type { PublicData } from "@pm/shared/public-data";
import { api, unwrap } from "./api-client";

const given = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

/** In the browser, after a client-side navigation, public data comes from the API. */
const fromApi: PublicData = {
  partners: (query: DirectoryQuery) => unwrap(api.partners.$get({ query: given(query) })),
};

const isPublicData = (context: unknown): context is PublicData =>
  typeof context === "object" && context !== null && typeof (context as PublicData).partners === "function";

/**
 * Where a public route's loader reads from: the server renders those pages with its own source as
 * the router's request context (straight from the database); the browser has none and asks the API.
 */
export const publicData = (context: unknown): PublicData => (isPublicData(context) ? context : fromApi);

/** What a loader hands its page: the data, or the pt-BR sentence that says why there is none. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

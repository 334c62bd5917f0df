import { createMiddleware } from "hono/factory";
import type { Env } from "../env";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origins a state change may come from: BASE_URL's, and outside production the origin the
 * request itself was addressed to, so a developer may open the app at http://127.0.0.1:3000 or
 * at the machine's LAN address as well as at localhost. In production only BASE_URL counts: a
 * Host header is the client's to choose.
 */
export function isTrustedOrigin(
  env: Pick<Env, "NODE_ENV">,
  trusted: readonly string[],
  origin: string,
  requestUrl: string,
): boolean {
  if (trusted.includes(origin)) return true;
  if (env.NODE_ENV === "production") return false;
  try {
    return new URL(requestUrl).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Cookie-authenticated state changes must come from our own pages. A request that names a
 * foreign (or `null`) Origin is refused; so is one that carries cookies but no Origin at all.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const { deps } = c.var;
  const refused = origin
    ? !isTrustedOrigin(deps.env, deps.trustedOrigins, origin, c.req.url)
    : Boolean(c.req.header("cookie"));
  if (refused) throw new ApiError("FORBIDDEN_ORIGIN");
  await next();
});

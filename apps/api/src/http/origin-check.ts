import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated state changes must come from our own pages. A request that names a
 * foreign Origin is refused; so is one that carries cookies but no Origin at all.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const trusted = c.var.deps.trustedOrigins;
  if (origin ? !trusted.includes(origin) : Boolean(c.req.header("cookie"))) {
    throw new ApiError("FORBIDDEN_ORIGIN");
  }
  await next();
});

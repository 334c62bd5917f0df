// /api/v1's rate limit: a token bucket per key, 10 tokens a second up to 20, kept in PostgreSQL so
// every process spends from the same bucket. One upsert refills, decides and spends.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { takeToken } from "./api-v1.access.queries";

export const API_RATE = { perSecond: 10, burst: 20 } as const;

export const rateLimitedMessage = "Limite de requisições excedido: até 10 por segundo, com picos de 20.";

/**
 * Answers every request with its X-RateLimit-* headers, and a request over the limit with 429 and
 * Retry-After (whole seconds until a token is back). Use after requireApiKey.
 */
export const apiRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  // requireApiKey took the token with the key; a caller it let through without one (the plan
  // rules of its statement and of the code disagreeing) takes it now.
  const { tokens, allowed } = c.var.apiBucket ?? (await takeToken(c.var.deps.database.db, c.var.apiKey.id, API_RATE));
  const now = Date.now();
  const secondsToFull = (API_RATE.burst - tokens) / API_RATE.perSecond;
  const headers: Record<string, string> = {
    "x-ratelimit-limit": String(API_RATE.burst),
    "x-ratelimit-remaining": String(Math.max(0, Math.floor(tokens))),
    "x-ratelimit-reset": String(Math.ceil(now / 1000 + secondsToFull)),
  };
  if (!allowed) {
    const retryAfter = Math.max(1, Math.ceil((1 - tokens) / API_RATE.perSecond));
    throw new ApiError("RATE_LIMITED", rateLimitedMessage, undefined, {
      ...headers,
      "retry-after": String(retryAfter),
    });
  }
  await next();
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
});

import { authMessages } from "@pm/shared/account";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "@pm/shared/auth";
import { Hono } from "hono";
import { requireUser } from "../../auth/guards";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { hitRateLimit } from "../../http/rate-limit";
import { parseJson } from "../../http/validate";
import { loadMe } from "../me/me.queries";
import { findContinuePath } from "./account.queries";
import { confirmationCallback, signUp } from "./account.service";

/** Copies better-auth's Set-Cookie headers onto our own response. */
function forwardCookies(from: Response, to: Headers) {
  for (const cookie of from.headers.getSetCookie()) to.append("set-cookie", cookie);
}

async function betterAuthErrorCode(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { code?: string };
    return body.code;
  } catch {
    return undefined;
  }
}

export const accountRoutes = new Hono<AppEnv>()
  .post("/sign-up", async (c) => {
    const { deps } = c.var;
    const input = await parseJson(c, signUpSchema);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await hitRateLimit(deps.database.db, `sign-up:ip:${ip}`, deps.rateLimits.signUpPerIp);
    await hitRateLimit(deps.database.db, `sign-up:account:${input.email}`, deps.rateLimits.signUpPerAccount);
    await signUp(deps, input, c.req.raw.headers);
    return c.json({ message: authMessages.signUpSuccess }, 201);
  })
  .post("/sign-in", async (c) => {
    const { deps } = c.var;
    const input = await parseJson(c, signInSchema);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await hitRateLimit(deps.database.db, `sign-in:ip:${ip}`, deps.rateLimits.signInPerIp);
    await hitRateLimit(deps.database.db, `sign-in:account:${input.email}`, deps.rateLimits.signInPerAccount);
    const next = await findContinuePath(deps.database.db, input.email);
    const res = await deps.auth.api.signInEmail({
      body: {
        email: input.email,
        password: input.password,
        rememberMe: true,
        ...(next ? { callbackURL: confirmationCallback(next) } : {}),
      },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!res.ok) {
      const code = await betterAuthErrorCode(res);
      if (code === "EMAIL_NOT_VERIFIED") throw new ApiError("EMAIL_NOT_VERIFIED");
      if (res.status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") throw new ApiError("INVALID_CREDENTIALS");
      deps.logger.error({ status: res.status, code }, "unexpected sign-in failure");
      throw new ApiError("INTERNAL");
    }
    const { user } = (await res.json()) as { user: { id: string } };
    const me = await loadMe(deps.database.db, user.id);
    if (!me) throw new ApiError("UNAUTHENTICATED", authMessages.profileLoadError);
    forwardCookies(res, c.res.headers);
    return c.json(me);
  })
  .post("/sign-out", requireUser, async (c) => {
    const res = await c.var.deps.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    forwardCookies(res, c.res.headers);
    return c.json({ ok: true });
  })
  .post("/forgot-password", async (c) => {
    const { deps } = c.var;
    const input = await parseJson(c, forgotPasswordSchema);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await hitRateLimit(deps.database.db, `reset:ip:${ip}`, deps.rateLimits.resetPerIp);
    await hitRateLimit(deps.database.db, `reset:account:${input.email}`, deps.rateLimits.resetPerAccount);
    await deps.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: "/auth/redefinir-senha" },
      headers: c.req.raw.headers,
    });
    // Same answer whether or not the account exists.
    return c.json({ message: authMessages.resetRequested });
  })
  .post("/reset-password", async (c) => {
    const { deps } = c.var;
    const input = await parseJson(c, resetPasswordSchema);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await hitRateLimit(deps.database.db, `reset:ip:${ip}`, deps.rateLimits.resetPerIp);
    const res = await deps.auth.api.resetPassword({
      body: { newPassword: input.password, token: input.token },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!res.ok) throw new ApiError("INVALID_TOKEN");
    return c.json({ message: authMessages.resetDone });
  });

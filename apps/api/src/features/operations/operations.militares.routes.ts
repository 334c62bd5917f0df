import { operationsMessages as m } from "@pm/shared/operations";
import { militarSearchSchema } from "@pm/shared/operations.console";
import { Hono } from "hono";
import { z } from "zod";
import { confirmationCallback } from "../../auth/auth-mail.worker";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { hitRateLimit } from "../../http/rate-limit";
import { param, query } from "../../http/validate";
import { recordAudit } from "./operations.audit.queries";
import { findMilitarAccount, MILITARES_PAGE_SIZE, searchMilitares } from "./operations.platform.queries";

const userParam = z.object({ id: z.guid().transform((id) => id.toLowerCase()) });

/** /api/operations/militares: find a militar's account, send its confirmation link again. */
export const operationsMilitaresRoutes = new Hono<AppEnv>()
  .get("/", query(militarSearchSchema), async (c) => {
    const { q, cursor } = c.req.valid("query");
    const rows = await searchMilitares(c.var.deps.database.db, q, readCursor(cursor, "Página inválida"));
    const { page, nextCursor } = keysetPage(rows, MILITARES_PAGE_SIZE);
    return c.json({ militares: page.map(({ cursorAt: _, ...militar }) => militar), nextCursor });
  })
  .post("/:id/resend-confirmation", param(userParam), async (c) => {
    const { deps, user } = c.var;
    const account = await findMilitarAccount(deps.database.db, c.req.valid("param").id);
    if (!account) throw new ApiError("NOT_FOUND");
    if (account.emailVerified) throw new ApiError("CONFLICT", m.alreadyConfirmed);
    // The same cap as a visitor's sign-ups for one address: an operator cannot flood an inbox.
    await hitRateLimit(deps.database.db, `resend-confirmation:${account.id}`, deps.rateLimits.signUpPerAccount);
    await deps.auth.api.sendVerificationEmail({
      body: { email: account.email, callbackURL: confirmationCallback("/app") },
    });
    await recordAudit(deps.database.db, user, {
      action: "militar.resend_confirmation",
      targetType: "user",
      targetId: account.id,
      before: { emailVerified: false },
      after: { emailVerified: false, confirmationSent: true },
    });
    return c.json({ message: m.confirmationResent });
  });

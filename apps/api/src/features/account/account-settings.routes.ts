import { homePathFor } from "@pm/shared/account";
import {
  accountSettingsMessages,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  notificationPreferencesSchema,
} from "@pm/shared/account.settings";
import { messageEmailsSchema } from "@pm/shared/conversations";
import { verifyPassword } from "better-auth/crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { requireRole, requireUser } from "../../auth/guards";
import type { Feature } from "../../feature";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { hitRateLimit } from "../../http/rate-limit";
import { json } from "../../http/validate";
import { setMessageEmails } from "../conversations/conversations.public";
import { chargeableOfMilitar, deleteAccount } from "./account-deletion.queries";
import { confirmEmailChangeEmail, emailChangedNotice, newEmailChangeToken } from "./account-email-change";
import { exportAccountData } from "./account-export";
import {
  applyEmailChange,
  findPasswordHash,
  isEmailTaken,
  setEmailNotifications,
  storeEmailChange,
} from "./account-settings.queries";

const fieldError = (path: string, message: string) => new ApiError("VALIDATION_FAILED", message, [{ path, message }]);

/** Checks the caller's password, counting each try against one limit per account. */
async function checkPassword(c: Context<AppEnv>, password: string, field: string, wrongMessage: string) {
  const { deps, user } = c.var;
  await hitRateLimit(deps.database.db, `password-check:account:${user.id}`, deps.rateLimits.passwordCheckPerAccount);
  const hash = await findPasswordHash(deps.database.db, user.id);
  if (!hash || !(await verifyPassword({ hash, password }))) throw fieldError(field, wrongMessage);
}

/** Expires the session cookies in this answer, with the exact names and attributes better-auth set them. */
async function clearSessionCookies(c: Context<AppEnv>) {
  const { authCookies } = await c.var.deps.auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { path, secure, domain, httpOnly, sameSite } = cookie.attributes;
    const same = sameSite ? ((sameSite[0]?.toUpperCase() + sameSite.slice(1).toLowerCase()) as "Lax") : undefined;
    deleteCookie(c, cookie.name, {
      path,
      secure,
      domain,
      httpOnly,
      sameSite: same,
      ...(cookie.name.startsWith("__Secure-") ? { prefix: "secure" as const } : {}),
    });
  }
}

function attachmentName(now = new Date()) {
  return `proxima-missao-meus-dados-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * A deleted account must never be charged again: before any data goes, its open checkouts are
 * closed at the provider (a tab left open could otherwise still be paid) and its live
 * subscriptions ended there. If the provider cannot be reached, nothing is deleted.
 */
async function endChargesBeforeDeletion(deps: AppDeps, userId: string) {
  const { subscriptionIds, checkoutIds } = await chargeableOfMilitar(deps.database.db, userId);
  try {
    for (const id of checkoutIds) await deps.payments.expireCheckout(id);
    for (const id of subscriptionIds) await deps.payments.cancelSubscriptionNow(id);
  } catch (err) {
    deps.logger.error({ err, userId }, "could not end a subscription or checkout before deletion");
    throw new ApiError("SERVICE_UNAVAILABLE", accountSettingsMessages.deleteSubscriptionFailed);
  }
}

/** /api/account: password, notification preference, e-mail change (export and erasure: accountDataRoutes). */
export const accountSettingsRoutes = new Hono<AppEnv>()
  // The link in the confirmation e-mail: the token is the proof, no session is needed.
  .get("/email/confirm", async (c) => {
    const { deps } = c.var;
    const token = c.req.query("token") ?? "";
    const result = token.length > 0 && token.length <= 128 ? await applyEmailChange(deps.database.db, token) : null;
    if (!result?.ok) return c.redirect(`/app/perfil?email=${result?.reason === "taken" ? "em-uso" : "invalido"}`);
    try {
      await deps.mailer.send(emailChangedNotice(result.oldEmail, result.newEmail));
    } catch (error) {
      deps.logger.error({ err: error, userId: result.userId }, "email change notice not sent");
    }
    return c.redirect(
      result.role === "militar" ? "/app/perfil?email=alterado" : `${homePathFor(result.role)}?email=alterado`,
    );
  })
  .post("/password", requireUser, json(changePasswordSchema), async (c) => {
    const { deps } = c.var;
    const input = c.req.valid("json");
    await hitRateLimit(
      deps.database.db,
      `password-check:account:${c.var.user.id}`,
      deps.rateLimits.passwordCheckPerAccount,
    );
    const res = await deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!res.ok) {
      const code = ((await res.json().catch(() => ({}))) as { code?: string }).code;
      if (code === "INVALID_PASSWORD")
        throw fieldError("currentPassword", accountSettingsMessages.currentPasswordWrong);
      deps.logger.error({ status: res.status, code }, "unexpected password change failure");
      throw new ApiError("INTERNAL");
    }
    // Every session was replaced by a new one for this browser: keep it signed in.
    for (const cookie of res.headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
    return c.json({ message: accountSettingsMessages.passwordChanged });
  })
  .put("/notifications", requireUser, requireRole("militar"), json(notificationPreferencesSchema), async (c) => {
    const input = c.req.valid("json");
    const row = await setEmailNotifications(c.var.deps.database.db, c.var.user.id, input.emailNotifications);
    if (!row) throw new ApiError("NOT_FOUND");
    return c.json(row);
  })
  .put("/message-emails", requireUser, json(messageEmailsSchema), async (c) => {
    const row = await setMessageEmails(c.var.deps.database.db, c.var.user.id, c.req.valid("json").messageEmails);
    if (!row) throw new ApiError("NOT_FOUND");
    return c.json(row);
  })
  .post("/email", requireUser, json(changeEmailSchema), async (c) => {
    const { deps, user } = c.var;
    const { email, currentPassword } = c.req.valid("json");
    if (email === user.email) throw fieldError("email", accountSettingsMessages.emailSame);
    // A session alone (a borrowed laptop, a stolen cookie) must not be enough to take the account.
    await checkPassword(c, currentPassword, "currentPassword", accountSettingsMessages.currentPasswordWrong);
    if (await isEmailTaken(deps.database.db, email)) throw new ApiError("EMAIL_TAKEN");
    const token = newEmailChangeToken();
    await storeEmailChange(deps.database.db, { userId: user.id, email }, token);
    const url = `${deps.env.BASE_URL}/api/account/email/confirm?token=${token}`;
    await deps.mailer.send(confirmEmailChangeEmail(email, user.fullName, url));
    return c.json({ message: accountSettingsMessages.emailChangeSent, pendingEmail: email });
  });

/**
 * /api/account's data export and erasure under the LGPD: they reach every feature's rows, so the
 * composition root builds this router from the features list (`features/features.ts`).
 */
export function accountDataRoutes<const Fs extends readonly Feature[]>(features: Fs) {
  return new Hono<AppEnv>()
    .get("/export", requireUser, async (c) => {
      const data = await exportAccountData(c.var.deps.database.db, c.var.user.id, features);
      if (!data) throw new ApiError("NOT_FOUND");
      c.header("Content-Disposition", `attachment; filename="${attachmentName()}"`);
      c.header("Cache-Control", "no-store");
      return c.json(data);
    })
    .delete("/", requireUser, json(deleteAccountSchema), async (c) => {
      const { deps, user } = c.var;
      const input = c.req.valid("json");
      if (user.role === "operador") throw new ApiError("FORBIDDEN", accountSettingsMessages.companyDeletionUnavailable);
      await checkPassword(c, input.password, "password", accountSettingsMessages.deletePasswordWrong);
      // A company's holder is refused below, inside the deletion's transaction; its charges are the company's.
      if (user.role === "militar") await endChargesBeforeDeletion(deps, user.id);
      const deleted = await deleteAccount(deps.database.db, user.id, features);
      if (deleted === "holder") throw new ApiError("FORBIDDEN", accountSettingsMessages.holderDeletionUnavailable);
      if (deleted === "not-found") throw new ApiError("NOT_FOUND");
      deps.logger.info({ requestId: c.var.requestId }, "account deleted");
      await clearSessionCookies(c);
      return c.json({ message: accountSettingsMessages.deleted });
    });
}

import {
  ALERT_CONFIRMATION_HOURS,
  alertMessages,
  alertSearchSummary,
  alertTokenSchema,
  MAX_ALERTS_PER_ADDRESS,
  subscribeAlertSchema,
} from "@pm/shared/alerts";
import { Hono } from "hono";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { hitRateLimit } from "../../http/rate-limit";
import { json, query } from "../../http/validate";
import { alertConfirmationEmail } from "../../mail/templates";
import {
  confirmAlert,
  countAddressAlerts,
  deleteAddressAlerts,
  findAlert,
  insertAlert,
  listAddressAlerts,
  setAlertActive,
} from "./alerts.queries";
import { type AlertTokenPurpose, addressOfToken, addressToken, alertOfToken, alertToken } from "./alerts.tokens";

const invalidLink = () => new ApiError("NOT_FOUND", alertMessages.invalidLink);

/** The alert a link's token names, or 404 'Este link é inválido ou expirou'. */
async function alertOfLink(c: { var: AppEnv["Variables"] }, purpose: AlertTokenPurpose, token: string) {
  const id = alertOfToken(c.var.deps.env.AUTH_SECRET, purpose, token);
  const alert = id ? await findAlert(c.var.deps.database.db, id) : null;
  if (!alert) throw invalidLink();
  return alert;
}

const brief = (alert: Awaited<ReturnType<typeof findAlert>> & object) => ({
  name: alert.name,
  summary: alertSearchSummary(alert.search, alert.company?.name),
  active: alert.active,
});

/**
 * A visitor's alerts, and the links of every alert's e-mails, without signing in (/api/alerts).
 * Each link carries a token the server signed for one alert or one address (alerts.tokens.ts).
 */
export const alertsPublicRoutes = new Hono<AppEnv>()
  // Double opt-in. The answer is the same whether the address is new, already has alerts or has
  // reached its limit, so it tells nothing about anyone's subscriptions; only a confirmed address
  // receives anything beyond the confirmation.
  .post("/subscribe", json(subscribeAlertSchema), async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const input = c.req.valid("json");
    await hitRateLimit(
      db,
      `alert-subscribe:ip:${clientIp(c, deps.env.TRUST_PROXY)}`,
      deps.rateLimits.alertSubscribePerIp,
    );
    await hitRateLimit(db, `alert-subscribe:address:${input.email}`, deps.rateLimits.alertSubscribePerAddress);
    if ((await countAddressAlerts(db, input.email)) < MAX_ALERTS_PER_ADDRESS) {
      const id = await insertAlert(db, { email: input.email }, input);
      const base = deps.env.BASE_URL;
      await deps.mailer.send(
        alertConfirmationEmail(input.email, {
          alertName: input.name,
          summary: alertSearchSummary(input.search),
          confirmUrl: `${base}/alertas/confirmar?token=${encodeURIComponent(alertToken(deps.env.AUTH_SECRET, "confirm", id))}`,
          manageUrl: `${base}/alertas/gerenciar?token=${encodeURIComponent(addressToken(deps.env.AUTH_SECRET, input.email))}`,
          hours: ALERT_CONFIRMATION_HOURS,
        }),
      );
    }
    return c.json({ message: alertMessages.subscribed }, 202);
  })
  .post("/confirm", json(alertTokenSchema), async (c) => {
    const alert = await alertOfLink(c, "confirm", c.req.valid("json").token);
    await confirmAlert(c.var.deps.database.db, alert.id);
    return c.json(brief(alert));
  })
  // The e-mail's link (the page posts the token as JSON) and List-Unsubscribe-Post (RFC 8058: the
  // mail client posts 'List-Unsubscribe=One-Click' as a form to the header's address, token in it).
  .post("/unsubscribe", query(alertTokenSchema.partial()), async (c) => {
    let token = c.req.valid("query").token;
    if (!token && c.req.header("content-type")?.includes("application/json")) {
      const body = alertTokenSchema.safeParse(await c.req.json().catch(() => null));
      token = body.success ? body.data.token : undefined;
    }
    if (!token) throw invalidLink();
    const alert = await alertOfLink(c, "unsubscribe", token);
    await setAlertActive(c.var.deps.database.db, alert.id, false, "descadastro");
    return c.json({ ...brief(alert), active: false });
  })
  .post("/resume", json(alertTokenSchema), async (c) => {
    const alert = await alertOfLink(c, "unsubscribe", c.req.valid("json").token);
    await setAlertActive(c.var.deps.database.db, alert.id, true);
    return c.json({ ...brief(alert), active: true });
  })
  // A visitor's page of the alerts of his address, and 'Excluir meus dados'.
  .get("/manage", query(alertTokenSchema), async (c) => {
    const email = addressOfToken(c.var.deps.env.AUTH_SECRET, c.req.valid("query").token);
    if (!email) throw invalidLink();
    const alerts = await listAddressAlerts(c.var.deps.database.db, email);
    return c.json({
      email,
      alerts: alerts.map((a) => ({
        ...a,
        summary: alertSearchSummary(a.search, a.company?.name),
        unsubscribeToken: alertToken(c.var.deps.env.AUTH_SECRET, "unsubscribe", a.id),
      })),
    });
  })
  .post("/manage/delete", json(alertTokenSchema), async (c) => {
    const email = addressOfToken(c.var.deps.env.AUTH_SECRET, c.req.valid("json").token);
    if (!email) throw invalidLink();
    const deleted = await deleteAddressAlerts(c.var.deps.database.db, email);
    return c.json({ deleted, message: alertMessages.erased });
  });

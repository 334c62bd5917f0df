import { randomBytes } from "node:crypto";
import { formatCents } from "@pm/shared/format";
import { companyPlanName } from "@pm/shared/plans";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import type { Db } from "../db/client";
import { companies } from "../db/schema/companies";
import { checkoutSessions } from "../db/schema/payments";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { processEvent } from "./fulfillment";
import type { PaymentProvider, ProviderEvent } from "./provider";

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("hex")}`;

/**
 * The default provider: a hosted checkout page served by this API, with no outside service.
 * Paying emits a Stripe-shaped `checkout.session.completed` event into the same fulfillment as
 * Stripe's webhook, then returns to the success URL with the session id, as Stripe does.
 */
export function createSandboxProvider(baseUrl: string): PaymentProvider {
  return {
    name: "sandbox",
    async createCheckout() {
      const sessionId = newId("cs");
      return { sessionId, url: `${baseUrl}/api/payments/sandbox/${sessionId}` };
    },
  };
}

/** The event Stripe would send for this session once paid. */
export function sandboxCompletedEvent(session: typeof checkoutSessions.$inferSelect): ProviderEvent {
  return {
    id: newId("evt"),
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        mode: session.mode,
        payment_status: "paid",
        amount_total: session.amountCents,
        currency: "brl",
        ...(session.mode === "payment" ? { payment_intent: newId("pi") } : { invoice: newId("in") }),
        metadata: { userId: session.userId, companyId: session.companyId, plan: session.plan },
      },
    },
  };
}

function withSessionId(url: string, sessionId: string) {
  const u = new URL(url);
  u.searchParams.set("session_id", sessionId);
  return u.toString();
}

/** A sandbox session by id; anything else is a 404. */
async function sandboxSession(db: Db, id: string) {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  if (session?.provider !== "sandbox") throw new ApiError("NOT_FOUND");
  return session;
}

/** The hosted page and its two buttons. Only mounted when the sandbox provider is in use. */
export const sandboxRoutes = new Hono<AppEnv>()
  .get("/:id", async (c) => {
    const db = c.var.deps.database.db;
    const [row] = await db
      .select({ session: checkoutSessions, companyName: companies.name })
      .from(checkoutSessions)
      .leftJoin(companies, eq(companies.id, checkoutSessions.companyId))
      .where(eq(checkoutSessions.id, c.req.param("id")));
    if (row?.session.provider !== "sandbox") throw new ApiError("NOT_FOUND");
    const { session, companyName } = row;
    const open = session.status === "open";
    const period = session.mode === "subscription" ? "/mês" : " (pagamento único)";
    return c.html(html`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento (ambiente de testes) — Próxima Missão</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;max-width:420px;width:100%;padding:28px}
h1{font-size:20px;margin:0 0 4px}.note{color:#475569;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#475569}dd{margin:0;font-weight:600}
button{width:100%;height:44px;border-radius:8px;font-size:15px;font-weight:600;cursor:pointer;margin-top:8px}
.pay{background:#4a5a2b;color:#fff;border:0}.cancel{background:#fff;color:#0f172a;border:1px solid #cbd5e1}</style></head>
<body><main>
<h1>Pagamento</h1>
<p class="note">Ambiente de testes: nenhum valor é cobrado.</p>
<dl><dt>Plano</dt><dd>${companyPlanName(session.plan)}</dd>
<dt>Valor</dt><dd>${formatCents(session.amountCents)}${period}</dd>
<dt>Empresa</dt><dd>${companyName ?? "—"}</dd></dl>
${
  open
    ? html`<form method="post" action="/api/payments/sandbox/${session.id}/pay"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="/api/payments/sandbox/${session.id}/cancel"><button class="cancel" type="submit">Cancelar</button></form>`
    : html`<p>Esta sessão de pagamento já foi encerrada.</p>`
}
</main></body></html>`);
  })
  .post("/:id/pay", async (c) => {
    const db = c.var.deps.database.db;
    const session = await sandboxSession(db, c.req.param("id"));
    if (session.status === "open") await processEvent(db, "sandbox", sandboxCompletedEvent(session));
    return c.redirect(withSessionId(session.successUrl, session.id), 303);
  })
  .post("/:id/cancel", async (c) => {
    const db = c.var.deps.database.db;
    const session = await sandboxSession(db, c.req.param("id"));
    if (session.status === "open") {
      await db.update(checkoutSessions).set({ status: "canceled" }).where(eq(checkoutSessions.id, session.id));
    }
    return c.redirect(session.cancelUrl, 303);
  });

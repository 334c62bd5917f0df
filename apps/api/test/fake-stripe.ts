// A local stand-in for the part of Stripe's HTTP API the provider calls, so the real `stripe`
// SDK runs offline in tests. It keeps what it was sent and answers in Stripe's shapes.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields as the SDK encodes them, e.g. `line_items[0][price]`. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Obj = Record<string, unknown>;

export const WEBHOOK_SECRET = "whsec_test_fake_0123456789";
export const SECRET_KEY = "sk_test_fake_0123456789";

const seconds = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  let seq = 0;
  const id = (prefix: string) => `${prefix}_test_${++seq}`;

  const pricesById = () => new Map([...prices.values()].map((p) => [p.id as string, p]));

  function route(method: string, path: string, p: Record<string, string>): [number, Obj] {
    if (method === "POST" && path === "/v1/customers") {
      const c = { id: id("cus"), object: "customer", email: p.email, name: p.name, metadata: {} };
      customers.set(c.id, c);
      return [200, c];
    }
    if (method === "GET" && path === "/v1/prices") {
      const found = prices.get(p["lookup_keys[0]"] ?? "");
      return [200, { object: "list", data: found ? [found] : [], has_more: false, url: "/v1/prices" }];
    }
    if (method === "POST" && path === "/v1/prices") {
      const price = {
        id: id("price"),
        object: "price",
        currency: p.currency,
        unit_amount: Number(p.unit_amount),
        lookup_key: p.lookup_key,
        metadata: { plan: p["metadata[plan]"] },
        recurring: p["recurring[interval]"] ? { interval: p["recurring[interval]"] } : null,
      };
      prices.set(String(p.lookup_key), price);
      return [200, price];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const price = pricesById().get(p["line_items[0][price]"] ?? "");
      const sessionId = id("cs");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: p.mode,
        status: "open",
        payment_status: "unpaid",
        customer: p.customer,
        amount_total: price?.unit_amount ?? null,
        currency: "brl",
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        success_url: p.success_url,
        metadata: { companyId: p["metadata[companyId]"], plan: p["metadata[plan]"], userId: p["metadata[userId]"] },
        payment_intent: null,
        subscription: null,
        invoice: null,
      };
      sessions.set(sessionId, session);
      return [200, session];
    }
    const expireMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (method === "POST" && expireMatch) {
      const session = sessions.get(expireMatch[1] ?? "");
      if (!session) return missing();
      if (session.status !== "open") {
        return [400, { error: { type: "invalid_request_error", message: "Only open sessions can be expired" } }];
      }
      session.status = "expired";
      session.url = null;
      return [200, session];
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? "");
      return session ? [200, session] : missing();
    }
    const subMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1] ?? "");
      if (!sub) return missing();
      if (method === "GET") return [200, sub];
      if (method === "POST") {
        const items = (sub.items as { data: Obj[] }).data;
        const newPrice = p["items[0][price]"] ? pricesById().get(p["items[0][price]"]) : null;
        if (newPrice && items[0]) items[0].price = newPrice;
        if (p.cancel_at_period_end) sub.cancel_at_period_end = p.cancel_at_period_end === "true";
        for (const [k, v] of Object.entries(p)) {
          const m = k.match(/^metadata\[(.+)\]$/);
          if (m?.[1]) (sub.metadata as Obj)[m[1]] = v;
        }
        return [200, sub];
      }
      if (method === "DELETE") {
        sub.status = "canceled";
        sub.canceled_at = seconds();
        sub.ended_at = seconds();
        return [200, sub];
      }
    }
    return missing();
  }

  const missing = (): [number, Obj] => [
    404,
    { error: { type: "invalid_request_error", code: "resource_missing", message: "No such resource" } },
  ];

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const raw = req.method === "GET" ? url.search.slice(1) : body;
      const params = Object.fromEntries(new URLSearchParams(raw));
      const idempotencyKey = req.headers["idempotency-key"];
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        params,
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
      });
      const [status, payload] = route(req.method ?? "GET", url.pathname, params);
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${seq}` });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  /** What Stripe does when the buyer pays: the session is paid; a subscription starts. */
  function paySession(sessionId: string): Obj {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = "complete";
    session.payment_status = "paid";
    if (session.mode === "subscription") {
      const priceObj = [...prices.values()].find((p) => p.unit_amount === session.amount_total);
      const start = seconds();
      const sub = {
        id: id("sub"),
        object: "subscription",
        status: "active",
        customer: session.customer,
        cancel_at_period_end: false,
        metadata: { ...(session.metadata as Obj) },
        items: {
          data: [{ id: id("si"), price: priceObj, current_period_start: start, current_period_end: start + MONTH }],
        },
      };
      subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
      session.invoice = id("in");
    } else {
      session.payment_intent = id("pi");
    }
    return session;
  }

  const signer = new Stripe(SECRET_KEY);
  let eventSeq = 0;

  /** A webhook delivery as Stripe signs it: the raw body and its Stripe-Signature header. */
  function signedEvent(type: string, object: Obj, options: { created?: number; id?: string; secret?: string } = {}) {
    const event = {
      id: options.id ?? `evt_test_${++eventSeq}_${Date.now()}`,
      object: "event",
      type,
      created: options.created ?? seconds(),
      api_version: "2026-10-28.endive",
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
    });
    return { event, payload, signature };
  }

  return {
    port,
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    requests,
    customers,
    sessions,
    subscriptions,
    paySession,
    signedEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

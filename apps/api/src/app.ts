import { INVALID_TEXT_MESSAGE } from "@pm/shared/text";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { apiV1 } from "./api-v1/api-v1";
import { companyArea, companyBillingArea } from "./areas.company";
import { militaryArea } from "./areas.military";
import { operationsArea } from "./areas.operations";
import { meRoutes, sessionRoutes } from "./auth/session.routes";
import { isDatabaseUnavailable, isEncodingError } from "./db/errors";
import { mountArea } from "./feature";
import { accountDataRoutes } from "./features/account/account-settings.routes";
import { directoryPage } from "./features/benefits/benefits.directory.routes";
import { processEvent } from "./features/billing/fulfillment.queries";
import { deliverEvent } from "./features/billing/fulfillment.service";
import { publicCompany } from "./features/companies/companies.public.routes";
import { devRoutes } from "./features/dev/dev.routes";
import { FEATURES } from "./features/features";
import { publicJob, publicJobsPage } from "./features/jobs/jobs.public.routes";
import { sitemapRoutes } from "./features/jobs/jobs.sitemap";
import { publicCertificate } from "./features/learning/learning.public.routes";
import { publicSharedResume } from "./features/resumes/resumes.shared.routes";
import { filesRoutes } from "./files/files.routes";
import type { AppDeps, AppEnv } from "./http/context";
import { htmlContentSecurityPolicy } from "./http/csp";
import { ApiError, errorBody, respondError } from "./http/errors";
import { inputGuard } from "./http/input-guard";
import { safeError } from "./http/log-redaction";
import { originCheck } from "./http/origin-check";
import { rememberWrites } from "./http/read-db";
import { recordRequestError } from "./http/request-errors.queries";
import { mountWeb } from "./http/static-web";
import { connectPaymentEvents, type PaymentEvents } from "./payments/events";
import { sandboxRoutes } from "./payments/sandbox";
import { isStripeProvider, stripeWebhookRoutes } from "./payments/stripe";
import { eventsRoutes } from "./realtime/events.routes";

/** Billing's fulfillment, where the payment providers' events go. */
const billingEvents: PaymentEvents = { apply: processEvent, deliver: deliverEvent };

/**
 * A signed-in account's failed request (400 and above; not a lapsed session, not the database
 * being away) is kept with its request id, so support sees what went wrong without asking. The
 * record never fails the answer.
 */
async function keepFailedRequest(c: Context<AppEnv>) {
  const status = c.res.status;
  const user = c.get("user") as AppEnv["Variables"]["user"] | undefined;
  if (!user || status < 400 || status === 401 || status === 503) return;
  const error = c.error;
  try {
    await recordRequestError(c.var.deps.database.db, {
      userId: user.id,
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path.slice(0, 300),
      status,
      code: error instanceof ApiError ? error.code : status >= 500 ? "INTERNAL" : null,
    });
  } catch (err) {
    c.var.deps.logger.warn({ err: safeError(err), requestId: c.var.requestId }, "failed request not kept");
  }
}

export function createApp(deps: AppDeps) {
  // The sandbox provider emits into billing at once, as Stripe's webhook would a moment later.
  connectPaymentEvents(billingEvents);
  // An account's erasure runs every feature's part of it, wherever it is called from.
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    await keepFailedRequest(c);
    deps.logger.info(
      {
        requestId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  // "no-referrer" (Hono's default) makes browsers send `Origin: null` on form posts, which the
  // same-origin check must refuse; the browsers' own default keeps the origin and hides paths.
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );
  app.use(htmlContentSecurityPolicy);

  app.onError((error, c) => {
    if (error instanceof ApiError) return respondError(c, error);
    // Text the database cannot encode is the client's input, whichever route let it through.
    if (isEncodingError(error)) return respondError(c, new ApiError("VALIDATION_FAILED", INVALID_TEXT_MESSAGE));
    // The database is restarting or not answering: nothing was written, and the client may retry.
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn({ err: safeError(error), requestId: c.var.requestId, path: c.req.path }, "database unavailable");
      return c.json(errorBody("SERVICE_UNAVAILABLE"), 503, { "retry-after": "2" });
    }
    deps.logger.error({ err: safeError(error), requestId: c.var.requestId, path: c.req.path }, "unhandled error");
    return c.json(errorBody("INTERNAL"), 500);
  });
  app.use(inputGuard);
  app.use("/api/*", rememberWrites);

  const api = apiRoutes();

  // better-auth answers only the links that e-mails carry; every other auth action goes through accountRoutes.
  api.get("/auth/verify-email", (c) => deps.auth.handler(c.req.raw));
  api.get("/auth/reset-password/:token", (c) => deps.auth.handler(c.req.raw));
  if (deps.payments.name === "sandbox") api.route("/payments/sandbox", sandboxRoutes(billingEvents));
  if (isStripeProvider(deps.payments)) {
    api.route("/payments/stripe", stripeWebhookRoutes(deps.payments, billingEvents));
  }
  api.get("/health", healthRoute(deps));
  api.all("*", (c) => c.json(errorBody("NOT_FOUND"), 404));

  // The public API of Enterprise companies: API keys, not cookies (so no origin check).
  app.use("/api/v1/*", jsonBodyLimit);
  app.route("/api/v1", apiV1());
  app.route("/api", api);
  // The outbox holds reset links: outside production it answers loopback only, in production
  // it does not exist (a JSON 404, not the app shell).
  if (deps.env.NODE_ENV !== "production") app.route("/dev", devRoutes);
  else app.all("/dev/*", (c) => c.json(errorBody("NOT_FOUND"), 404));

  const webDist = deps.env.WEB_DIST;
  // The partners directory, the public job pages, certificates' verification pages and shared CVs
  // are rendered by the server for each request, from the database.
  if (webDist) app.route("/", sitemapRoutes());
  if (webDist)
    mountWeb(app, webDist, deps, (c) => ({
      partners: (query) => directoryPage(c, query),
      jobs: (query) => publicJobsPage(c, query),
      job: (ref) => publicJob(c, ref),
      company: (slug) => publicCompany(c, slug),
      certificate: (code) => publicCertificate(c.var.deps, code),
      sharedResume: (token) => publicSharedResume(c.var.deps, token),
    }));
  app.notFound((c) => c.json(errorBody("NOT_FOUND"), 404));
  return app;
}

/** A load balancer's probe may come many times a second: the database is asked at most once a second. */
const HEALTH_PING_EVERY_MS = 1_000;
const HEALTH_PING_TIMEOUT_MS = 2_000;

/**
 * `{ ok: true }` while this process can serve; 503 `degraded` while the database does not answer
 * or the realtime listener is reconnecting, so a load balancer routes around it.
 */
function healthRoute(deps: AppDeps) {
  let last: { at: number; ok: Promise<boolean> } | null = null;
  return async (c: Context) => {
    const now = Date.now();
    if (!last || now - last.at >= HEALTH_PING_EVERY_MS) {
      last = { at: now, ok: deps.database.ping(HEALTH_PING_TIMEOUT_MS).catch(() => false) };
    }
    const database = await last.ok;
    const realtime = deps.realtime.isListening;
    // Replicas that lag or fail leave their reads to the primary: this process still serves.
    const replicas = deps.database.replicas?.status().map(({ healthy, lagMs }) => ({ healthy, lagMs }));
    if (database && realtime) return c.json({ ok: true, ...(replicas ? { replicas } : {}) });
    return c.json({ ok: false, status: "degraded", database, realtime, ...(replicas ? { replicas } : {}) }, 503);
  };
}

const tooLarge = (c: Context) => c.json(errorBody("BAD_REQUEST", "Requisição grande demais."), 413);
const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
const uploadBodyLimit = bodyLimit({ maxSize: 8 * 1024 * 1024, onError: tooLarge });
const UPLOAD_PATHS = new Set(["/api/company/logo", "/api/military/avatar", "/api/military/resume/upload"]);
const ATTACHMENT_PATH = /^\/api\/(company|military)\/conversations\/[^/]+\/attachments$/;
const isUpload = (path: string) => UPLOAD_PATHS.has(path) || ATTACHMENT_PATH.test(path);
/** A support message carries up to three attachments of 5 MB (SUPPORT_LIMITS). */
const SUPPORT_UPLOAD_PATH = /^\/api\/(support|support\/[^/]+\/messages|operations\/support\/[^/]+\/answer)$/;
const supportUploadBodyLimit = bodyLimit({ maxSize: 16 * 1024 * 1024, onError: tooLarge });

/**
 * The typed routes under /api; the web's hono/client is built from this type. The features' `api`
 * routers come from their declarations (features/features.ts); the LGPD export and erasure are
 * built from the whole list.
 */
function apiRoutes() {
  const platform = new Hono<AppEnv>()
    .use(
      // JSON bodies stay small; an upload gets room enough to reach its route, which refuses
      // anything over its own limit (an image 2 MB, a CV 5 MB) with its own message.
      (c, next) =>
        SUPPORT_UPLOAD_PATH.test(c.req.path)
          ? supportUploadBodyLimit(c, next)
          : isUpload(c.req.path)
            ? uploadBodyLimit(c, next)
            : jsonBodyLimit(c, next),
    )
    .use(originCheck)
    .route("/me", meRoutes)
    .route("/session", sessionRoutes)
    .route("/company", companyArea)
    .route("/military", militaryArea)
    .route("/operations", operationsArea)
    .route("/billing", companyBillingArea)
    .route("/events", eventsRoutes)
    .route("/files", filesRoutes);
  return mountArea(platform, FEATURES, "api").route("/account", accountDataRoutes(FEATURES));
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

import { INVALID_TEXT_MESSAGE } from "@pm/shared/text";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { apiV1 } from "./api-v1/api-v1";
import { companyArea, companyBillingArea } from "./areas.company";
import { militaryArea } from "./areas.military";
import { operationsArea } from "./areas.operations";
import { requireRole, requireUser } from "./auth/guards";
import { meRoutes, sessionRoutes } from "./auth/session.routes";
import { isEncodingError } from "./db/errors";
import { accountRoutes } from "./features/account/account.routes";
import { accountSettingsRoutes } from "./features/account/account-settings.routes";
import { benefitsDirectoryRoutes, directoryPage } from "./features/benefits/benefits.directory.routes";
import { devRoutes } from "./features/dev/dev.routes";
import { jobsPublicRoutes, publicJob, publicJobsPage } from "./features/jobs/jobs.public.routes";
import { sitemapRoutes } from "./features/jobs/jobs.sitemap";
import { learningPublicRoutes } from "./features/learning/learning.public.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { privacyRoutes } from "./features/privacy/privacy.routes";
import { skillsRoutes } from "./features/skills/skills.routes";
import { filesRoutes } from "./files/files.routes";
import type { AppDeps, AppEnv } from "./http/context";
import { htmlContentSecurityPolicy } from "./http/csp";
import { ApiError, errorBody, respondError } from "./http/errors";
import { inputGuard } from "./http/input-guard";
import { safeError } from "./http/log-redaction";
import { originCheck } from "./http/origin-check";
import { mountWeb } from "./http/static-web";
import { sandboxRoutes } from "./payments/sandbox";
import { isStripeProvider, stripeWebhookRoutes } from "./payments/stripe";
import { eventsRoutes } from "./realtime/events.routes";

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
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
    deps.logger.error({ err: safeError(error), requestId: c.var.requestId, path: c.req.path }, "unhandled error");
    return c.json(errorBody("INTERNAL"), 500);
  });
  app.use(inputGuard);

  const api = apiRoutes();

  // better-auth answers only the links that e-mails carry; every other auth action goes through accountRoutes.
  api.get("/auth/verify-email", (c) => deps.auth.handler(c.req.raw));
  api.get("/auth/reset-password/:token", (c) => deps.auth.handler(c.req.raw));
  if (deps.payments.name === "sandbox") api.route("/payments/sandbox", sandboxRoutes);
  if (isStripeProvider(deps.payments)) api.route("/payments/stripe", stripeWebhookRoutes(deps.payments));
  api.get("/health", (c) => c.json({ ok: true }));
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
  // The partners directory and the public job pages are rendered by the server for each request,
  // from the database.
  if (webDist) app.route("/", sitemapRoutes());
  if (webDist)
    mountWeb(app, webDist, deps, (c) => ({
      partners: (query) => directoryPage(c.var.deps, query),
      jobs: (query) => publicJobsPage(c.var.deps, query),
      job: (ref) => publicJob(c.var.deps, ref),
    }));
  app.notFound((c) => c.json(errorBody("NOT_FOUND"), 404));
  return app;
}

const tooLarge = (c: Context) => c.json(errorBody("BAD_REQUEST", "Requisição grande demais."), 413);
const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
const uploadBodyLimit = bodyLimit({ maxSize: 8 * 1024 * 1024, onError: tooLarge });
const UPLOAD_PATHS = new Set(["/api/company/logo", "/api/military/avatar"]);
const ATTACHMENT_PATH = /^\/api\/(company|military)\/conversations\/[^/]+\/attachments$/;
const isUpload = (path: string) => UPLOAD_PATHS.has(path) || ATTACHMENT_PATH.test(path);

/** The typed routes under /api; the web's hono/client is built from this type. */
function apiRoutes() {
  return new Hono<AppEnv>()
    .use(
      // JSON bodies stay small; an image upload gets room enough to reach its route, which
      // refuses anything over its own limit (2 MB) with its own message.
      (c, next) => (isUpload(c.req.path) ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next)),
    )
    .use(originCheck)
    .route("/auth", accountRoutes)
    .route("/account", accountSettingsRoutes)
    .route("/me", meRoutes)
    .route("/session", sessionRoutes)
    .route("/company", companyArea)
    .route("/military", militaryArea)
    .route("/operations", operationsArea)
    .route("/notifications", new Hono<AppEnv>().use(requireUser).route("/", notificationsRoutes))
    .route(
      "/privacy-requests",
      new Hono<AppEnv>().use(requireUser, requireRole("militar", "empresa")).route("/", privacyRoutes),
    )
    .route("/skills", new Hono<AppEnv>().use(requireUser).route("/", skillsRoutes))
    .route("/events", eventsRoutes)
    .route("/billing", companyBillingArea)
    .route("/files", filesRoutes)
    .route("/partners", benefitsDirectoryRoutes)
    .route("/certificates", learningPublicRoutes)
    .route("/public/jobs", jobsPublicRoutes);
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

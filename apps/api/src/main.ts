import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { authMailJob } from "./auth/auth-mail.worker";
import { buildDeps, openAppDatabaseOrExit } from "./deps";
import { loadEnv } from "./env";
import { bootFeatures, featureJobs } from "./feature";
import { FEATURES } from "./features/features";
import { startHttpServer } from "./http/server";
import { shutDown } from "./shutdown";
import { createJobRunner } from "./workers/runner";

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The bundle sits in apps/api/dist; the built web app in apps/web/dist.
  const here = path.dirname(fileURLToPath(import.meta.url));
  env.WEB_DIST ??= path.resolve(here, "../../web/dist");

  const database = await openAppDatabaseOrExit(env, "server");
  await database.migrate();
  // The features' boot steps (learning content checked and synced, the translator indexed).
  await bootFeatures(FEATURES, database.db);
  const deps = buildDeps(env, database);
  await deps.realtime.start();
  const app = createApp(deps);
  const server = startHttpServer({
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    limits: {
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_S * 1000,
      // Node refuses a headers timeout longer than the whole request's.
      headersTimeoutMs: Math.min(env.HTTP_HEADERS_TIMEOUT_S, env.HTTP_REQUEST_TIMEOUT_S) * 1000,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000,
      maxConnections: env.HTTP_MAX_CONNECTIONS,
    },
    onListen: (info) => {
      deps.logger.info(
        { port: info.port, database: database.kind, mail: env.SMTP_URL ? "smtp" : "outbox" },
        `Próxima Missão listening on ${env.BASE_URL}`,
      );
    },
  });

  // Every background job, on the one runner: the platform's account e-mails and every feature's.
  const runner = createJobRunner({
    db: database.db,
    logger: deps.logger,
    definitions: [authMailJob(deps.authMail), ...featureJobs(FEATURES, deps)],
  });
  await runner.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, "shutting down");
    await shutDown({
      server,
      realtime: deps.realtime,
      jobs: [(timeoutMs) => runner.stop(timeoutMs)],
      database,
      logger: deps.logger,
      timeoutMs: env.SHUTDOWN_TIMEOUT_S * 1000,
    });
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

void main();

import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { buildDeps, openAppDatabaseOrExit } from "./deps";
import { loadEnv } from "./env";
import { startBenefitsJobs } from "./features/benefits/benefits.worker";
import { startBillingJobs } from "./features/billing/billing.worker";
import { startMessageEmails } from "./features/conversations/conversations.worker";
import { startWebhookDeliveries } from "./features/integrations/webhooks.worker";
import { syncShippedLearningContent } from "./features/learning/learning.service";
import { startNotificationEmails } from "./features/notifications/notifications.worker";
import { translator } from "./features/skills/skills.service";
import { startSavedSearchEmails } from "./features/talent/talent.worker";

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
  // The learning paths shipped with this build: checked (a broken file stops here) and synced.
  await syncShippedLearningContent(database.db);
  // The CBO tables and the vocabulary, read and indexed before the first request needs them.
  translator();
  const deps = buildDeps(env, database);
  await deps.realtime.start();
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.logger.info(
      { port: info.port, database: database.kind, mail: env.SMTP_URL ? "smtp" : "outbox" },
      `Próxima Missão listening on ${env.BASE_URL}`,
    );
  });

  const stopBillingJobs = startBillingJobs(deps);
  const stopBenefitsJobs = startBenefitsJobs(deps);
  const stopAuthMail = deps.authMail.start();
  startNotificationEmails(deps);
  const stopMessageEmails = startMessageEmails(deps);
  const stopSavedSearchEmails = startSavedSearchEmails(deps);
  const stopWebhooks = startWebhookDeliveries(deps);

  const shutdown = async (signal: string) => {
    deps.logger.info({ signal }, "shutting down");
    stopBillingJobs();
    stopBenefitsJobs();
    stopAuthMail();
    stopMessageEmails();
    stopSavedSearchEmails();
    stopWebhooks();
    server.close();
    await deps.realtime.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();

import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import type { JobDefinition } from "../../workers/runner";
import { announceInterview } from "./interviews.notify";
import { claimReminders } from "./interviews.queries";

/** How often the reminders are looked for. */
const EVERY_SECONDS = 60;

/**
 * The reminders 24 hours and 1 hour before each confirmed interview, to the militar and the
 * interviewers, bell and e-mail. Each is claimed in the database before it is sent, so every API
 * process may run this without sending twice; a cancelled or moved interview has no reminder due.
 */
export async function sendInterviewReminders(deps: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  now?: Date;
  logger?: Logger;
}): Promise<{ sent: number }> {
  const now = deps.now ?? new Date();
  let sent = 0;
  for (const which of ["1h", "24h"] as const) {
    for (const id of await claimReminders(deps.db, which, now)) {
      try {
        await announceInterview(deps, id, "lembrete", "sistema");
        sent++;
      } catch (err) {
        deps.logger?.error({ err, interviewId: id }, "interview reminder failed");
      }
    }
  }
  return { sent };
}

/** The reminders, for the job runner: every minute. */
export function interviewRemindersJob(deps: AppDeps): JobDefinition {
  return {
    kind: "interviews.reminders",
    everySeconds: EVERY_SECONDS,
    handler: () =>
      sendInterviewReminders({
        db: deps.database.db,
        mailer: deps.mailer,
        baseUrl: deps.env.BASE_URL,
        logger: deps.logger,
      }),
  };
}

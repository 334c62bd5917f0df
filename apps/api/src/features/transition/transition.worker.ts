// The transition plan's monthly reminder, on the one job runner: each plan with reminders on gets,
// once a month, its next step by e-mail, with a one-click way to stop them. A plan with every step
// done is claimed and told nothing.
import { brazilDay } from "@pm/shared/brazil";
import { href } from "@pm/shared/pages";
import { monthsUntil } from "@pm/shared/transition";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import { transitionReminderEmail } from "../../mail/templates";
import type { JobDefinition } from "../../workers/runner";
import { claimDueReminders } from "./transition.queries";
import { planNextStep } from "./transition.service";
import { reminderToken } from "./transition.tokens";

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  now?: Date;
  logger?: Logger;
}

/** "Faltam 8 meses…", "Falta 1 mês…", or null once the date is past or not given. */
export function countdownLine(today: string, dischargeDate: string | null): string | null {
  if (!dischargeDate || dischargeDate < today) return null;
  const months = monthsUntil(today, dischargeDate);
  if (months < 1) return "Falta menos de um mês para a data prevista do seu desligamento.";
  return months === 1
    ? "Falta 1 mês para a data prevista do seu desligamento."
    : `Faltam ${months} meses para a data prevista do seu desligamento.`;
}

/** Sends the reminders due, 200 plans a run. */
export async function sendTransitionReminders(deps: ReminderDeps): Promise<{ sent: number }> {
  const now = deps.now ?? new Date();
  const claimed = await claimDueReminders(deps.db, 200);
  const emails = [];
  for (const person of claimed) {
    const state = await planNextStep(deps.db, person.userId, now);
    if (!state?.next) continue;
    const token = reminderToken(deps.secret, person.userId);
    emails.push(
      transitionReminderEmail(person.email, {
        name: person.name.split(" ")[0] ?? person.name,
        step: state.next.label,
        hint: state.next.hint,
        done: state.done,
        total: state.total,
        countdown: countdownLine(brazilDay(now), state.plan.dischargeDate),
        url: `${deps.baseUrl}${href("militaryPlan")}`,
        unsubscribeUrl: `${deps.baseUrl}${href("transitionReminders", {}, { token })}`,
        oneClickUrl: `${deps.baseUrl}/api/transition/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      }),
    );
  }
  if (emails.length === 0) return { sent: 0 };
  const outcomes = await deps.mailer.sendMany(emails);
  for (const error of outcomes) if (error) deps.logger?.error({ err: error }, "transition reminder e-mail failed");
  return { sent: outcomes.filter((e) => !e).length };
}

/** The runner's job: every hour, the plans whose month has come. */
export function transitionRemindersJob(deps: AppDeps): JobDefinition {
  return {
    kind: "transition.reminders",
    everySeconds: 3600,
    handler: () =>
      sendTransitionReminders({
        db: deps.database.db,
        mailer: deps.mailer,
        baseUrl: deps.env.BASE_URL,
        secret: deps.env.AUTH_SECRET,
        logger: deps.logger,
      }),
  };
}

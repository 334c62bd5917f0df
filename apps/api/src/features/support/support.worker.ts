// Support's background work, on the one job runner: the answers' e-mails (at once, or after a live
// answer went unread), the Enterprise SLA breaches, and the failed-request log's pruning.
import { href } from "@pm/shared/pages";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import { supportAnswerEmail, supportBreachEmail } from "../../mail/templates";
import type { JobDefinition } from "../../workers/runner";
import { SUPPORT_ZONE } from "./support.hours";
import {
  claimBreaches,
  claimDueAnswerEmails,
  companyNameOf,
  operatorAddresses,
  pruneRequestErrors,
} from "./support.queries";

export interface SupportMailDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  now?: Date;
  logger?: Logger;
}

const when = new Intl.DateTimeFormat("pt-BR", { timeZone: SUPPORT_ZONE, dateStyle: "short", timeStyle: "short" });

/** Sends the answers whose e-mail is due and the person has not read in the thread. */
export async function sendSupportAnswerEmails(deps: SupportMailDeps): Promise<{ sent: number }> {
  const claimed = await claimDueAnswerEmails(deps.db, deps.now ?? new Date());
  const emails = claimed
    .filter((row) => !row.read)
    .map((row) =>
      supportAnswerEmail(row.email, {
        name: row.full_name,
        subject: row.subject,
        operatorName: row.operator_name,
        body: row.body,
        url: `${deps.baseUrl}${href(row.role === "empresa" ? "companySupport" : "militarySupport", {}, { atendimento: row.request_id })}`,
      }),
    );
  if (emails.length === 0) return { sent: 0 };
  const outcomes = await deps.mailer.sendMany(emails);
  for (const error of outcomes) if (error) deps.logger?.error({ err: error }, "support answer e-mail failed");
  return { sent: outcomes.filter((e) => !e).length };
}

/** Tells the dedicated manager and every operator of each Enterprise request past its target. */
export async function sendSupportBreaches(deps: SupportMailDeps): Promise<{ breaches: number }> {
  const breaches = await claimBreaches(deps.db, deps.now ?? new Date());
  if (breaches.length === 0) return { breaches: 0 };
  const operators = await operatorAddresses(deps.db);
  const emails = [];
  for (const b of breaches) {
    const companyName = await companyNameOf(deps.db, b.companyId);
    const manager = operators.find((o) => o.id === b.assignedTo) ?? null;
    const url = `${deps.baseUrl}${href("operationsSupport", {}, { atendimento: b.id })}`;
    // The manager first, then the others: each address once.
    const ordered = manager ? [manager, ...operators.filter((o) => o.id !== manager.id)] : operators;
    for (const o of ordered) {
      emails.push(
        supportBreachEmail(o.email, {
          subject: b.subject,
          companyName,
          managerName: manager?.name ?? null,
          dueAt: b.dueAt ? when.format(b.dueAt) : "",
          url,
        }),
      );
    }
  }
  const outcomes = await deps.mailer.sendMany(emails);
  for (const error of outcomes) if (error) deps.logger?.error({ err: error }, "support breach e-mail failed");
  return { breaches: breaches.length };
}

const mailDeps = (deps: AppDeps): SupportMailDeps => ({
  db: deps.database.db,
  mailer: deps.mailer,
  baseUrl: deps.env.BASE_URL,
  logger: deps.logger,
});

/** The runner's jobs: e-mails and breaches every minute, the pruning every day. */
export function supportJobs(deps: AppDeps): JobDefinition[] {
  return [
    { kind: "support.emails", everySeconds: 60, handler: () => sendSupportAnswerEmails(mailDeps(deps)) },
    { kind: "support.breaches", everySeconds: 60, handler: () => sendSupportBreaches(mailDeps(deps)) },
    { kind: "support.prune", everySeconds: 24 * 3600, handler: () => pruneRequestErrors(deps.database.db) },
  ];
}

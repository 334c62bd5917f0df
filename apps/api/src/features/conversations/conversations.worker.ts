import { messagePreview, SENDER_SIDES } from "@pm/shared/conversations";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import { newMessageEmail } from "../../mail/templates";
import type { JobDefinition } from "../../workers/runner";
import { claimMessageEmail, conversationsDueForEmail } from "./conversations.queries";

/** How often unread messages are looked for. */
const EVERY_SECONDS = 60;
/** Most conversations handled per side in one run; the rest wait for the next. */
const BATCH = 100;

/**
 * E-mails the recipient of a message still unread after 15 minutes (the militar, his mentor, or
 * each member of the company's team who has not opened the conversation): one e-mail per conversation an hour at
 * most, only to whoever kept the 'Mensagens' switch on. Each e-mail is claimed in the
 * database before it is sent, so every API process may run this without sending twice; the
 * mailer's outbox keeps a failed delivery as 'failed'.
 */
export async function sendMessageEmails(deps: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  now?: Date;
  logger?: Logger;
}): Promise<{ sent: number; skipped: number }> {
  const now = deps.now ?? new Date();
  let sent = 0;
  let skipped = 0;
  for (const sender of SENDER_SIDES) {
    for (const id of await conversationsDueForEmail(deps.db, sender, now, BATCH)) {
      const claim = await claimMessageEmail(deps.db, id, sender, now);
      if (!claim) continue;
      for (const recipient of claim.recipients) {
        if (!recipient.wantsEmail) {
          skipped++;
          continue;
        }
        try {
          await deps.mailer.send(
            newMessageEmail(recipient.to, {
              name: recipient.name,
              from: claim.from,
              preview: messagePreview(claim.body),
              url: `${deps.baseUrl}${claim.area}?conversa=${id}`,
            }),
          );
          sent++;
        } catch (err) {
          deps.logger?.error({ err, conversationId: id }, "message e-mail failed");
        }
      }
    }
  }
  return { sent, skipped };
}

/** The message e-mails, for the job runner: every minute. */
export function messageEmailsJob(deps: AppDeps): JobDefinition {
  return {
    kind: "conversations.message-emails",
    everySeconds: EVERY_SECONDS,
    handler: () =>
      sendMessageEmails({ db: deps.database.db, mailer: deps.mailer, baseUrl: deps.env.BASE_URL, logger: deps.logger }),
  };
}

import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema/system";

export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * Every e-mail is written to the outbox first. With an SMTP URL it is then delivered and
 * marked 'sent' or 'failed'; without one it stays 'stored' and is only logged.
 */
export function createMailer(deps: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await deps.db
        .insert(emailOutbox)
        .values({ ...email, status: transport ? "sending" : "stored" })
        .returning({ id: emailOutbox.id });
      deps.logger.info({ emailId: row?.id, to: maskEmail(email.to), subject: email.subject }, "email queued");
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: deps.from, ...email });
        await deps.db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eqId(row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await deps.db.update(emailOutbox).set({ status: "failed", error: message }).where(eqId(row.id));
        deps.logger.error({ emailId: row.id, err: message }, "email delivery failed");
        throw error;
      }
    },
  };
}

const eqId = (id: string) => eq(emailOutbox.id, id);

/**
 * An address as logs may show it: enough to tell deliveries apart ("jo…@exemplo.com.br"), not the
 * address itself, since logs outlive an account's deletion. The outbox row id traces the rest.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return "…";
  return `${address.slice(0, Math.min(2, at))}…${address.slice(at)}`;
}

import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { insertOutboxEmail, insertOutboxEmails, markOutboxEmail } from "./outbox.queries";

/** An iCalendar invite: its METHOD, the file's name and its text. */
export interface CalendarInvite {
  method: "REQUEST" | "CANCEL";
  filename: string;
  content: string;
}

export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * A calendar invite (an interview's .ics): sent as the message's text/calendar part and as an
   * attachment, which Google Calendar, Outlook and Apple Calendar offer to add or update.
   */
  calendar?: CalendarInvite;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  /**
   * Several e-mails at once (a batch of job alerts): written to the outbox together, then each
   * delivered. Answers, in the same order, null for each e-mail sent (or stored) and the error of
   * each that failed; it never throws for one e-mail's failure.
   */
  sendMany(emails: Email[]): Promise<(unknown | null)[]>;
}

/**
 * Every e-mail is written to the outbox first. With an SMTP URL it is then delivered and
 * marked 'sent' or 'failed'; without one it stays 'stored' and is only logged.
 */
export function createMailer(deps: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  const deliver = async (id: string, email: Email) => {
    if (!transport) return;
    try {
      const { calendar, ...message } = email;
      await transport.sendMail({
        from: deps.from,
        ...message,
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } }
          : {}),
      });
      await markOutboxEmail(deps.db, id, { sent: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markOutboxEmail(deps.db, id, { sent: false, error: message });
      deps.logger.error({ emailId: id, err: message }, "email delivery failed");
      throw error;
    }
  };
  const status = transport ? "sending" : "stored";
  return {
    async send(email) {
      const id = await insertOutboxEmail(deps.db, email, status);
      deps.logger.info({ emailId: id, to: maskEmail(email.to), subject: email.subject }, "email queued");
      if (id) await deliver(id, email);
    },
    async sendMany(emails) {
      const ids = await insertOutboxEmails(deps.db, emails, status);
      deps.logger.info({ emails: ids.length }, "emails queued");
      const outcomes: (unknown | null)[] = [];
      for (const [i, email] of emails.entries()) {
        const id = ids[i];
        try {
          if (id) await deliver(id, email);
          outcomes.push(null);
        } catch (error) {
          outcomes.push(error);
        }
      }
      return outcomes;
    },
  };
}

/**
 * Whether a delivery failed for good: the receiving server refused the message with a 5xx reply
 * (no such mailbox, domain gone), so trying again later would fail the same way. nodemailer puts
 * the SMTP reply's code in `responseCode`.
 */
export function isPermanentDeliveryFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * An address as logs may show it: enough to tell deliveries apart ("jo…@exemplo.com.br"), not the
 * address itself, since logs outlive an account's deletion. The outbox row id traces the rest.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return "…";
  return `${address.slice(0, Math.min(2, at))}…${address.slice(at)}`;
}

import type { Email, Mailer } from "../src/mail/mailer";

/**
 * A Mailer from its `send` alone, `sendMany` sending one after the other: for a test's own mailer
 * (one that records, or fails for some addresses).
 */
export function mailerFrom(send: (email: Email) => Promise<void>): Mailer {
  return {
    send,
    async sendMany(emails) {
      const outcomes: (unknown | null)[] = [];
      for (const email of emails) {
        try {
          await send(email);
          outcomes.push(null);
        } catch (error) {
          outcomes.push(error);
        }
      }
      return outcomes;
    },
  };
}

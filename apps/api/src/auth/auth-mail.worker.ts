import { setTimeout as sleep } from "node:timers/promises";
import type { Role } from "@pm/shared/account";
import type { CompanyPlanId } from "@pm/shared/billing";
import { companyPlanOrDefault } from "@pm/shared/billing";
import { CONTINUE_PATH, jobIdOfContinuePath } from "@pm/shared/job-links";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Mailer } from "../mail/mailer";
import { signInAlertEmail, signUpAttemptEmail, twoFactorAlertEmail } from "../mail/templates";
import type { JobDefinition } from "../workers/runner";
import { insertAccount } from "./accounts.queries";
import {
  type AuthMailOutcome,
  type AuthMailRequest,
  claimAuthMail,
  extendNewestResetLink,
  findAccountByEmail,
  finishAuthMail,
  pendingAuthMailCount,
  sweepAuthMail,
  takeSendingPlace,
} from "./auth-mail.queries";
import type { Auth } from "./better-auth";

const HOUR_MS = 60 * 60 * 1000;
/** At most this many reset e-mails an hour to one address, whoever asks. */
export const RESET_EMAILS_PER_HOUR = 5;
/** Requests handled at once: better-auth holds each verification e-mail at least 500 ms. */
const BATCH = 20;
/** How often the runner looks for requests no process has handled (another's, or a kick that failed). */
const EVERY_SECONDS = 5;

/** What a sign-up request carries to the worker: the form's fields, the password already hashed. */
export interface SignUpPayload {
  role: Role;
  fullName: string;
  passwordHash: string;
  plan?: CompanyPlanId;
  companyName?: string;
  city?: string;
  /** A militar's destination once confirmed, when he signed up to apply to a public job. */
  continueTo?: string;
}

/** What an alert of failed sign-ins carries: the failures counted, and when the last one was. */
export interface SignInAlertPayload {
  failures: number;
  /** ISO 8601. */
  at: string;
}

const BRASILIA_DATE = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" });
const BRASILIA_TIME = new Intl.DateTimeFormat("pt-BR", { timeStyle: "short", timeZone: "America/Sao_Paulo" });
/** "10/03/2026 às 09:05", Brasília time, as an e-mail states when something happened. */
export const brasiliaDateTime = (at: Date) => `${BRASILIA_DATE.format(at)} às ${BRASILIA_TIME.format(at)}`;

export interface AuthMailDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
}

/** The link in the confirmation e-mail lands here, then the web app continues to `next`. */
export function confirmationCallback(next: string): string {
  return `/auth/confirmado?next=${encodeURIComponent(next)}`;
}

const signInUrl = (baseUrl: string, role: Role) => `${baseUrl}/auth${role === "empresa" ? "?type=empresa" : ""}`;
const resetUrl = (baseUrl: string, role: Role) =>
  `${baseUrl}/auth?${role === "empresa" ? "type=empresa&" : ""}esqueci=1`;

async function handleSignUp(deps: AuthMailDeps, request: AuthMailRequest): Promise<AuthMailOutcome> {
  const payload = request.payload as SignUpPayload | null;
  const existing = await findAccountByEmail(deps.db, request.email);
  if (!existing && payload) {
    try {
      const base = {
        fullName: payload.fullName,
        email: request.email,
        passwordHash: payload.passwordHash,
        // The form states that creating the account accepts the terms: accepted when it was sent.
        termsAcceptedAt: request.createdAt,
      };
      if (payload.role === "empresa") {
        const plan = companyPlanOrDefault(payload.plan);
        await insertAccount(deps.db, {
          ...base,
          role: "empresa",
          plan,
          companyName: payload.companyName ?? "",
          city: payload.city ?? null,
        });
        await sendConfirmation(deps, request.email, `/empresa/checkout?plan=${plan}`);
      } else {
        // Premium is bought after sign-up; the account always starts on FREE. The job he came to
        // apply to is kept on the account too, so any tab, any day, can take him back to it.
        await insertAccount(deps.db, {
          ...base,
          role: "militar",
          plan: "FREE",
          wantedJobId: jobIdOfContinuePath(payload.continueTo),
        });
        await sendConfirmation(
          deps,
          request.email,
          payload.continueTo && CONTINUE_PATH.test(payload.continueTo) ? payload.continueTo : "/app",
        );
      }
      return "sent";
    } catch (error) {
      // Another sign-up for this address won the race: its owner is told, as below.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const owner = existing ?? (await findAccountByEmail(deps.db, request.email));
  if (!owner) return "no_account";
  await deps.mailer.send(
    signUpAttemptEmail(request.email, owner.name, {
      signIn: signInUrl(deps.baseUrl, owner.role),
      reset: resetUrl(deps.baseUrl, owner.role),
    }),
  );
  return "sent";
}

async function sendConfirmation(deps: AuthMailDeps, email: string, next: string) {
  // No request headers: better-auth would otherwise read a session the browser still holds
  // and refuse to mail an address that is not that session's.
  await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: confirmationCallback(next) } });
}

async function handlePasswordReset(deps: AuthMailDeps, request: AuthMailRequest): Promise<AuthMailOutcome | null> {
  const owner = await findAccountByEmail(deps.db, request.email);
  if (!owner) return "no_account";
  if (!(await takeSendingPlace(deps.db, request, RESET_EMAILS_PER_HOUR, HOUR_MS))) {
    await extendNewestResetLink(deps.db, owner.id, new Date(Date.now() + HOUR_MS));
    return "capped";
  }
  await deps.auth.api.requestPasswordReset({ body: { email: request.email, redirectTo: "/auth/redefinir-senha" } });
  // takeSendingPlace has recorded it as sent.
  return null;
}

/** Wrong passwords (sign_in_alert) or wrong second-factor codes (two_factor_alert): one e-mail an hour at most. */
async function handleSignInAlert(deps: AuthMailDeps, request: AuthMailRequest): Promise<AuthMailOutcome | null> {
  const owner = await findAccountByEmail(deps.db, request.email);
  if (!owner) return "no_account";
  if (!(await takeSendingPlace(deps.db, request, 1, HOUR_MS))) return "capped";
  const payload = request.payload as SignInAlertPayload | null;
  const alert = {
    name: owner.name,
    failures: payload?.failures ?? null,
    at: brasiliaDateTime(payload ? new Date(payload.at) : request.createdAt),
    resetUrl: resetUrl(deps.baseUrl, owner.role),
  };
  await deps.mailer.send(
    request.kind === "two_factor_alert"
      ? twoFactorAlertEmail(request.email, alert)
      : signInAlertEmail(request.email, alert),
  );
  return null;
}

async function handle(deps: AuthMailDeps, request: AuthMailRequest) {
  try {
    const outcome =
      request.kind === "sign_up"
        ? await handleSignUp(deps, request)
        : request.kind === "password_reset"
          ? await handlePasswordReset(deps, request)
          : await handleSignInAlert(deps, request);
    if (outcome) await finishAuthMail(deps.db, request.id, outcome);
  } catch (err) {
    deps.logger.error({ err, requestId: request.id, kind: request.kind }, "account e-mail failed");
    await finishAuthMail(deps.db, request.id, "failed").catch(() => {});
  }
}

/** Handles every pending request; returns how many it took. */
export async function processAuthMail(deps: AuthMailDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await claimAuthMail(deps.db, BATCH);
    if (batch.length === 0) break;
    await Promise.all(batch.map((request) => handle(deps, request)));
    handled += batch.length;
  }
  if (handled > 0 && Math.random() < 0.05) await sweepAuthMail(deps.db);
  return handled;
}

export interface AuthMailWorker {
  /** Runs the worker in this process soon, after the answer that asked for it has gone. */
  kick(): void;
  /** Runs it now, after the run under way; rejects when it fails (the job runner then retries). */
  run(): Promise<number>;
  /** Runs it now and waits until no request is left pending (tests, and a clean shutdown). */
  drain(): Promise<void>;
  /** Waits for the run under way, if any, without starting another. */
  idle(): Promise<void>;
}

export function createAuthMailWorker(deps: AuthMailDeps): AuthMailWorker {
  // Runs one after another in this process; other processes are kept apart by the row claims.
  let chain: Promise<unknown> = Promise.resolve();
  const run = () => {
    const next = chain.then(() => processAuthMail(deps));
    chain = next.catch(() => {});
    return next;
  };
  const runLogged = () => run().catch((err) => deps.logger.error({ err }, "account e-mail worker failed"));
  return {
    kick: () => void setImmediate(runLogged),
    run,
    async drain() {
      for (let i = 0; i < 100; i++) {
        await runLogged();
        if ((await pendingAuthMailCount(deps.db)) === 0) return;
        // Rows another app on the same database has claimed and not finished yet.
        await sleep(50);
      }
    },
    idle: () => chain.then(() => undefined),
  };
}

/**
 * The account e-mails, for the job runner: every 5 seconds, for the requests a kick did not
 * handle (another process wrote them, or that process stopped first). Runs in this process's
 * chain, so never beside a kicked run.
 */
export function authMailJob(worker: AuthMailWorker): JobDefinition {
  return { kind: "auth.account-emails", everySeconds: EVERY_SECONDS, handler: () => worker.run() };
}

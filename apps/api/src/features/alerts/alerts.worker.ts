// The alerts' jobs on the runner (decision 024): matching the jobs their publication queued, the
// 'Imediato' e-mails, the 8h digest of 'Diário' alerts, and the cleanup of unconfirmed ones.

import { setTimeout as sleep } from "node:timers/promises";
import {
  ALERT_EMAIL_JOBS,
  type AlertSearch,
  alertSearchParams,
  alertSearchSchema,
  alertSearchSummary,
  type JobAlertNotificationData,
} from "@pm/shared/alerts";
import { brazilDay } from "@pm/shared/brazil";
import { publicJobPath } from "@pm/shared/job-links";
import { jobSalaryText } from "@pm/shared/jobs.salary";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import { isPermanentDeliveryFailure, type Mailer } from "../../mail/mailer";
import { jobAlertEmail } from "../../mail/templates";
import type { JobDefinition } from "../../workers/runner";
import {
  alertsToSend,
  claimDueMatches,
  type DueRule,
  deleteUnconfirmedAlerts,
  digestHourReached,
  listedJobCards,
  matchQueuedJobs,
  recordSent,
  releaseMatches,
  setAlertActive,
} from "./alerts.queries";
import { addressToken, alertToken } from "./alerts.tokens";

/**
 * Queued jobs matched per statement: a popular job may match hundreds of alerts, and a short
 * statement keeps the site's own queries from waiting behind a long one.
 */
const MATCH_BATCH = 25;
/** Alerts whose matches are claimed and e-mailed per step. */
const SEND_BATCH = 200;
/**
 * In production each step of a burst (a batch matched, a batch e-mailed) is followed by a pause
 * a third as long as the step: the burst takes at most three quarters of the time of the one
 * database connection it uses, and the people using the site the rest. A step is one statement,
 * so the burst never holds more than one of the database's cores; the board, whose answers are
 * shared (decision 033), needs little of the rest.
 */
const PACE = 1 / 3;

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  logger?: Logger;
  signal?: AbortSignal;
  /** The pause after each step, as a share of the step's time (PACE in production, 0 in tests). */
  pace?: number;
  /** How long an 'Imediato' alert's first unsent match waits for others (default 30 s). */
  gatherSeconds?: number;
  /** The least time between two e-mails of one 'Imediato' alert (default 10 minutes). */
  resendMinutes?: number;
}

/** Half a minute to gather a burst of publications into one e-mail… */
const GATHER_SECONDS = 30;
/** …and at most one e-mail per alert in 10 minutes: 'Imediato' still arrives within 15. */
const RESEND_MINUTES = 10;

/**
 * What the instant job does: matches every queued job first, then e-mails the 'Imediato' alerts
 * that are due. Matching the whole queue before sending makes a burst of publications one e-mail
 * per alert, whatever the number of matching batches it took.
 */
export async function matchAndSendInstant(deps: AlertDeps, now = () => new Date()) {
  const matched = await matchAlerts(deps);
  if (deps.signal?.aborted) return { ...matched, emails: 0, paused: 0 };
  return { ...matched, ...(await sendDueAlerts(deps, "imediato", now())) };
}

/** Matches every queued job, a batch at a time. */
export async function matchAlerts(deps: Pick<AlertDeps, "db" | "signal" | "pace">) {
  let jobs = 0;
  let matches = 0;
  for (;;) {
    const started = performance.now();
    const step = await matchQueuedJobs(deps.db, MATCH_BATCH);
    jobs += step.jobs;
    matches += step.matches;
    if (step.jobs < MATCH_BATCH || deps.signal?.aborted) break;
    await rest(deps, started);
  }
  return { jobs, matches };
}

/** The pause after a step of a burst that began at `started` (performance.now()): PACE times its length. */
async function rest(deps: Pick<AlertDeps, "pace" | "signal">, started: number) {
  const pace = deps.pace ?? 0;
  if (pace <= 0 || deps.signal?.aborted) return;
  await sleep(Math.min(2000, (performance.now() - started) * pace));
}

/** The place a job's line shows: its city, with its company's state when the city does not say it. */
function placeOf(job: { city: string; companyState: string | null }) {
  if (/[,/-]\s*[A-Z]{2}\s*$/.test(job.city) || !job.companyState) return job.city;
  return `${job.city} - ${job.companyState}`;
}

/**
 * E-mails the alerts due now (`frequency`), a batch at a time, until none is left: each gets the
 * jobs it matched that are still listed, at most ALERT_EMAIL_JOBS of them in the message. An
 * 'Imediato' alert is due once its first unsent match is GATHER_SECONDS old and its last e-mail
 * RESEND_MINUTES old, so a company publishing ten jobs in a row sends one e-mail, not ten. A
 * refusal for good (5xx) pauses the alert; any other failure gives its matches back for the next run.
 */
export async function sendDueAlerts(deps: AlertDeps, frequency: "imediato" | "diario", now = new Date()) {
  const instant = frequency === "imediato";
  const rule: DueRule = {
    frequency,
    day: brazilDay(now),
    matchedBefore: instant ? new Date(now.getTime() - (deps.gatherSeconds ?? GATHER_SECONDS) * 1000) : null,
    lastSentBefore: new Date(now.getTime() - (instant ? (deps.resendMinutes ?? RESEND_MINUTES) * 60_000 : 0)),
  };
  let emails = 0;
  let paused = 0;
  // Matches whose e-mail failed for now are given back once the run ends, not at once: the next
  // batch would claim them again and the run would never end.
  const retry: { alertId: string; jobIds: string[] }[] = [];
  let after: string | null = null;
  for (;;) {
    const stepStarted = performance.now();
    const step = await claimDueMatches(deps.db, rule, SEND_BATCH, after);
    if (step.last === null) break;
    after = step.last;
    const { claimed } = step;
    if (claimed.length === 0) continue;
    const byAlert = new Map<string, string[]>();
    for (const m of claimed) byAlert.set(m.alertId, [...(byAlert.get(m.alertId) ?? []), m.jobId]);
    const [alerts, cards] = await Promise.all([
      alertsToSend(deps.db, [...byAlert.keys()]),
      listedJobCards(deps.db, [...new Set(claimed.map((m) => m.jobId))]),
    ]);
    const outgoing = alerts.flatMap((alert) => {
      const wanted = new Set(byAlert.get(alert.id));
      const jobs = cards.filter((c) => wanted.has(c.id));
      if (jobs.length === 0) return [];
      const parsed = alertSearchSchema.safeParse(alert.search);
      const search: AlertSearch = parsed.success ? parsed.data : {};
      return [{ alert, wanted, jobs, email: alertEmail(deps, alert, search, jobs) }];
    });
    // The batch's e-mails reach the outbox in one statement: one commit, not one per e-mail.
    const outcomes = await deps.mailer.sendMany(outgoing.map((o) => o.email));
    const sent: Parameters<typeof recordSent>[1] = [];
    for (const [i, { alert, wanted, jobs }] of outgoing.entries()) {
      const err = outcomes[i];
      if (err) {
        if (isPermanentDeliveryFailure(err)) {
          await setAlertActive(deps.db, alert.id, false, "falha_envio");
          paused++;
        } else {
          retry.push({ alertId: alert.id, jobIds: [...wanted] });
        }
        deps.logger?.error({ err, alertId: alert.id }, "job alert e-mail failed");
        continue;
      }
      emails++;
      const notification: JobAlertNotificationData = {
        alertId: alert.id,
        alertName: alert.name,
        count: jobs.length,
        jobTitle: jobs[0]?.title ?? null,
      };
      sent.push({ alertId: alert.id, userId: alert.userId, count: jobs.length, notification });
    }
    await recordSent(deps.db, sent);
    if (deps.signal?.aborted) break;
    await rest(deps, stepStarted);
  }
  for (const r of retry) await releaseMatches(deps.db, r.alertId, r.jobIds);
  return { emails, paused };
}

type AlertToSend = Awaited<ReturnType<typeof alertsToSend>>[number];
type JobCard = Awaited<ReturnType<typeof listedJobCards>>[number];

function alertEmail(deps: AlertDeps, alert: AlertToSend, search: AlertSearch, jobs: JobCard[]) {
  const base = deps.baseUrl;
  const unsubscribe = encodeURIComponent(alertToken(deps.secret, "unsubscribe", alert.id));
  // A militar's alert opens his board; a visitor's, the public list with the same search.
  const board = alert.userId ? "/app/vagas" : "/vagas";
  const params = alertSearchParams(search);
  params.set("sort", "recentes");
  return jobAlertEmail(alert.email, {
    alertName: alert.name,
    summary: alertSearchSummary(search, alert.companyName),
    total: jobs.length,
    jobs: jobs.slice(0, ALERT_EMAIL_JOBS).map((j) => ({
      title: j.title,
      companyName: j.companyName,
      place: placeOf(j),
      salary: jobSalaryText(j),
      url: `${base}${publicJobPath(j)}?origem=alerta`,
    })),
    allUrl: `${base}${board}?${params}`,
    unsubscribeUrl: `${base}/alertas/cancelar?token=${unsubscribe}`,
    oneClickUrl: `${base}/api/alerts/unsubscribe?token=${unsubscribe}`,
    manageUrl: alert.userId
      ? `${base}/app/alertas`
      : `${base}/alertas/gerenciar?token=${encodeURIComponent(addressToken(deps.secret, alert.email))}`,
  });
}

const depsOf = (deps: AppDeps, signal: AbortSignal): AlertDeps => ({
  db: deps.database.db,
  mailer: deps.mailer,
  baseUrl: deps.env.BASE_URL,
  secret: deps.env.AUTH_SECRET,
  logger: deps.logger,
  signal,
  pace: PACE,
});

/**
 * The alerts' jobs: matching and the instant e-mails every 10 s keep 'Imediato' well within 15
 * minutes of a publication, with room for retries (an idle run reads two empty indexes); a 'Diário'
 * alert's matches wait in the same table for the digest; the digest looks every 5 minutes
 * whether 8h has come; unconfirmed visitors' alerts are cleared hourly.
 */
export function alertJobs(deps: AppDeps): JobDefinition[] {
  return [
    {
      kind: "alerts.instant",
      everySeconds: 10,
      handler: (_payload, { signal }) => matchAndSendInstant(depsOf(deps, signal)),
    },
    {
      kind: "alerts.digest",
      everySeconds: 300,
      handler: async (_payload, { signal }) => {
        const now = new Date();
        if (!digestHourReached(now)) return { emails: 0, paused: 0 };
        return sendDueAlerts(depsOf(deps, signal), "diario", now);
      },
    },
    {
      kind: "alerts.cleanup",
      everySeconds: 3600,
      handler: () => deleteUnconfirmedAlerts(deps.database.db),
    },
  ];
}

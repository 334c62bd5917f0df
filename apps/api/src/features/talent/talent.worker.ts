import { companyPlanOrDefault } from "@pm/shared/billing";
import { TALENT_SEARCH_LEVEL } from "@pm/shared/talent";
import { type TalentFilters, talentFiltersSchema } from "@pm/shared/talent.company";
import type { Logger } from "pino";
import type { AppDeps } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import { savedSearchEmail } from "../../mail/templates";
import type { JobDefinition } from "../../workers/runner";
import { claimDueSavedSearch } from "./talent.queries";

type Db = AppDeps["database"]["db"];

/** How often due saved searches are looked for; each is checked at most once a day. */
const EVERY_SECONDS = 10 * 60;
/** Most searches handled in one run; the rest wait for the next. */
const BATCH = 200;

const parse = (filters: unknown): TalentFilters | null => {
  const parsed = talentFiltersSchema.safeParse(filters);
  return parsed.success ? parsed.data : null;
};
const advanced = (plan: string) => TALENT_SEARCH_LEVEL[companyPlanOrDefault(plan)] === "avancado";

/** The search's page on the site, with its filters. */
export function savedSearchUrl(baseUrl: string, filters: TalentFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return `${baseUrl}/empresa/talentos${query ? `?${query}` : ""}`;
}

/**
 * The daily e-mail of saved searches: each search not checked for a day is claimed by one process,
 * and its company's owner hears of the profiles that joined the bank since and match.
 */
export async function sendSavedSearchEmails(deps: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  now?: Date;
  logger?: Logger;
  /** Ends the batch early (the runner is stopping); the searches left wait for the next run. */
  signal?: AbortSignal;
}): Promise<{ checked: number; sent: number }> {
  const now = deps.now ?? new Date();
  let checked = 0;
  let sent = 0;
  for (; checked < BATCH && !deps.signal?.aborted; checked++) {
    const due = await claimDueSavedSearch(deps.db, now, parse, advanced);
    if (!due) break;
    if (due.newMatches === 0 || !due.ownerEmail) continue;
    try {
      await deps.mailer.send(
        savedSearchEmail(due.ownerEmail, {
          name: due.ownerName,
          search: due.name,
          count: due.newMatches,
          url: savedSearchUrl(deps.baseUrl, due.filters),
        }),
      );
      sent++;
    } catch (err) {
      deps.logger?.error({ err, savedSearchId: due.id }, "saved search e-mail failed");
    }
  }
  return { checked, sent };
}

/** The saved-search alerts, for the job runner: every 10 minutes, each search at most once a day. */
export function savedSearchEmailsJob(deps: AppDeps): JobDefinition {
  return {
    kind: "talent.saved-search-emails",
    everySeconds: EVERY_SECONDS,
    handler: (_payload, { signal }) =>
      sendSavedSearchEmails({
        db: deps.database.db,
        mailer: deps.mailer,
        baseUrl: deps.env.BASE_URL,
        logger: deps.logger,
        signal,
      }),
  };
}

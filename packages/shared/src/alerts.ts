// Alertas de vagas: a saved board search that e-mails new jobs matching it, at once ('Imediato')
// or in one morning digest ('Diário'). Militares keep theirs in their account; a visitor subscribes
// an address after confirming it. 'Seguir empresa' is an alert on one company's jobs. The schemas
// and what reads a search; the frequencies, limits, texts and the bell's sentence are in
// alerts.constants.ts, re-exported here.
import { z } from "zod";
import {
  ALERT_FREQUENCIES,
  ALERT_NAME_MAX,
  type AlertFrequency,
  type AlertPauseReason,
  alertMessages,
} from "./alerts.constants";
import { BR_STATES } from "./brazil";
import { JOB_AREA_LABELS, JOB_AREAS, MODALITIES, REGIMES } from "./jobs";
import { formatReais } from "./jobs.salary";
import { jobSearchLocationLabel, parseJobSearch } from "./jobs.search";
import { blankToUndefined, safeString } from "./text";

export * from "./alerts.constants";

const optionalText = (max: number) => z.preprocess(blankToUndefined, safeString().trim().max(max).optional());

/** The board's filters an alert keeps: what a new job must match. */
export const alertSearchSchema = z.strictObject({
  q: optionalText(120),
  city: optionalText(120),
  state: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.toUpperCase()) : v),
    z.enum(BR_STATES).optional(),
  ),
  regime: z.preprocess(blankToUndefined, z.enum(REGIMES).optional()),
  modality: z.preprocess(blankToUndefined, z.enum(MODALITIES).optional()),
  area: z.preprocess(blankToUndefined, z.enum(JOB_AREAS).optional()),
  salaryFrom: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(999_999).optional()),
  pcd: z.preprocess((v) => (v === "true" ? true : v === "false" || v === "" ? undefined : v), z.boolean().optional()),
});
export type AlertSearch = z.output<typeof alertSearchSchema>;

const alertName = safeString({ error: alertMessages.nameRequired })
  .trim()
  .min(1, alertMessages.nameRequired)
  .max(ALERT_NAME_MAX, alertMessages.nameTooLong);
const frequency = z.enum(ALERT_FREQUENCIES, { error: alertMessages.frequencyInvalid });

/** Whether a search says anything: an alert on every job of the board would be noise. */
export const searchIsEmpty = (s: AlertSearch) =>
  !s.q && !s.city && !s.state && !s.regime && !s.modality && !s.area && !s.salaryFrom && !s.pcd;

const needsSearch = { message: alertMessages.emptySearch, path: ["search"] };

/** POST /api/military/alerts. */
export const createAlertSchema = z
  .strictObject({ name: alertName, frequency, search: alertSearchSchema })
  .refine((v) => !searchIsEmpty(v.search), needsSearch);
export type CreateAlert = z.infer<typeof createAlertSchema>;

/** POST /api/alerts/subscribe: a visitor's alert, confirmed by e-mail before it sends anything. */
export const subscribeAlertSchema = z
  .strictObject({
    email: safeString({ error: alertMessages.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, alertMessages.emailInvalid)
      .pipe(z.email(alertMessages.emailInvalid)),
    name: alertName,
    frequency,
    search: alertSearchSchema,
  })
  .refine((v) => !searchIsEmpty(v.search), needsSearch);
export type SubscribeAlert = z.infer<typeof subscribeAlertSchema>;

/** PATCH /api/military/alerts/:id: rename, change the frequency, pause or resume. */
export const updateAlertSchema = z
  .strictObject({ name: alertName.optional(), frequency: frequency.optional(), active: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined || v.active !== undefined, {
    message: "Nada para atualizar",
  });
export type UpdateAlert = z.infer<typeof updateAlertSchema>;

/** POST /api/military/alerts/follow: 'Seguir empresa', by the company's page address. */
export const followCompanySchema = z.strictObject({
  slug: safeString({ error: alertMessages.companyInvalid })
    .trim()
    .min(1, alertMessages.companyInvalid)
    .max(120, alertMessages.companyInvalid),
});

/** The token of a link in an alert's e-mail (confirm, unsubscribe, resume, manage). */
export const alertTokenSchema = z.strictObject({
  token: safeString({ error: alertMessages.invalidLink }).min(10, alertMessages.invalidLink).max(400),
});

// --- What the pages show -----------------------------------------------------------------------------

/** An alert as its owner sees it (the militar's list, the visitor's page). */
export interface AlertView {
  id: string;
  name: string;
  frequency: AlertFrequency;
  active: boolean;
  pausedReason: AlertPauseReason | null;
  search: AlertSearch;
  /** The company followed, for a 'Seguir empresa' alert. */
  company: { name: string; slug: string | null } | null;
  lastSentAt: string | null;
  jobsSent: number;
  createdAt: string;
}

/**
 * The search in one line, as lists and e-mails show it: 'motorista · Campinas - SP · CLT ·
 * Presencial · a partir de R$ 3.000 · Também para PcD'.
 */
export function alertSearchSummary(search: AlertSearch, companyName?: string | null): string {
  const { words, location } = parseJobSearch(search.q ?? "");
  const place = search.city
    ? [search.city, search.state].filter(Boolean).join(" - ")
    : search.state
      ? search.state
      : location
        ? jobSearchLocationLabel(location)
        : null;
  const parts = [
    companyName ? `Vagas de ${companyName}` : null,
    words ? `“${words}”` : null,
    place,
    search.regime ?? null,
    search.modality ?? null,
    search.area ? JOB_AREA_LABELS[search.area] : null,
    search.salaryFrom ? `a partir de ${formatReais(search.salaryFrom)}` : null,
    search.pcd ? "Vagas para PcD" : null,
  ].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(" · ") : "Todas as vagas";
}

/** The name a new alert is offered: the search's words and place, or 'Minhas vagas'. */
export function defaultAlertName(search: AlertSearch): string {
  const { words, location } = parseJobSearch(search.q ?? "");
  const place = search.city ?? (location ? jobSearchLocationLabel(location) : search.state);
  const name = [words, place].filter(Boolean).join(" em ");
  const chosen =
    name || (search.area ? JOB_AREA_LABELS[search.area] : null) || search.regime || search.modality || "Minhas vagas";
  return chosen.slice(0, ALERT_NAME_MAX);
}

/** The board's query string of an alert's search, for 'Ver todas as N vagas' and the alert's list. */
export function alertSearchParams(search: AlertSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.city) params.set("city", search.city);
  if (search.state) params.set("state", search.state);
  if (search.regime) params.set("regime", search.regime);
  if (search.modality) params.set("modality", search.modality);
  if (search.area) params.set("area", search.area);
  if (search.salaryFrom) params.set("salaryFrom", String(search.salaryFrom));
  if (search.pcd) params.set("pcd", "true");
  return params;
}

// What a change to a table does in the database, in one list: every trigger, the effect it belongs
// to and the function it runs (the functions live in db/functions/<effect>.sql). The boot applies
// this list after the migrations (db/functions.ts): a missing or different trigger is created, and a
// trigger running one of those functions that is not listed here is dropped. The realtime bindings
// come from the topics of packages/shared/src/realtime.ts, the webhooks' from its events.
import type { WebhookEvent } from "@pm/shared/integrations";
import { OWNERSHIP_RULES, REALTIME_TOPICS, type TopicName } from "@pm/shared/realtime";

/** The files of db/functions/, one per effect. */
export const EFFECTS = [
  "realtime",
  "notifications",
  "history",
  "rollups",
  "webhooks",
  "search",
  "slugs",
  "alerts",
  "board",
  "members",
] as const;
export type Effect = (typeof EFFECTS)[number];

type Event = "INSERT" | "DELETE" | "UPDATE" | `UPDATE OF ${string}`;

export interface TriggerBinding {
  name: string;
  table: string;
  effect: Effect;
  timing: "BEFORE" | "AFTER";
  on: readonly Event[];
  fn: string;
  /** Arguments the function reads as TG_ARGV. */
  args?: readonly string[];
  /** Statement triggers see the changed rows as a transition table. */
  level?: "ROW" | "STATEMENT";
  referencing?: string;
  /** The trigger's WHEN condition, as PostgreSQL prints it. */
  when?: string;
}

/**
 * Functions that stay in the migrations: generated columns, indexes and companies' addresses are
 * computed with them, so changing one means rewriting what was stored, which only a migration can do.
 */
export const MIGRATION_OWNED = ["pm_unaccent", "pm_fold", "pm_fold_list", "pm_job_document", "pm_slug"] as const;

/** Which changes of each announced table are announced, and how its ownership rule finds the parties. */
const REALTIME_BINDINGS = {
  jobs: { on: ["INSERT", "DELETE", "UPDATE"], args: ["is_job"] },
  job_applications: { on: ["INSERT", "DELETE", "UPDATE"], args: ["of_job", "with_user"] },
  job_views: { on: ["INSERT"], args: ["of_job"] },
  companies: { on: ["UPDATE"] },
  military_profiles: { on: ["UPDATE"] },
  subscriptions: { on: ["INSERT", "UPDATE"] },
  payments: { on: ["INSERT", "UPDATE"] },
  notifications: { on: ["INSERT", "UPDATE"] },
  benefit_offers: { on: ["INSERT", "DELETE", "UPDATE"] },
  benefit_redemptions: { on: ["INSERT", "UPDATE"], args: ["with_user"] },
  cashback_withdrawals: { on: ["INSERT", "UPDATE"] },
  privacy_requests: { on: ["INSERT", "UPDATE"] },
  conversations: { on: ["INSERT", "DELETE", "UPDATE"] },
  talent_invitations: { on: ["INSERT", "DELETE", "UPDATE"], args: ["of_job", "with_user"] },
  talent_profile_views: { on: ["INSERT", "UPDATE"] },
  learning_enrollments: { on: ["INSERT", "UPDATE"] },
  learning_progress: { on: ["INSERT", "UPDATE"] },
  learning_certificates: { on: ["INSERT"] },
  conversation_member_unread: { on: ["INSERT", "UPDATE"] },
  interviews: { on: ["INSERT", "UPDATE", "DELETE"] },
  support_requests: { on: ["INSERT", "UPDATE"], args: ["is_request"] },
  support_messages: { on: ["INSERT"], args: ["of_request"] },
  support_typing: { on: ["INSERT", "UPDATE"], args: ["typing"] },
  mentorships: { on: ["INSERT", "UPDATE"] },
  user_presence: { on: ["INSERT", "DELETE"] },
} as const satisfies Record<TopicName, { on: readonly Event[]; args?: readonly string[] }>;

const realtime: TriggerBinding[] = Object.entries(REALTIME_BINDINGS).map(([table, binding]) => ({
  name: `${table}_notify_change`,
  table,
  effect: "realtime",
  timing: "AFTER",
  on: binding.on,
  fn: OWNERSHIP_RULES[REALTIME_TOPICS[table as TopicName].rule],
  args: "args" in binding ? binding.args : undefined,
}));

/** The webhook events each webhooks trigger emits (pm_webhook_* in db/functions/webhooks.sql). */
export const WEBHOOK_TRIGGER_EVENTS: Record<string, readonly WebhookEvent[]> = {
  jobs_webhooks: ["job.created", "job.updated"],
  job_applications_webhooks: ["application.created", "application.status_changed"],
};

const after = (
  effect: Effect,
  name: string,
  table: string,
  on: readonly Event[],
  fn: string,
  extra: Partial<TriggerBinding> = {},
): TriggerBinding => ({ name, table, effect, timing: "AFTER", on, fn, ...extra });

export const TRIGGERS: readonly TriggerBinding[] = [
  ...realtime,
  after(
    "notifications",
    "job_applications_status_notification",
    "job_applications",
    ["UPDATE OF status"],
    "pm_application_status_notification",
  ),
  after(
    "notifications",
    "job_applications_new_notification",
    "job_applications",
    ["INSERT"],
    "pm_new_application_notification",
  ),
  after(
    "history",
    "job_applications_history",
    "job_applications",
    ["INSERT", "DELETE", "UPDATE OF status"],
    "pm_application_history",
  ),
  after("history", "jobs_remember_deleted", "jobs", ["DELETE"], "pm_remember_deleted_job"),
  after("rollups", "job_views_rollup", "job_views", ["INSERT"], "pm_rollup_job_view"),
  after("rollups", "job_applications_rollup", "job_applications", ["INSERT"], "pm_rollup_job_application"),
  after("rollups", "application_events_rollup", "application_events", ["INSERT"], "pm_rollup_application_step"),
  after(
    "rollups",
    "application_milestones_rollup",
    "application_milestones",
    ["INSERT", "DELETE", "UPDATE"],
    "pm_rollup_milestone",
  ),
  after("rollups", "job_daily_stats_month", "job_daily_stats", ["INSERT", "DELETE", "UPDATE"], "pm_rollup_job_month"),
  after(
    "rollups",
    "company_daily_facts_month",
    "company_daily_facts",
    ["INSERT", "DELETE", "UPDATE"],
    "pm_rollup_company_month",
  ),
  after(
    "rollups",
    "learning_enrollments_count",
    "learning_enrollments",
    ["INSERT", "DELETE"],
    "pm_count_learning_enrollments",
  ),
  after(
    "rollups",
    "jobs_occupation_rollup",
    "jobs",
    ["INSERT", "DELETE", "UPDATE OF cbo_family, salary_min, salary_max, requirement_terms, created_at"],
    "pm_rollup_job_occupation",
  ),
  after("webhooks", "jobs_webhooks", "jobs", ["INSERT", "UPDATE"], "pm_webhook_job"),
  after(
    "webhooks",
    "job_applications_webhooks",
    "job_applications",
    ["INSERT", "UPDATE OF status"],
    "pm_webhook_application",
  ),
  {
    name: "military_profiles_document",
    table: "military_profiles",
    effect: "search",
    timing: "BEFORE",
    on: ["INSERT", "UPDATE"],
    fn: "pm_military_profiles_document",
  },
  after("search", "profiles_name_document", "profiles", ["UPDATE OF full_name"], "pm_profiles_name_document", {
    when: "(old.full_name IS DISTINCT FROM new.full_name)",
  }),
  // Once per statement: publishing or pausing many jobs at once moves the board's version once.
  after("board", "jobs_board_version", "jobs", ["INSERT", "UPDATE", "DELETE"], "pm_job_board_changed", {
    level: "STATEMENT",
  }),
  after(
    "board",
    "companies_board_version",
    "companies",
    ["UPDATE OF payment_status, suspended_at, name, state, city, logo_url, slug"],
    "pm_job_board_changed",
    { level: "STATEMENT" },
  ),
  after("alerts", "jobs_alert_queue", "jobs", ["INSERT", "UPDATE OF active, expires_at"], "pm_job_alert_queue"),
  after("alerts", "users_claim_alerts", "users", ["UPDATE OF email, email_verified"], "pm_job_alerts_claim_address"),
  {
    name: "companies_slug",
    table: "companies",
    effect: "slugs",
    timing: "BEFORE",
    on: ["INSERT"],
    fn: "pm_companies_slug",
  },
  {
    name: "companies_founder",
    table: "companies",
    effect: "members",
    timing: "AFTER",
    on: ["INSERT"],
    fn: "pm_companies_founder",
  },
  after("members", "sessions_member_signed_in", "sessions", ["INSERT"], "pm_members_signed_in"),
  ...(["INSERT", "UPDATE", "DELETE"] as const).map((op) =>
    after(
      "search",
      `military_occupations_document_${op.toLowerCase()}`,
      "military_occupations",
      [op],
      "pm_military_occupations_document",
      {
        level: "STATEMENT",
        referencing: op === "DELETE" ? "OLD TABLE AS old_rows" : "NEW TABLE AS new_rows",
      },
    ),
  ),
];

const EVENT_ORDER = ["INSERT", "DELETE", "UPDATE"];

/** The trigger's definition as pg_get_triggerdef prints it, so the boot can tell a changed one. */
export function triggerDefinition(t: TriggerBinding, schema = "public"): string {
  const on = [...t.on]
    .sort((a, b) => EVENT_ORDER.indexOf(a.split(" ")[0] ?? a) - EVENT_ORDER.indexOf(b.split(" ")[0] ?? b))
    .join(" OR ");
  const args = (t.args ?? []).map((a) => `'${a}'`).join(", ");
  return [
    `CREATE TRIGGER ${t.name} ${t.timing} ${on} ON ${schema}.${t.table}`,
    t.referencing ? ` REFERENCING ${t.referencing}` : "",
    ` FOR EACH ${t.level ?? "ROW"}`,
    t.when ? ` WHEN (${t.when})` : "",
    ` EXECUTE FUNCTION ${t.fn}(${args})`,
  ].join("");
}

// What `npm run test:mutation` mutates, in groups: each group's mutants run only against the
// suites that exercise those files, so a mutant of the session lookup (which every request
// touches) does not run the whole API suite.

/** @type {{ name: string; mutate: string[]; tests: string[] }[]} */
export const MUTATION_GROUPS = [
  {
    name: "transition",
    // The occupation page's figures from the roll-ups, the plan's dates and steps, the reminders.
    mutate: [
      "apps/api/src/features/transition/transition.queries.ts",
      "apps/api/src/features/transition/transition.service.ts",
      "apps/api/src/features/transition/transition.routes.ts",
    ],
    tests: ["apps/api/src/features/transition/transition.test.ts"],
  },
  {
    name: "resumes",
    // The CV: who reads which copy, what an upload may hold, and the draft's civilian words.
    mutate: [
      "apps/api/src/features/resumes/resumes.queries.ts",
      "apps/api/src/features/resumes/resumes.service.ts",
      "apps/api/src/features/resumes/resume-upload.ts",
      "apps/api/src/features/resumes/resumes.draft.ts",
    ],
    tests: ["apps/api/src/features/resumes/resumes.test.ts", "apps/api/src/features/resumes/resumes.draft.test.ts"],
  },
  {
    name: "members",
    // A company's team: seats, the last Administrador, who may accept which invitation.
    mutate: [
      "apps/api/src/features/members/members.queries.ts",
      "apps/api/src/features/members/members.invitation.routes.ts",
      "apps/api/src/entitlements/seats.queries.ts",
    ],
    tests: ["apps/api/src/features/members/members.test.ts"],
  },
  {
    name: "teamwork",
    // Notes only the team reads, their 15 minutes, mentions of members only, one rating per member.
    mutate: ["apps/api/src/features/teamwork/teamwork.queries.ts", "apps/api/src/features/teamwork/teamwork.routes.ts"],
    tests: ["apps/api/src/features/teamwork/teamwork.test.ts"],
  },
  {
    name: "interviews",
    // One open interview per application, the militar's choice under his lock, no overlap, reminders once.
    mutate: [
      "apps/api/src/features/interviews/interviews.queries.ts",
      "apps/api/src/features/interviews/interviews.routes.ts",
    ],
    tests: ["apps/api/src/features/interviews/interviews.test.ts"],
  },
  {
    name: "support",
    // Who reaches a request, the open cap, the queue's order, business time, e-mails once, ratings.
    mutate: [
      "apps/api/src/features/support/support.queries.ts",
      "apps/api/src/features/support/support.routes.ts",
      "apps/api/src/features/support/support.hours.ts",
    ],
    tests: ["apps/api/src/features/support/support.test.ts", "apps/api/src/features/support/support-realtime.test.ts"],
  },
  {
    name: "shared",
    // Plans, caps, dashboard rules, CNPJ, schemas and the pt-BR messages.
    mutate: ["packages/shared/src/**/*.ts", "!packages/shared/src/**/*.test.ts"],
    tests: ["packages/shared/src/**/*.test.ts"],
  },
  {
    name: "auth",
    // Who the caller is, what the caller may reach, and how often.
    mutate: [
      "apps/api/src/auth/guards.ts",
      "apps/api/src/auth/session-lookup.ts",
      "apps/api/src/auth/session-lifetime.ts",
      "apps/api/src/auth/session.queries.ts",
      "apps/api/src/http/rate-limit.ts",
      "apps/api/src/http/rate-limit.queries.ts",
    ],
    tests: [
      "apps/api/src/auth/guards.test.ts",
      "apps/api/src/auth/session-lookup.test.ts",
      "apps/api/src/features/account/clock.test.ts",
      "apps/api/src/auth/session.test.ts",
      "apps/api/src/http/rate-limit.test.ts",
    ],
  },
  {
    name: "queries",
    // The statements that hold a plan's caps and keep one tenant out of another's rows.
    mutate: [
      "apps/api/src/features/jobs/jobs.company.queries.ts",
      "apps/api/src/features/applications/applications.queries.ts",
      "apps/api/src/features/dashboard/dashboard.company.queries.ts",
      "apps/api/src/features/profile/profile.company.queries.ts",
      "apps/api/src/features/billing/billing.queries.ts",
      "apps/api/src/entitlements/usage.queries.ts",
      "apps/api/src/features/jobs/jobs.military.queries.ts",
      "apps/api/src/features/notifications/notifications.queries.ts",
      "apps/api/src/features/alerts/alerts.queries.ts",
      "apps/api/src/files/files.queries.ts",
    ],
    tests: [
      "apps/api/src/company-access.test.ts",
      "apps/api/src/features/jobs/jobs.test.ts",
      "apps/api/src/features/jobs/jobs-caps.test.ts",
      "apps/api/src/features/applications/applications.test.ts",
      "apps/api/src/features/applications/application-history.test.ts",
      "apps/api/src/features/applications/candidates-at-scale.test.ts",
      "apps/api/src/features/dashboard/dashboard.test.ts",
      "apps/api/src/features/profile/profile-company.test.ts",
      "apps/api/src/features/billing/billing.test.ts",
      "apps/api/src/features/billing/billing-military.test.ts",
      "apps/api/src/features/billing/plans.test.ts",
      "apps/api/src/payments/stripe.test.ts",
      "apps/api/src/features/jobs/jobs-military.test.ts",
      "apps/api/src/features/notifications/notifications.test.ts",
      "apps/api/src/features/alerts/alerts.test.ts",
      "apps/api/src/files/files.test.ts",
    ],
  },
  {
    name: "benefits",
    // A partner's offers and codes, a militar's redemptions and cashback: tenant scopes, the
    // monthly limit, single use and the balance.
    mutate: [
      "apps/api/src/features/benefits/benefits.company.queries.ts",
      "apps/api/src/features/benefits/benefits.military.queries.ts",
      "apps/api/src/features/benefits/benefits.directory.queries.ts",
      "apps/api/src/entitlements/offers.queries.ts",
    ],
    tests: [
      "apps/api/src/company-access.test.ts",
      "apps/api/src/features/benefits/benefits.test.ts",
      "apps/api/src/features/benefits/benefits-races.test.ts",
      "apps/api/src/features/benefits/benefits-directory.test.ts",
    ],
  },
  {
    name: "conversations",
    // Who may open, read and write a conversation, the unread counts and the e-mail claim.
    mutate: [
      "apps/api/src/features/conversations/conversations.queries.ts",
      "apps/api/src/realtime/presence.queries.ts",
    ],
    tests: [
      "apps/api/src/features/conversations/conversations.test.ts",
      "apps/api/src/features/conversations/conversations-email.test.ts",
      "apps/api/src/features/conversations/conversations-realtime.test.ts",
      "apps/api/src/realtime/presence.test.ts",
    ],
  },
  {
    name: "talent",
    // Who may find, open and invite whom in the talent bank; the plan gate; the militar's answers.
    mutate: [
      "apps/api/src/features/talent/talent.queries.ts",
      "apps/api/src/features/skills/skills.queries.ts",
      "packages/shared/src/talent.company.ts",
    ],
    tests: [
      "apps/api/src/features/talent/talent.test.ts",
      "apps/api/src/features/talent/talent-email.test.ts",
      "apps/api/src/features/talent/talent-matching.test.ts",
      "apps/api/src/features/talent/talent-paging.test.ts",
      "apps/api/src/features/skills/skills.test.ts",
      "packages/shared/src/talent.test.ts",
    ],
  },
  {
    name: "learning",
    // Whose progress a read or a quiz writes, when a path completes (once), the plan gate, the sync.
    mutate: [
      "apps/api/src/features/learning/learning.queries.ts",
      "apps/api/src/features/learning/quiz.ts",
      "apps/api/src/features/learning/content.ts",
      "packages/shared/src/learning.ts",
    ],
    tests: [
      "apps/api/src/features/learning/learning.test.ts",
      "apps/api/src/features/learning/learning-sync.test.ts",
      "apps/api/src/features/learning/content.test.ts",
      "packages/shared/src/learning.test.ts",
    ],
  },
  {
    name: "hiring",
    // Public job pages (what a visitor may see, 410 or 404), the reports' tenant scope, periods and
    // figures, and their plan gate.
    mutate: [
      "apps/api/src/features/jobs/jobs.public.queries.ts",
      "apps/api/src/features/reports/reports.queries.ts",
      "apps/api/src/features/reports/reports.export.ts",
      "apps/api/src/features/reports/reports.periods.ts",
      "packages/shared/src/jobs.public.ts",
      "packages/shared/src/job-links.ts",
      "packages/shared/src/reports.ts",
    ],
    tests: [
      "apps/api/src/features/jobs/jobs-public.test.ts",
      "apps/api/src/features/reports/reports.test.ts",
      "apps/api/src/features/reports/reports.periods.test.ts",
      "packages/shared/src/jobs.public.test.ts",
      "packages/shared/src/reports.test.ts",
    ],
  },
  {
    name: "operations",
    // The operators' console: who reaches it, the contract that sets a cap, the suspension that
    // hides a company, the decisions on withdrawals, reports and requests under the LGPD, a lost
    // second factor, and the audit of each.
    mutate: [
      "apps/api/src/features/operations/*.queries.ts",
      "apps/api/src/features/privacy/*.queries.ts",
      "apps/api/src/entitlements/company-visibility.queries.ts",
      "apps/api/src/entitlements/contracts.queries.ts",
    ],
    tests: ["apps/api/src/features/operations/operations.test.ts", "apps/api/src/features/privacy/privacy.test.ts"],
  },
  {
    name: "integrations",
    // The Enterprise API: who a key is, what it may do, its bucket, idempotent POSTs, and the
    // webhook outbox that must never send one delivery twice at once.
    mutate: [
      "apps/api/src/api-v1/api-v1.auth.ts",
      "apps/api/src/api-v1/api-v1.rate-limit.ts",
      "apps/api/src/api-v1/api-v1.idempotency.ts",
      "apps/api/src/api-v1/api-v1.queries.ts",
      "apps/api/src/api-v1/api-v1.access.queries.ts",
      "apps/api/src/features/integrations/*.queries.ts",
      "apps/api/src/features/integrations/webhooks.worker.ts",
      "apps/api/src/features/integrations/webhooks.signing.ts",
    ],
    tests: [
      "apps/api/src/api-v1/api-v1.test.ts",
      "apps/api/src/features/integrations/integrations.test.ts",
      "apps/api/src/features/integrations/webhooks.test.ts",
    ],
  },
];

export function mutationGroup(name) {
  const group = MUTATION_GROUPS.find((g) => g.name === name);
  if (!group) throw new Error(`Unknown mutation group "${name}": ${MUTATION_GROUPS.map((g) => g.name).join(", ")}`);
  return group;
}

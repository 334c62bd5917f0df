// The realtime contract. A change to one of these tables is announced by a database trigger to the
// users it concerns (the topic's `receivers`, computed by the trigger function of its ownership
// rule); each open tab of those users then refetches the queries the topic makes stale. The
// migrations install the triggers, the web reads `stale`, and a test checks that both agree.

/** Who receives a change, and so which trigger function announces it. */
export const OWNERSHIP_RULES = {
  /** Rows of a job: the team of the job's company and, for an application or an invitation, the militar. */
  jobParties: "pm_notify_job_parties",
  /** Rows of a partner's offer: the team of the offer's company and, for a redemption, the militar. */
  offerParties: "pm_notify_offer_parties",
  /** Rows naming a company and a militar (a conversation, an interview): the company's team and the militar. */
  conversationParties: "pm_notify_conversation_parties",
  /** A mentorship: its mentor and its mentee. */
  mentorshipParties: "pm_notify_mentorship_parties",
  /** A user's presence: everyone who shares a conversation with them. */
  presenceCounterparts: "pm_notify_presence_counterparts",
  /** A company's own row: its whole team (the plan every member's header shows). */
  companyTeam: "pm_notify_company_team",
  /** A subscription or a payment: a company's Administradores, or the militar who pays. */
  payerParties: "pm_notify_payer_parties",
  /**
   * Rows of a support request: the person who opened it and every operator; an internal note only
   * the operators, a typing signal only the side that did not type.
   */
  supportParties: "pm_notify_support_parties",
  /** Rows that name their user (`user_id`): that user alone. */
  rowUser: "pm_notify_row_user",
} as const;
export type OwnershipRule = keyof typeof OWNERSHIP_RULES;

/** The query keys of the web, by their first element: features name their keys under these roots. */
export type QueryRoot =
  | "me"
  | "jobs"
  | "applications"
  | "dashboard"
  | "billing"
  | "notifications"
  | "company-profile"
  | "benefits"
  | "conversations"
  | "talent"
  | "learning"
  | "privacy"
  | "interviews"
  | "support"
  | "support-typing"
  | "mentoring";

export interface RealtimeTopic {
  rule: OwnershipRule;
  receivers: string;
  /** Which cached queries a change makes stale, in the order they are refetched. */
  stale: readonly (readonly [QueryRoot])[];
}

/** One topic per announced table, named after it (the trigger sends the table's name). */
export const REALTIME_TOPICS = {
  jobs: {
    rule: "jobParties",
    receivers: "the company that owns the job",
    stale: [["jobs"], ["dashboard"]],
  },
  job_applications: {
    rule: "jobParties",
    receivers: "the company that owns the job, and the applicant",
    // A new applicant leaves the job's suggested talents.
    stale: [["applications"], ["dashboard"], ["jobs"], ["talent"]],
  },
  job_views: {
    rule: "jobParties",
    receivers: "the company that owns the job",
    stale: [["dashboard"], ["jobs"]],
  },
  companies: {
    rule: "companyTeam",
    receivers: "the company's team (its plan: the header badge, the plan screen)",
    stale: [["me"], ["billing"]],
  },
  military_profiles: {
    rule: "rowUser",
    receivers: "the militar (the plan badge, /app/pagamentos, the application cap on the board and dashboard)",
    stale: [["me"], ["billing"], ["applications"], ["dashboard"]],
  },
  subscriptions: {
    rule: "payerParties",
    receivers: "the company's Administradores, or the militar who subscribed",
    stale: [["billing"]],
  },
  payments: {
    rule: "payerParties",
    receivers: "the company's Administradores, or the militar who paid",
    stale: [["billing"]],
  },
  notifications: { rule: "rowUser", receivers: "the notified user", stale: [["notifications"]] },
  benefit_offers: {
    rule: "offerParties",
    receivers: "the partner that owns the offer",
    stale: [["benefits"]],
  },
  benefit_redemptions: {
    rule: "offerParties",
    receivers: "the partner that owns the offer, and the militar who redeemed it (a use at the till, cashback)",
    stale: [["benefits"], ["dashboard"]],
  },
  cashback_withdrawals: { rule: "rowUser", receivers: "the militar who asked it", stale: [["benefits"]] },
  privacy_requests: {
    rule: "rowUser",
    receivers: "the person who made the request under the LGPD (its status and answer in Configurações)",
    stale: [["privacy"]],
  },
  conversations: {
    rule: "conversationParties",
    receivers:
      "both participants (a message sent or read, a block): the list, the open conversation, the unread badges",
    stale: [["conversations"], ["dashboard"]],
  },
  talent_invitations: {
    rule: "jobParties",
    receivers:
      "the company that invited, and the militar invited (his dashboard and board; the company's talent screens)",
    stale: [["talent"], ["dashboard"], ["applications"]],
  },
  talent_profile_views: {
    rule: "rowUser",
    receivers: "the militar whose profile a company opened ('Empresas que viram seu perfil')",
    stale: [["dashboard"]],
  },
  learning_enrollments: {
    rule: "rowUser",
    receivers: "the militar who started the path (the list, the path, the dashboard's card)",
    stale: [["learning"], ["dashboard"]],
  },
  learning_progress: {
    rule: "rowUser",
    receivers: "the militar whose module was read or answered",
    stale: [["learning"]],
  },
  learning_certificates: {
    rule: "rowUser",
    receivers: "the militar who completed the path (his certificates on the path and the profile)",
    stale: [["learning"], ["dashboard"]],
  },
  interviews: {
    rule: "conversationParties",
    receivers: "the company's team and the militar (a time proposed, chosen, moved, cancelled or closed)",
    stale: [["interviews"], ["applications"], ["dashboard"]],
  },
  conversation_member_unread: {
    rule: "rowUser",
    receivers: "the member of a company's team whose unread count changed (his list and his badge)",
    stale: [["conversations"], ["dashboard"]],
  },
  support_requests: {
    rule: "supportParties",
    receivers: "the person who opened it and the operators (its status, its holder, the read receipts, the queue)",
    stale: [["support"]],
  },
  support_messages: {
    rule: "supportParties",
    receivers: "the person and the operators (a new message of the thread); an internal note the operators only",
    stale: [["support"]],
  },
  support_typing: {
    rule: "supportParties",
    receivers: "the other side of the thread: 'digitando…'",
    stale: [["support-typing"]],
  },
  mentorships: {
    rule: "mentorshipParties",
    receivers: "the mentor and the mentee (a request, its answer, its end): both sides' 'Minhas mentorias'",
    stale: [["mentoring"]],
  },
  user_presence: {
    rule: "presenceCounterparts",
    receivers:
      "whoever shares a conversation with a user whose first stream opened or last stream closed: the online dot",
    stale: [["conversations"]],
  },
} as const satisfies Record<string, RealtimeTopic>;

export type TopicName = keyof typeof REALTIME_TOPICS;

export function isTopicName(value: unknown): value is TopicName {
  return typeof value === "string" && Object.hasOwn(REALTIME_TOPICS, value);
}

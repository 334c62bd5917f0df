import { describe, expect, it } from "vitest";
import { isTopicName, OWNERSHIP_RULES, REALTIME_TOPICS } from "./realtime";

describe("the realtime contract", () => {
  it("names each announced table, who receives its changes, and what they make stale", () => {
    const summary = Object.fromEntries(
      Object.entries(REALTIME_TOPICS).map(([table, t]) => [table, `${t.rule}: ${t.stale.map((k) => k[0]).join(", ")}`]),
    );
    expect(summary).toEqual({
      jobs: "jobParties: jobs, dashboard",
      job_applications: "jobParties: applications, dashboard, jobs, talent",
      job_views: "jobParties: dashboard, jobs",
      companies: "companyTeam: me, billing",
      military_profiles: "rowUser: me, billing, applications, dashboard",
      subscriptions: "payerParties: billing",
      payments: "payerParties: billing",
      privacy_requests: "rowUser: privacy",
      notifications: "rowUser: notifications",
      benefit_offers: "offerParties: benefits",
      benefit_redemptions: "offerParties: benefits, dashboard",
      cashback_withdrawals: "rowUser: benefits",
      conversations: "conversationParties: conversations, dashboard",
      conversation_member_unread: "rowUser: conversations, dashboard",
      interviews: "conversationParties: interviews, applications, dashboard",
      talent_invitations: "jobParties: talent, dashboard, applications",
      talent_profile_views: "rowUser: dashboard",
      learning_enrollments: "rowUser: learning, dashboard",
      learning_progress: "rowUser: learning",
      learning_certificates: "rowUser: learning, dashboard",
      support_requests: "supportParties: support",
      support_messages: "supportParties: support",
      support_typing: "supportParties: support-typing",
      mentorships: "mentorshipParties: mentoring",
      user_presence: "presenceCounterparts: conversations",
    });
    expect(OWNERSHIP_RULES).toEqual({
      jobParties: "pm_notify_job_parties",
      offerParties: "pm_notify_offer_parties",
      conversationParties: "pm_notify_conversation_parties",
      mentorshipParties: "pm_notify_mentorship_parties",
      presenceCounterparts: "pm_notify_presence_counterparts",
      companyTeam: "pm_notify_company_team",
      payerParties: "pm_notify_payer_parties",
      supportParties: "pm_notify_support_parties",
      rowUser: "pm_notify_row_user",
    });
  });

  it("knows a topic by its table's name, and nothing else", () => {
    expect(["jobs", "notifications"].every(isTopicName)).toBe(true);
    expect(["job_bookmarks", "users", "constructor", "toString", "", 1, null, undefined].some(isTopicName)).toBe(false);
  });
});

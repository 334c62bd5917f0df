import type { ComponentType } from "react";
import type { NavArea } from "@/lib/feature-routes";

// Where each page of the signed-in areas is, by the component name its route declares
// (features/<d>/<d>.routes.ts), and each area's layout: every page is a lazy chunk of its own, so
// an area's first page loads its layout and itself, not the whole area. The components are the
// ones areas/<area>.tsx exports (areas/pages.test.tsx keeps the two lists agreeing). The pages of
// /auth are listed apart, in areas/auth.pages.ts.

/** Loads a page's module and gives its component. */
export type PageLoader = () => Promise<ComponentType>;

export const AREA_PAGES = {
  military: {
    SettingsPage: () => import("@/features/account/settings-page").then((m) => m.SettingsPage),
    AlertsPage: () => import("@/features/alerts/alerts-page").then((m) => m.AlertsPage),
    BenefitsPage: () => import("@/features/benefits/catalogue-page").then((m) => m.BenefitsPage),
    BenefitsHistoryPage: () => import("@/features/benefits/history-page").then((m) => m.BenefitsHistoryPage),
    PaymentsPage: () => import("@/features/billing/payments-page").then((m) => m.PaymentsPage),
    CommunityPage: () => import("@/features/community/community-page").then((m) => m.CommunityPage),
    MentoringPage: () => import("@/features/community/mentoring-page").then((m) => m.MentoringPage),
    CommunityQuestionPage: () => import("@/features/community/question-page").then((m) => m.CommunityQuestionPage),
    MessagesPage: () => import("@/features/conversations/conversations-page").then((m) => m.MilitaryMessagesPage),
    JobBoardPage: () => import("@/features/jobs/job-board-page").then((m) => m.JobBoardPage),
    LearningPathsPage: () => import("@/features/learning/learning-paths-page").then((m) => m.LearningPathsPage),
    LearningModulePage: () => import("@/features/learning/module-page").then((m) => m.LearningModulePage),
    LearningPathPage: () => import("@/features/learning/path-page").then((m) => m.LearningPathPage),
    OnboardingPage: () => import("@/features/profile/onboarding-page").then((m) => m.OnboardingPage),
    ResumePage: () => import("@/features/resumes/resume-page").then((m) => m.ResumePage),
    SupportPage: () => import("@/features/support/support-page").then((m) => m.SupportPage),
    TransitionPlanPage: () => import("@/features/transition/plan-page").then((m) => m.TransitionPlanPage),
    MilitaryLayout: () => import("../layouts/military-layout").then((m) => m.MilitaryLayout),
    MyApplicationsPage: () => import("./military.applications").then((m) => m.MyApplicationsPage),
    MilitaryDashboardPage: () => import("./military.dashboard").then((m) => m.MilitaryDashboardPage),
    OccupationPage: () => import("./military.occupation").then((m) => m.OccupationPage),
    MilitaryProfilePage: () => import("./military.profile").then((m) => m.MilitaryProfilePage),
  },
  company: {
    SettingsPage: () => import("@/features/account/settings-page").then((m) => m.SettingsPage),
    CandidatesPage: () => import("@/features/applications/candidates-page").then((m) => m.CandidatesPage),
    EditOfferPage: () => import("@/features/benefits/edit-offer-page").then((m) => m.EditOfferPage),
    NewOfferPage: () => import("@/features/benefits/new-offer-page").then((m) => m.NewOfferPage),
    OffersPage: () => import("@/features/benefits/offers-page").then((m) => m.OffersPage),
    ValidatePage: () => import("@/features/benefits/validate-page").then((m) => m.ValidatePage),
    CheckoutPage: () => import("@/features/billing/checkout-page").then((m) => m.CheckoutPage),
    PaymentCancelPage: () => import("@/features/billing/payment-cancel-page").then((m) => m.PaymentCancelPage),
    PaymentSuccessPage: () => import("@/features/billing/payment-success-page").then((m) => m.PaymentSuccessPage),
    PlansPage: () => import("@/features/billing/plans-page").then((m) => m.PlansPage),
    CompanyMessagesPage: () => import("@/features/conversations/conversations-page").then((m) => m.CompanyMessagesPage),
    CompanyDashboardPage: () =>
      import("@/features/dashboard/company-dashboard-page").then((m) => m.CompanyDashboardPage),
    IntegrationsPage: () => import("@/features/integrations/integrations-page").then((m) => m.IntegrationsPage),
    InterviewsPage: () => import("@/features/interviews/interviews-page").then((m) => m.InterviewsPage),
    EditJobPage: () => import("@/features/jobs/edit-job-page").then((m) => m.EditJobPage),
    JobDetailsPage: () => import("@/features/jobs/job-details-page").then((m) => m.JobDetailsPage),
    JobsPage: () => import("@/features/jobs/jobs-page").then((m) => m.JobsPage),
    NewJobPage: () => import("@/features/jobs/new-job-page").then((m) => m.NewJobPage),
    TeamPage: () => import("@/features/members/team-page").then((m) => m.TeamPage),
    CompanyProfilePage: () => import("@/features/profile/company-profile-page").then((m) => m.CompanyProfilePage),
    ReportsPage: () => import("@/features/reports/reports-page").then((m) => m.ReportsPage),
    SupportPage: () => import("@/features/support/support-page").then((m) => m.SupportPage),
    TalentPage: () => import("@/features/talent/talent-page").then((m) => m.TalentPage),
    CompanyLayout: () => import("../layouts/company-layout").then((m) => m.CompanyLayout),
  },
  operations: {
    SettingsPage: () => import("@/features/account/settings-page").then((m) => m.SettingsPage),
    OperationsAuditPage: () => import("@/features/operations/audit-page").then((m) => m.OperationsAuditPage),
    OperationsCommunityPage: () =>
      import("@/features/operations/community-page").then((m) => m.OperationsCommunityPage),
    OperationsCompaniesPage: () =>
      import("@/features/operations/companies-page").then((m) => m.OperationsCompaniesPage),
    OperationsCompanyPage: () => import("@/features/operations/company-page").then((m) => m.OperationsCompanyPage),
    OperationsFiguresPage: () => import("@/features/operations/figures-page").then((m) => m.OperationsFiguresPage),
    OperationsMilitaresPage: () =>
      import("@/features/operations/militares-page").then((m) => m.OperationsMilitaresPage),
    OperationsOffersPage: () => import("@/features/operations/offers-page").then((m) => m.OperationsOffersPage),
    OperationsOperatorsPage: () =>
      import("@/features/operations/operators-page").then((m) => m.OperationsOperatorsPage),
    OperationsPrivacyPage: () => import("@/features/operations/privacy-page").then((m) => m.OperationsPrivacyPage),
    OperationsReportPage: () => import("@/features/operations/reports-page").then((m) => m.OperationsReportPage),
    OperationsReportsPage: () => import("@/features/operations/reports-page").then((m) => m.OperationsReportsPage),
    OperationsSupportPage: () => import("@/features/operations/support-page").then((m) => m.OperationsSupportPage),
    OperationsWithdrawalsPage: () =>
      import("@/features/operations/withdrawals-page").then((m) => m.OperationsWithdrawalsPage),
    OperationsLayout: () => import("../layouts/operations-layout").then((m) => m.OperationsLayout),
  },
} satisfies Record<NavArea, Record<string, PageLoader>>;

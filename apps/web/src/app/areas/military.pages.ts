import type { PageLoader } from "./pages";

// Where each page of the militar area (/app) is, and its layout (see areas/pages.ts): a chunk of its
// own, so that the area's first page loads this list and not the other areas'.
export const MILITARY_PAGES = {
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
} satisfies Record<string, PageLoader>;

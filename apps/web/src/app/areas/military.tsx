// The military area (role militar): every page it routes and its layout, in one module. The
// browser loads each of them on its own (areas/military.pages.ts); the pages composed from several
// features are in areas/military.<page>.tsx.

export { SettingsPage } from "@/features/account/settings-page";
export { AlertsPage } from "@/features/alerts/alerts-page";
export { BenefitsPage } from "@/features/benefits/catalogue-page";
export { BenefitsHistoryPage } from "@/features/benefits/history-page";
export { PaymentsPage } from "@/features/billing/payments-page";
export { CommunityPage } from "@/features/community/community-page";
export { MentoringPage } from "@/features/community/mentoring-page";
export { CommunityQuestionPage } from "@/features/community/question-page";
export { MilitaryMessagesPage as MessagesPage } from "@/features/conversations/conversations-page";
export { JobBoardPage } from "@/features/jobs/job-board-page";
export { LearningPathsPage } from "@/features/learning/learning-paths-page";
export { LearningModulePage } from "@/features/learning/module-page";
export { LearningPathPage } from "@/features/learning/path-page";
export { OnboardingPage } from "@/features/profile/onboarding-page";
export { ResumePage } from "@/features/resumes/resume-page";
export { SupportPage } from "@/features/support/support-page";
export { TransitionPlanPage } from "@/features/transition/plan-page";
export { MilitaryLayout } from "../layouts/military-layout";
export { MyApplicationsPage } from "./military.applications";
export { MilitaryDashboardPage } from "./military.dashboard";
export { OccupationPage } from "./military.occupation";
export { MilitaryProfilePage } from "./military.profile";

// The military area (role militar).

import { MilitarApplicationInterview } from "@/features/interviews/militar-interview";
import { MyApplicationsPage as ApplicationsPage } from "@/features/jobs/my-applications-page";
import { MyCertificates } from "@/features/learning/components/my-certificates";
import { MilitaryProfilePage as ProfilePage } from "@/features/profile/military-profile-page";

export { SettingsPage } from "@/features/account/settings-page";
export { AlertsPage } from "@/features/alerts/alerts-page";
export { BenefitsPage } from "@/features/benefits/catalogue-page";
export { BenefitsHistoryPage } from "@/features/benefits/history-page";
export { PaymentsPage } from "@/features/billing/payments-page";
export { MilitaryMessagesPage as MessagesPage } from "@/features/conversations/conversations-page";
export { MilitaryDashboardPage } from "@/features/dashboard/military-dashboard-page";
export { JobBoardPage } from "@/features/jobs/job-board-page";
export { LearningPathsPage } from "@/features/learning/learning-paths-page";
export { LearningModulePage } from "@/features/learning/module-page";
export { LearningPathPage } from "@/features/learning/path-page";
export { OnboardingPage } from "@/features/profile/onboarding-page";
export { ResumePage } from "@/features/resumes/resume-page";
export { SupportPage } from "@/features/support/support-page";
export { MilitaryLayout } from "../layouts/military-layout";

/** /app/perfil with the certificates from the learning paths. */
export function MilitaryProfilePage() {
  return <ProfilePage certificates={<MyCertificates />} />;
}

/** /app/candidaturas with each application's interview on its card. */
export function MyApplicationsPage() {
  return <ApplicationsPage interview={MilitarApplicationInterview} />;
}

// The military area (role militar).
import { PagePlaceholder } from "@/components/page-placeholder";

export { SettingsPage } from "@/features/account/settings-page";
export { BenefitsPage } from "@/features/benefits/catalogue-page";
export { BenefitsHistoryPage } from "@/features/benefits/history-page";
export { PaymentsPage } from "@/features/billing/payments-page";
export { MilitaryDashboardPage } from "@/features/dashboard/military-dashboard-page";
export { JobBoardPage } from "@/features/jobs/job-board-page";
export { MilitaryProfilePage } from "@/features/profile/military-profile-page";
export { OnboardingPage } from "@/features/profile/onboarding-page";
export { MilitaryLayout } from "../layouts/military-layout";

export const LearningPathsPage = () => <PagePlaceholder title="Trilhas" />;
export { MilitaryMessagesPage as MessagesPage } from "@/features/conversations/conversations-page";

// The military area (role militar).

import { href } from "@pm/shared/pages";
import { useNavigate } from "react-router";
import { MilitaryDashboardPage as DashboardPage } from "@/features/dashboard/military-dashboard-page";
import { MilitarApplicationInterview } from "@/features/interviews/militar-interview";
import { JobCard } from "@/features/jobs/components/job-card";
import { MyApplicationsPage as ApplicationsPage } from "@/features/jobs/my-applications-page";
import { MyCertificates } from "@/features/learning/components/my-certificates";
import { MilitaryProfilePage as ProfilePage } from "@/features/profile/military-profile-page";
import type { OccupationJob } from "@/features/transition/api";
import { TransitionPlanCard } from "@/features/transition/components/plan-card";
import { OccupationPage as TransitionOccupationPage } from "@/features/transition/occupation-page";

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

/** /app/perfil with the certificates from the learning paths. */
export function MilitaryProfilePage() {
  return <ProfilePage certificates={<MyCertificates />} />;
}

/** /app/candidaturas with each application's interview on its card. */
export function MyApplicationsPage() {
  return <ApplicationsPage interview={MilitarApplicationInterview} />;
}

/** /app with the transition plan's next step among its cards. */
export function MilitaryDashboardPage() {
  return <DashboardPage planCard={<TransitionPlanCard />} />;
}

/** The newest jobs of an occupation's page as the board's cards; a card opens its job on the board. */
function OccupationJobCards({ jobs }: { jobs: readonly OccupationJob[] }) {
  const navigate = useNavigate();
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} onOpen={(id) => navigate(href("militaryJobs", {}, { vaga: id }))} />
      ))}
    </ul>
  );
}

/** /app/ocupacoes/:code with the board's job cards. */
export function OccupationPage() {
  return <TransitionOccupationPage jobs={OccupationJobCards} />;
}

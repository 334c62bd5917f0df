import { MilitarApplicationInterview } from "@/features/interviews/militar-interview";
import { MyApplicationsPage as ApplicationsPage } from "@/features/jobs/my-applications-page";

/** /app/candidaturas with each application's interview on its card. */
export function MyApplicationsPage() {
  return <ApplicationsPage interview={MilitarApplicationInterview} />;
}

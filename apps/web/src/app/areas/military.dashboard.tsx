import { MilitaryDashboardPage as DashboardPage } from "@/features/dashboard/military-dashboard-page";
import { TransitionPlanCard } from "@/features/transition/components/plan-card";

/** /app with the transition plan's next step among its cards. */
export function MilitaryDashboardPage() {
  return <DashboardPage planCard={<TransitionPlanCard />} />;
}

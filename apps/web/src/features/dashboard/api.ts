import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchCompanyDashboard = () => unwrap(api.company.dashboard.$get());

export type Dashboard = Awaited<ReturnType<typeof fetchCompanyDashboard>>;
export type DashboardJob = Dashboard["recentJobs"][number];

/** The company's figures and newest jobs; realtime changes to jobs, applications and views refresh it. */
export const dashboardQuery = queryOptions({ queryKey: ["dashboard"], queryFn: fetchCompanyDashboard });

const fetchMilitaryDashboard = () => unwrap(api.military.dashboard.$get());

export type MilitaryDashboard = Awaited<ReturnType<typeof fetchMilitaryDashboard>>;
export type RecentActivity = MilitaryDashboard["recentActivities"][number];

/** Under ["dashboard"], so a change to the militar's applications refreshes it. */
export const militaryDashboardQuery = queryOptions({
  queryKey: ["dashboard", "militar"],
  queryFn: fetchMilitaryDashboard,
});

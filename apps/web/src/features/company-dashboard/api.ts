import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchDashboard = () => unwrap(api.company.dashboard.$get());

export type Dashboard = Awaited<ReturnType<typeof fetchDashboard>>;
export type DashboardJob = Dashboard["recentJobs"][number];

/** The company's figures and newest jobs; realtime changes to jobs, applications and views refresh it. */
export const dashboardQuery = queryOptions({ queryKey: ["dashboard"], queryFn: fetchDashboard });

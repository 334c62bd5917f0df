import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchDashboard = () => unwrap(api.military.dashboard.$get());

export type MilitaryDashboard = Awaited<ReturnType<typeof fetchDashboard>>;
export type RecentActivity = MilitaryDashboard["recentActivities"][number];

/** Under ["dashboard"], so a change to the militar's applications refreshes it. */
export const militaryDashboardQuery = queryOptions({
  queryKey: ["dashboard", "militar"],
  queryFn: fetchDashboard,
});

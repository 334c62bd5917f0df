import type { Report, ReportPeriod } from "@pm/shared/reports";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** The period the page's address asks for. */
export interface ReportSelection {
  period: ReportPeriod;
  from?: string;
  to?: string;
}

const given = (s: ReportSelection) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string>;

const fetchReport = async (s: ReportSelection) =>
  (await unwrap(api.company.reports.$get({ query: given(s) }))) as Report;

/**
 * The company's report for the period. Under ["dashboard"], which realtime refreshes whenever the
 * company's jobs, applications or views change.
 */
export const reportQuery = (s: ReportSelection) =>
  queryOptions({ queryKey: ["dashboard", "reports", s], queryFn: () => fetchReport(s) });

/** The address of the period's table as a file. */
export const exportUrl = (s: ReportSelection, format: "csv" | "xlsx") =>
  `/api/company/reports/export?${new URLSearchParams({ ...given(s), format })}`;

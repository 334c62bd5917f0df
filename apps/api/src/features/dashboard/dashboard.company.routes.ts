import { dashboardStats } from "@pm/shared/dashboard";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { dashboardCounts, newestJobs } from "./dashboard.company.queries";

/**
 * GET /api/company/dashboard: the caller's company, its figures with their trend texts, and its
 * newest jobs. Two statements whatever the number of jobs; the company row is the one the guard
 * already read.
 */
export const dashboardCompanyRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db } = c.var.deps.database;
  const company = c.var.company;
  const [counts, recent] = await Promise.all([dashboardCounts(db, company.id), newestJobs(db, company.id)]);
  const stats = dashboardStats({
    activeJobs: counts.activeJobs,
    activeJobsCreatedThisWeek: counts.activeJobsCreatedThisWeek,
    applications: { now: counts.applications, weekAgo: counts.applicationsWeekAgo },
    views: { now: counts.views, weekAgo: counts.viewsWeekAgo },
  });
  return c.json({
    company: { name: company.name, logoUrl: company.logoUrl, plan: company.plan, jobLimit: company.jobLimit },
    stats: {
      activeJobs: stats.activeJobs,
      totalJobs: counts.totalJobs,
      applications: stats.applications,
      views: stats.views,
      conversionRate: stats.conversionRate,
      trends: stats.trends,
    },
    recentJobs: recent.map((job) => ({ ...job, createdAt: job.createdAt.toISOString() })),
  });
});

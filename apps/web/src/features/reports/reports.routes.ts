import type { FeatureRoutes } from "@/lib/feature-routes";

export const reportsRoutes = {
  routes: {
    company: [{ page: "companyReports", component: "ReportsPage", title: "Relatórios" }],
  },
  nav: {
    company: [{ page: "companyReports", label: "Relatórios", icon: "bar-chart-3", menus: ["main"], order: 50 }],
  },
} satisfies FeatureRoutes;

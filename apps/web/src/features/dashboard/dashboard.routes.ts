import type { FeatureRoutes } from "@/lib/feature-routes";

export const dashboardRoutes = {
  routes: {
    military: [{ page: "militaryDashboard", component: "MilitaryDashboardPage", title: "Dashboard" }],
    company: [{ page: "companyDashboard", component: "CompanyDashboardPage", title: "Painel da empresa" }],
  },
  nav: {
    military: [
      {
        page: "militaryDashboard",
        label: "Dashboard",
        icon: "layout-dashboard",
        menus: ["main"],
        section: "principal",
        order: 10,
      },
    ],
    company: [{ page: "companyDashboard", label: "Dashboard", icon: "layout-dashboard", menus: ["main"], order: 10 }],
  },
} satisfies FeatureRoutes;

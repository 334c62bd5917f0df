import type { FeatureRoutes } from "@/lib/feature-routes";

// The militar's alerts. The pages the alerts' e-mails link to for a visitor (confirm, cancel,
// manage) are public pages, declared with the public site's (features/public), whose layout they use.
export const alertsRoutes = {
  routes: {
    military: [{ page: "militaryAlerts", component: "AlertsPage", title: "Alertas de vagas" }],
  },
  nav: {
    military: [
      { page: "militaryAlerts", label: "Alertas", icon: "bell", menus: ["main"], section: "principal", order: 35 },
    ],
  },
} satisfies FeatureRoutes;

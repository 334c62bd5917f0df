import type { FeatureRoutes } from "@/lib/feature-routes";

export const integrationsRoutes = {
  routes: {
    company: [
      { page: "companyIntegrations", component: "IntegrationsPage", title: "Integrações", roles: ["administrador"] },
    ],
  },
  nav: {
    company: [{ page: "companyIntegrations", label: "Integrações", icon: "plug", menus: ["account"], order: 30 }],
  },
} satisfies FeatureRoutes;

import type { FeatureRoutes } from "@/lib/feature-routes";

// 'Suporte': the person's requests to the platform's operators, one page in each signed-in area
// (the operators' console has its own queue). Reached from the account menu, as help is sought
// from wherever one stands rather than as a place one works in.
export const supportRoutes = {
  routes: {
    military: [{ page: "militarySupport", component: "SupportPage", title: "Suporte" }],
    company: [
      {
        page: "companySupport",
        component: "SupportPage",
        title: "Suporte",
        // Every member may ask for help, the till's cashier included.
        roles: ["administrador", "recrutador", "caixa"],
      },
    ],
  },
  nav: {
    military: [{ page: "militarySupport", label: "Suporte", icon: "life-buoy", menus: ["account"], order: 40 }],
    company: [{ page: "companySupport", label: "Suporte", icon: "life-buoy", menus: ["account"], order: 50 }],
  },
} satisfies FeatureRoutes;

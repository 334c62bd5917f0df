import type { FeatureRoutes } from "@/lib/feature-routes";

export const talentRoutes = {
  routes: {
    company: [{ page: "companyTalent", component: "TalentPage", title: "Banco de talentos" }],
  },
  nav: {
    company: [{ page: "companyTalent", label: "Talentos", icon: "user-search", menus: ["main"], order: 40 }],
  },
} satisfies FeatureRoutes;

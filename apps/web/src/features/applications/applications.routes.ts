import type { FeatureRoutes } from "@/lib/feature-routes";

export const applicationsRoutes = {
  routes: {
    company: [{ page: "companyCandidates", component: "CandidatesPage", title: "Candidatos" }],
  },
  nav: {
    company: [{ page: "companyCandidates", label: "Candidatos", icon: "users", menus: ["main"], order: 30 }],
  },
} satisfies FeatureRoutes;

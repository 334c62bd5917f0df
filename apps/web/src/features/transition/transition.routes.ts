import type { FeatureRoutes } from "@/lib/feature-routes";

// 'Plano de transição' (decision 039): the militar's plan on a timeline to his discharge date, and
// the page of each CBO occupation the translator (or his search) leads to. The plan sits in the
// sidebar beside the trilhas, since it is where his next step is. The reminder e-mail's one-click
// page is the public site's (features/public).
export const transitionRoutes = {
  routes: {
    military: [
      { page: "militaryPlan", component: "TransitionPlanPage", title: "Meu plano de transição" },
      { page: "militaryOccupation", component: "OccupationPage", title: "Ocupação" },
    ],
  },
  nav: {
    military: [
      { page: "militaryPlan", label: "Meu plano", icon: "route", menus: ["main"], section: "principal", order: 15 },
    ],
  },
} satisfies FeatureRoutes;

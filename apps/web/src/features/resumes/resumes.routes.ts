import type { FeatureRoutes } from "@/lib/feature-routes";

// 'Meu currículo': the militar's CV, in the sidebar under 'Perfil'.
export const resumesRoutes = {
  routes: {
    military: [{ page: "militaryResume", component: "ResumePage", title: "Meu currículo" }],
  },
  nav: {
    military: [
      {
        page: "militaryResume",
        label: "Meu currículo",
        icon: "file-text",
        menus: ["main"],
        section: "conta",
        order: 15,
      },
    ],
  },
} satisfies FeatureRoutes;

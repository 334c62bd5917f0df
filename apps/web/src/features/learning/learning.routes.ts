import type { FeatureRoutes } from "@/lib/feature-routes";

export const learningRoutes = {
  routes: {
    military: [
      { page: "learningPaths", component: "LearningPathsPage", title: "Trilhas" },
      { page: "learningPath", component: "LearningPathPage", title: "Trilha" },
      { page: "learningModule", component: "LearningModulePage", title: "Módulo da trilha" },
    ],
  },
  nav: {
    military: [
      { page: "learningPaths", label: "Trilhas", icon: "book-open", menus: ["main"], section: "principal", order: 20 },
    ],
  },
} satisfies FeatureRoutes;

import type { FeatureRoutes } from "@/lib/feature-routes";

export const membersRoutes = {
  routes: {
    auth: [{ page: "teamInvitation", component: "TeamInvitationPage", title: "Convite para equipe" }],
    company: [{ page: "companyTeam", component: "TeamPage", title: "Equipe", roles: ["administrador"] }],
  },
  nav: {
    company: [{ page: "companyTeam", label: "Equipe", icon: "users", menus: ["account"], order: 35 }],
  },
} satisfies FeatureRoutes;

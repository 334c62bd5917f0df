import type { FeatureRoutes } from "@/lib/feature-routes";

export const accountRoutes = {
  routes: {
    auth: [
      { page: "auth", component: "AuthPage" },
      { page: "emailConfirmed", component: "EmailConfirmedPage", title: "E-mail confirmado" },
      { page: "resetPassword", component: "ResetPasswordPage", title: "Redefinir senha" },
    ],
    military: [{ page: "militarySettings", component: "SettingsPage", title: "Configurações" }],
    company: [
      {
        page: "companySettings",
        component: "SettingsPage",
        title: "Configurações",
        roles: ["administrador", "recrutador", "caixa"],
      },
    ],
    operations: [{ page: "operationsSettings", component: "SettingsPage", title: "Configurações" }],
  },
  nav: {
    military: [
      {
        page: "militarySettings",
        label: "Configurações",
        icon: "settings",
        menus: ["main", "account"],
        section: "conta",
        order: 30,
      },
    ],
    company: [{ page: "companySettings", label: "Configurações", icon: "settings", menus: ["account"], order: 40 }],
    operations: [
      { page: "operationsSettings", label: "Configurações", icon: "settings", menus: ["account"], order: 10 },
    ],
  },
} satisfies FeatureRoutes;

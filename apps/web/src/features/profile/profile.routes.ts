import type { FeatureRoutes } from "@/lib/feature-routes";

export const profileRoutes = {
  routes: {
    military: [
      // Before the profile is complete the guard sends the militar here, outside the area's layout.
      { page: "militaryOnboarding", component: "OnboardingPage", title: "Complete seu perfil", frame: "guard" },
      { page: "militaryProfile", component: "MilitaryProfilePage", title: "Perfil" },
    ],
    company: [
      { page: "companyProfile", component: "CompanyProfilePage", title: "Perfil da empresa", roles: ["administrador"] },
    ],
  },
  nav: {
    military: [
      {
        page: "militaryProfile",
        label: "Perfil",
        icon: "user",
        menus: ["main", "account"],
        section: "conta",
        order: 10,
      },
    ],
    company: [
      { page: "companyProfile", label: "Perfil da Empresa", icon: "building-2", menus: ["account"], order: 10 },
    ],
  },
} satisfies FeatureRoutes;

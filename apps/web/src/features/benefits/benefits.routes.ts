import type { FeatureRoutes } from "@/lib/feature-routes";

export const benefitsRoutes = {
  routes: {
    military: [
      { page: "militaryBenefits", component: "BenefitsPage", title: "Benefícios" },
      { page: "militaryBenefitsHistory", component: "BenefitsHistoryPage", title: "Histórico de benefícios" },
    ],
    company: [
      { page: "companyOffers", component: "OffersPage", title: "Benefícios", roles: ["administrador"] },
      { page: "companyNewOffer", component: "NewOfferPage", title: "Novo benefício", roles: ["administrador"] },
      {
        page: "companyValidateOffer",
        component: "ValidatePage",
        title: "Validar benefício",
        roles: ["administrador", "caixa"],
      },
      { page: "companyEditOffer", component: "EditOfferPage", title: "Editar benefício", roles: ["administrador"] },
    ],
  },
  nav: {
    military: [
      { page: "militaryBenefits", label: "Benefícios", icon: "gift", menus: ["main"], section: "principal", order: 50 },
    ],
    company: [
      { page: "companyOffers", label: "Benefícios", icon: "gift", menus: ["main"], order: 60 },
      // The Administrador reaches the till from 'Benefícios'; the cashier has nothing else.
      {
        page: "companyValidateOffer",
        label: "Validar benefício",
        icon: "qr-code",
        menus: ["main"],
        order: 61,
        roles: ["caixa"],
      },
    ],
  },
} satisfies FeatureRoutes;

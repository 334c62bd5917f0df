import type { FeatureRoutes } from "@/lib/feature-routes";

export const benefitsRoutes = {
  routes: {
    military: [
      { page: "militaryBenefits", component: "BenefitsPage", title: "Benefícios" },
      { page: "militaryBenefitsHistory", component: "BenefitsHistoryPage", title: "Histórico de benefícios" },
    ],
    company: [
      { page: "companyOffers", component: "OffersPage", title: "Benefícios" },
      { page: "companyNewOffer", component: "NewOfferPage", title: "Novo benefício" },
      { page: "companyValidateOffer", component: "ValidatePage", title: "Validar benefício" },
      { page: "companyEditOffer", component: "EditOfferPage", title: "Editar benefício" },
    ],
  },
  nav: {
    military: [
      { page: "militaryBenefits", label: "Benefícios", icon: "gift", menus: ["main"], section: "principal", order: 50 },
    ],
    company: [{ page: "companyOffers", label: "Benefícios", icon: "gift", menus: ["main"], order: 60 }],
  },
} satisfies FeatureRoutes;

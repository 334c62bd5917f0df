import type { FeatureRoutes } from "@/lib/feature-routes";

export const billingRoutes = {
  routes: {
    military: [{ page: "militaryPayments", component: "PaymentsPage", title: "Pagamentos" }],
    company: [
      // No role guard: each payment page decides for itself (see SPEC, company payment pages).
      { page: "companyCheckout", component: "CheckoutPage", title: "Pagamento do plano", frame: "session" },
      {
        page: "companyPaymentSuccess",
        component: "PaymentSuccessPage",
        title: "Pagamento confirmado",
        frame: "session",
      },
      { page: "companyPaymentCancel", component: "PaymentCancelPage", title: "Pagamento cancelado", frame: "session" },
      { page: "companyPlans", component: "PlansPage", title: "Planos", roles: ["administrador"] },
    ],
  },
  nav: {
    military: [
      {
        page: "militaryPayments",
        label: "Pagamentos",
        icon: "credit-card",
        menus: ["main"],
        section: "conta",
        order: 20,
      },
    ],
    company: [{ page: "companyPlans", label: "Gerenciar Plano", icon: "credit-card", menus: ["account"], order: 20 }],
  },
} satisfies FeatureRoutes;

import type { FeatureRoutes } from "@/lib/feature-routes";

export const operationsRoutes = {
  routes: {
    operations: [
      { page: "operations", component: "OperationsFiguresPage", title: "Visão geral · Operação" },
      { page: "operationsCompanies", component: "OperationsCompaniesPage", title: "Empresas · Operação" },
      { page: "operationsCompany", component: "OperationsCompanyPage", title: "Empresa · Operação" },
      { page: "operationsMilitares", component: "OperationsMilitaresPage", title: "Militares · Operação" },
      { page: "operationsWithdrawals", component: "OperationsWithdrawalsPage", title: "Saques · Operação" },
      { page: "operationsOffers", component: "OperationsOffersPage", title: "Ofertas · Operação" },
      { page: "operationsReports", component: "OperationsReportsPage", title: "Denúncias · Operação" },
      { page: "operationsReport", component: "OperationsReportPage", title: "Denúncia · Operação" },
      { page: "operationsCommunity", component: "OperationsCommunityPage", title: "Comunidade · Operação" },
      { page: "operationsPrivacy", component: "OperationsPrivacyPage", title: "Solicitações LGPD · Operação" },
      { page: "operationsSupport", component: "OperationsSupportPage", title: "Suporte · Operação" },
      { page: "operationsAudit", component: "OperationsAuditPage", title: "Auditoria · Operação" },
      { page: "operationsOperators", component: "OperationsOperatorsPage", title: "Operadores · Operação" },
    ],
  },
  nav: {
    operations: [
      { page: "operations", label: "Visão geral", icon: "layout-dashboard", menus: ["main"], order: 10 },
      { page: "operationsCompanies", label: "Empresas", icon: "building-2", menus: ["main"], order: 20 },
      { page: "operationsMilitares", label: "Militares", icon: "users", menus: ["main"], order: 30 },
      { page: "operationsOffers", label: "Ofertas", icon: "gift", menus: ["main"], order: 40 },
      { page: "operationsWithdrawals", label: "Saques", icon: "banknote", menus: ["main"], order: 50 },
      { page: "operationsReports", label: "Denúncias", icon: "flag", menus: ["main"], order: 60 },
      { page: "operationsCommunity", label: "Comunidade", icon: "messages-square", menus: ["main"], order: 65 },
      { page: "operationsPrivacy", label: "LGPD", icon: "shield-check", menus: ["main"], order: 70 },
      { page: "operationsSupport", label: "Suporte", icon: "life-buoy", menus: ["main"], order: 75 },
      { page: "operationsAudit", label: "Auditoria", icon: "scroll-text", menus: ["main"], order: 80 },
      { page: "operationsOperators", label: "Operadores", icon: "user-cog", menus: ["main"], order: 90 },
    ],
  },
} satisfies FeatureRoutes;

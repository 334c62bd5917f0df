import type { PageLoader } from "./pages";

// Where each page of the console (/operacao) is, and its layout (see areas/pages.ts): a chunk of its
// own, so that the area's first page loads this list and not the other areas'.
export const OPERATIONS_PAGES = {
  SettingsPage: () => import("@/features/account/settings-page").then((m) => m.SettingsPage),
  OperationsAuditPage: () => import("@/features/operations/audit-page").then((m) => m.OperationsAuditPage),
  OperationsCommunityPage: () => import("@/features/operations/community-page").then((m) => m.OperationsCommunityPage),
  OperationsCompaniesPage: () => import("@/features/operations/companies-page").then((m) => m.OperationsCompaniesPage),
  OperationsCompanyPage: () => import("@/features/operations/company-page").then((m) => m.OperationsCompanyPage),
  OperationsFiguresPage: () => import("@/features/operations/figures-page").then((m) => m.OperationsFiguresPage),
  OperationsMilitaresPage: () => import("@/features/operations/militares-page").then((m) => m.OperationsMilitaresPage),
  OperationsOffersPage: () => import("@/features/operations/offers-page").then((m) => m.OperationsOffersPage),
  OperationsOperatorsPage: () => import("@/features/operations/operators-page").then((m) => m.OperationsOperatorsPage),
  OperationsPrivacyPage: () => import("@/features/operations/privacy-page").then((m) => m.OperationsPrivacyPage),
  OperationsReportPage: () => import("@/features/operations/reports-page").then((m) => m.OperationsReportPage),
  OperationsReportsPage: () => import("@/features/operations/reports-page").then((m) => m.OperationsReportsPage),
  OperationsSupportPage: () => import("@/features/operations/support-page").then((m) => m.OperationsSupportPage),
  OperationsWithdrawalsPage: () =>
    import("@/features/operations/withdrawals-page").then((m) => m.OperationsWithdrawalsPage),
  OperationsLayout: () => import("../layouts/operations-layout").then((m) => m.OperationsLayout),
} satisfies Record<string, PageLoader>;

// The operators' console (role operador).

export { SettingsPage } from "@/features/account/settings-page";
export { OperationsAuditPage } from "@/features/operations/audit-page";
export { OperationsCommunityPage } from "@/features/operations/community-page";
export { OperationsCompaniesPage } from "@/features/operations/companies-page";
export { OperationsCompanyPage } from "@/features/operations/company-page";
export { OperationsFiguresPage } from "@/features/operations/figures-page";
export { OperationsMilitaresPage } from "@/features/operations/militares-page";
export { OperationsOffersPage } from "@/features/operations/offers-page";
export { OperationsOperatorsPage } from "@/features/operations/operators-page";
export { OperationsPrivacyPage } from "@/features/operations/privacy-page";
export { OperationsReportPage, OperationsReportsPage } from "@/features/operations/reports-page";
export { OperationsSupportPage } from "@/features/operations/support-page";
export { OperationsWithdrawalsPage } from "@/features/operations/withdrawals-page";
export { OperationsLayout } from "../layouts/operations-layout";

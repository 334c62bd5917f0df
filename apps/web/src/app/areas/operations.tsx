// The operators' console (role operador).

export { SettingsPage } from "@/features/account/settings-page";
export { OperationsAuditPage } from "@/features/operations/audit-page";
export { OperationsCompaniesPage } from "@/features/operations/companies-page";
export { OperationsCompanyPage } from "@/features/operations/company-page";
export { OperationsLayout } from "../layouts/operations-layout";

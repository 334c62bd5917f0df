import { PagePlaceholder } from "@/components/page-placeholder";

export function CompanyDashboardPage() {
  return <PagePlaceholder title="Painel Empresarial" />;
}

import { PagePlaceholder } from "@/components/page-placeholder";

export function CompanyProfilePage() {
  return <PagePlaceholder title="Perfil da Empresa" />;
}

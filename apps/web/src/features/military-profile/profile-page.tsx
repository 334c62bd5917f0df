import { PagePlaceholder } from "@/components/page-placeholder";

export function PerfilPage() {
  return <PagePlaceholder title="Perfil" />;
}

import { PagePlaceholder } from "@/components/page-placeholder";

export function ConfiguracoesPage() {
  return <PagePlaceholder title="Configurações" />;
}

import { PagePlaceholder } from "@/components/page-placeholder";

export function VagasPage() {
  return <PagePlaceholder title="Vagas" />;
}

import { PagePlaceholder } from "@/components/page-placeholder";

export function JobDetailsPage() {
  return <PagePlaceholder title="Detalhes da vaga" />;
}

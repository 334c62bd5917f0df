import { PagePlaceholder } from "@/components/page-placeholder";

export function NewJobPage() {
  return <PagePlaceholder title="Nova Vaga" />;
}

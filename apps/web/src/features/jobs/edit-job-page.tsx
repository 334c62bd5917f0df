import { PagePlaceholder } from "@/components/page-placeholder";

export function EditJobPage() {
  return <PagePlaceholder title="Editar vaga" />;
}

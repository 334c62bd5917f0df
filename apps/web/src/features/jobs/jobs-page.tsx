import { PagePlaceholder } from "@/components/page-placeholder";

export function JobsPage() {
  return <PagePlaceholder title="Vagas" />;
}

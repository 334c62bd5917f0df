import { PagePlaceholder } from "@/components/page-placeholder";

export function CandidatesPage() {
  return <PagePlaceholder title="Candidatos" />;
}

import { PagePlaceholder } from "@/components/page-placeholder";

export function TermsPage() {
  return <PagePlaceholder title="TermsPage" />;
}

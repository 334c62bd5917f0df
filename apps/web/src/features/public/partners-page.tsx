import { PagePlaceholder } from "@/components/page-placeholder";

export function PartnersPage() {
  return <PagePlaceholder title="PartnersPage" />;
}

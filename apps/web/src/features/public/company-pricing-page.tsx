import { PagePlaceholder } from "@/components/page-placeholder";

export function CompanyPricingPage() {
  return <PagePlaceholder title="CompanyPricingPage" />;
}

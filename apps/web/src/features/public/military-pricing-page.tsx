import { PagePlaceholder } from "@/components/page-placeholder";

export function MilitaryPricingPage() {
  return <PagePlaceholder title="MilitaryPricingPage" />;
}

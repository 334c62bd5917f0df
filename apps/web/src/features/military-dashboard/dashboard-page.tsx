import { PagePlaceholder } from "@/components/page-placeholder";

export function DashboardPage() {
  return <PagePlaceholder title="Dashboard" />;
}

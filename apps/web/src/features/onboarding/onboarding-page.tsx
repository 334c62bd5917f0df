import { PagePlaceholder } from "@/components/page-placeholder";

export function OnboardingPage() {
  return <PagePlaceholder title="Complete seu perfil" />;
}

import { PublicPage } from "./components/public-page";
import { ChallengeSection } from "./landing/challenge-section";
import { FeaturesSection } from "./landing/features-section";
import { FinalCtaSection } from "./landing/final-cta-section";
import { HeroSection } from "./landing/hero-section";
import { ReasonsSection } from "./landing/reasons-section";
import { ResultsSection } from "./landing/results-section";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";
import { SkillsSection } from "./landing/skills-section";
import { StatsSection } from "./landing/stats-section";
import { TestimonialsSection } from "./landing/testimonials-section";
import { UniqueFeaturesSection } from "./landing/unique-features-section";

/** The public home page ("/"): section order follows SPEC section 2. */
export function LandingPage() {
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <HeroSection />
      <StatsSection />
      <FeaturesSection />
      <ChallengeSection />
      <ReasonsSection />
      <UniqueFeaturesSection />
      <SkillsSection />
      <ResultsSection />
      <TestimonialsSection />
      <FinalCtaSection />
    </PublicPage>
  );
}

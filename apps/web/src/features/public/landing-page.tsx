import type { ReactNode } from "react";
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

/**
 * Below the first screen, the browser may skip style and layout of a section until it nears the
 * viewport: a phone then spends its first second on what it shows, not on a 7,000 px page.
 */
function OffscreenSection({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-size:auto_900px] [content-visibility:auto]">{children}</div>;
}

/** The public home page ("/"): section order follows SPEC section 2. */
export function LandingPage() {
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <HeroSection />
      <StatsSection />
      {[
        <FeaturesSection key="features" />,
        <ChallengeSection key="challenge" />,
        <ReasonsSection key="reasons" />,
        <UniqueFeaturesSection key="unique" />,
        <SkillsSection key="skills" />,
        <ResultsSection key="results" />,
        <TestimonialsSection key="testimonials" />,
        <FinalCtaSection key="cta" />,
      ].map((section) => (
        <OffscreenSection key={section.key}>{section}</OffscreenSection>
      ))}
    </PublicPage>
  );
}

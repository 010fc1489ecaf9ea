import { AppSection } from '../../features/landing/components/app-section';
import { CtaBand } from '../../features/landing/components/cta-band';
import { FoundationSection } from '../../features/landing/components/foundation-section';
import { Hero } from '../../features/landing/components/hero';
import { RewardsSection } from '../../features/landing/components/rewards-section';
import { StepsSection } from '../../features/landing/components/steps-section';
import { landingTexts } from '../../features/landing/texts';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /home: the guest landing page (spec section 1). */
export function HomeRoute() {
  useDocumentTitle(landingTexts.pageTitle);
  return (
    <>
      <Hero />
      <StepsSection />
      <FoundationSection />
      <RewardsSection />
      <AppSection />
      <CtaBand />
    </>
  );
}

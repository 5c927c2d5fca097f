import { SiteFooter } from '../../ui/SiteFooter.tsx';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ClosingCallToAction } from './ClosingCallToAction.tsx';
import { FeatureBlocks } from './FeatureBlocks.tsx';
import { Hero } from './Hero.tsx';

export function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <FeatureBlocks />
        <ClosingCallToAction />
      </main>
      <SiteFooter />
    </>
  );
}

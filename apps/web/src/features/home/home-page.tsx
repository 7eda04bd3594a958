import { ContactCta } from './components/contact-cta.tsx';
import { ExploreSection } from './components/explore-section.tsx';
import { HomeHero } from './components/home-hero.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { IndustrySection } from './components/industry-section.tsx';
import { useHomeVars } from './use-home-vars.ts';
import './home.css';

/** The landing page: what the product is and the ways into it. Sections fill with live data later. */
export function HomePage() {
  const vars = useHomeVars();
  return (
    <div className="rs-home" style={vars}>
      <HomeHero />
      <ExploreSection />
      <HowItWorks />
      <IndustrySection />
      <ContactCta />
    </div>
  );
}

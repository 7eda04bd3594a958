import { ContactCta } from './components/contact-cta.tsx';
import { ExploreSection } from './components/explore-section.tsx';
import { HomeHero } from './components/home-hero.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { IndustrySection } from './components/industry-section.tsx';
import {
  FeaturedToolsSection,
  HotRobotsSection,
  IndustryAppsSection,
  LatestArticlesSection,
} from './components/live-sections.tsx';
import './home.css';
import './home-live.css';

/**
 * The landing page: what the product is and the ways into it. The hero is static and shows at once;
 * the live sections fill from the API after it, those below the fold only as the reader nears them.
 * No antd anywhere on it, so a first visit of `/` downloads none (decision 033): plain elements,
 * the theme's colours from its variables (home.css).
 */
export function HomePage() {
  return (
    <div className="rs-home">
      <HomeHero />
      <HotRobotsSection />
      <ExploreSection />
      <FeaturedToolsSection />
      <LatestArticlesSection />
      <IndustrySection />
      <IndustryAppsSection />
      <HowItWorks />
      <ContactCta />
    </div>
  );
}

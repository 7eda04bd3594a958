import { UiTiming } from '../../lib/ui-timing.ts';
import { useIsMobile, useIsNarrowerThan } from '../../lib/use-is-mobile.ts';
import { BrandLink } from './brand-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { HeaderActions } from './header-actions.tsx';
import { HeaderShell } from './header-shell.tsx';
import { MobileNavDrawer } from './mobile-nav-drawer.tsx';

/**
 * Logo and site name, the sections, language, theme and account. The sections are a row of links
 * where the window has room for them beside the buttons (UiTiming.headerLinksBreakpoint) and a
 * features menu before the logo where it has not; on phones the site name goes too.
 */
export function FullHeader() {
  const isMobile = useIsMobile();
  const linksInMenu = useIsNarrowerThan(UiTiming.headerLinksBreakpoint);
  return (
    <HeaderShell>
      {linksInMenu ? <MobileNavDrawer /> : null}
      <BrandLink hideName={isMobile} />
      {linksInMenu ? null : <DesktopNav />}
      <HeaderActions />
    </HeaderShell>
  );
}

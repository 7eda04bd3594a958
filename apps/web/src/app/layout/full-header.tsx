import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { BrandLink } from './brand-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { HeaderActions } from './header-actions.tsx';
import { HeaderShell } from './header-shell.tsx';
import { MobileNavDrawer } from './mobile-nav-drawer.tsx';

/** Logo and site name, the sections (a features menu on phones), language, theme and account. */
export function FullHeader() {
  const isMobile = useIsMobile();
  return (
    <HeaderShell>
      {isMobile ? <MobileNavDrawer /> : null}
      <BrandLink hideName={isMobile} />
      {isMobile ? null : <DesktopNav />}
      <HeaderActions />
    </HeaderShell>
  );
}

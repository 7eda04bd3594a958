import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { RobotActionsProvider } from '../../features/robots/index.ts';
import type { RouteHandle } from '../route-handle.ts';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { AppFooter } from './app-footer.tsx';
import { AssistantHeader } from './assistant-header.tsx';
import { DetailHeader } from './detail-header.tsx';
import { FullHeader } from './full-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { UploadsBaseFromSettings } from './uploads-base-from-settings.tsx';
import './app-layout.css';

const headers = { full: FullHeader, detail: DetailHeader, assistant: AssistantHeader };

/** Header (chosen by the route's handle), the page, and the footer; plain elements, no antd. */
export function AppLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.reduce<RouteHandle>(
    (acc, m) => ({ ...acc, ...(m.handle as RouteHandle | undefined) }),
    {},
  );
  const kind = handle.header ?? 'full';
  const Header = kind === 'none' ? null : headers[kind];
  return (
    <RobotActionsProvider>
      <div
        className={handle.wideHeader ? 'rs-app-layout rs-app-layout--wide-header' : 'rs-app-layout'}
      >
        <a href="#main" className="rs-skip-link">
          {t('skipToContent')}
        </a>
        <ScrollToTop />
        {Header ? <Header /> : null}
        {/* At least a window high under the header (app-layout.css), so the footer stays below the
            fold while a page and its data load: nothing moves when they arrive (layout shift). */}
        <main id="main" tabIndex={-1} className="rs-app-main">
          <UploadsBaseFromSettings>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </UploadsBaseFromSettings>
        </main>
        <AppFooter />
        <AnnouncementBanner />
      </div>
    </RobotActionsProvider>
  );
}

import 'antd/dist/reset.css';
// The theme's variables (`--ant-…`) for both themes, written at build time (build/antd-styles.ts):
// our stylesheets read them, with or without antd on the page (decision 033).
import 'virtual:antd-variables.css';
import './styles/global.css';
import './styles/danger-fill.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { retryFailedStylesheets } from './lib/failed-stylesheets.ts';
import { likelyLanguage, preloadCoreTexts } from './lib/i18n/locale-files.ts';
import { oldDomainTarget } from './lib/old-domain.ts';

const target = oldDomainTarget(
  window.location,
  import.meta.env.VITE_OLD_DOMAINS,
  import.meta.env.VITE_PUBLIC_URL,
);

if (target) {
  window.location.replace(target);
} else {
  // before any chunk loads: a chunk's stylesheet that failed is asked for again once back online
  retryFailedStylesheets();
  // Loaded only when we stay, so a redirected visit downloads nothing more, and once the boot
  // script says the page's first content is painted (window.__rsStart, build/app-shell-boot.ts),
  // so the app's code does not compete with it. The visitor's core texts download beside the app's
  // code rather than after it (the other namespaces come with the pages that use them).
  void (async () => {
    await window.__rsStart;
    preloadCoreTexts(likelyLanguage());
    const { App, prepareLanguage } = await import('./app/app.tsx');
    await prepareLanguage();
    const root = createRoot(document.getElementById('root')!);
    // A transition lets React yield to the browser every few milliseconds while it builds the
    // first screen, instead of one long task; the static app shell stays painted until it commits.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  })();
}

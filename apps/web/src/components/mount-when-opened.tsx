import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './mount-when-opened.css';
import { Spinner } from './spinner.tsx';

/** How long a dialog's download may take before a spinner says something is coming. */
export const DIALOG_LOADER_DELAY_MS = 400;

/**
 * While a dialog's code downloads: nothing at first (it is usually cached, or comes at once), then
 * a spinner over a dimmed page, so that a click on a slow network is seen to have been taken.
 */
function DialogLoader() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), DIALOG_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="rs-dialog-loader" role="status">
      <Spinner />
      <span className="rs-visually-hidden">{t('loading')}</span>
    </div>
  );
}

/**
 * For a dialog whose code is loaded lazily: renders nothing until it is first opened (so its chunk is
 * fetched only then), and keeps it rendered afterwards so its closing animation plays and its state
 * survives. The dialog draws itself once its chunk arrives (with antd, for the first dialog opened on
 * a page without it: decision 033); a download that takes a while shows a spinner.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived from props while rendering (React's 'store information from previous renders' pattern).
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={<DialogLoader />}>{children}</Suspense> : null;
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageKeys } from '../../lib/storage-keys.ts';
import { useSiteSettingsQuery } from '../../lib/use-site-settings.ts';
import { PlainAlert } from '../../components/plain/plain-alert.tsx';
import './announcement-banner.css';

const dismissedOf = (): string | null => {
  try {
    return localStorage.getItem(StorageKeys.announcementDismissed);
  } catch {
    return null;
  }
};

const HEIGHT_VAR = '--rs-announcement-h';

/**
 * Publishes the bar's height as `--rs-announcement-h` on the root element while it shows: the
 * spacer at the end of the page and the full-height chat screen leave that much room for it.
 */
function useHeightVariable() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEIGHT_VAR, `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(HEIGHT_VAR);
    };
  }, []);
  return ref;
}

/**
 * The admin's announcement, in the page's language, as a bar fixed to the bottom of the window.
 * It arrives with /api/site/settings after the page has drawn, so it must not push the page down
 * (layout shift): it floats over the page, and a spacer of its height after the footer (rendered
 * here, where the layout places this component) keeps the end of the page reachable. Closing it
 * hides that announcement for good (remembered by its `updatedAt`); a new or edited one shows
 * again. Nothing, not even an empty box, while there is none or it is still being asked for.
 */
export function AnnouncementBanner() {
  const { i18n } = useTranslation();
  const announcement = useSiteSettingsQuery().data?.announcement ?? null;
  const [dismissed, setDismissed] = useState(dismissedOf);
  if (!announcement || dismissed === announcement.updatedAt) return null;
  const en = i18n.language.startsWith('en');
  const text = (en ? announcement.en : announcement.zh) || announcement.en || announcement.zh;
  if (!text.trim()) return null;
  return (
    <AnnouncementBar
      text={text}
      onDismiss={() => {
        try {
          localStorage.setItem(StorageKeys.announcementDismissed, announcement.updatedAt);
        } catch {
          // Not remembered: it shows again on the next visit.
        }
        setDismissed(announcement.updatedAt);
      }}
    />
  );
}

function AnnouncementBar({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const ref = useHeightVariable();
  return (
    <>
      <div aria-hidden className="rs-announcement-spacer" />
      <div ref={ref} className="rs-announcement">
        {/* antd's info banner (Alert banner type="info" showIcon closable), as PlainAlert draws it */}
        <PlainAlert
          type="info"
          banner
          role="status"
          label={t('announcement.label')}
          title={text}
          onClose={onDismiss}
          closeLabel={t('announcement.dismiss')}
        />
      </div>
    </>
  );
}

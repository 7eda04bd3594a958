import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageKeys } from '../../lib/storage-keys.ts';
import { useSiteSettingsQuery } from '../../lib/use-site-settings.ts';

const dismissedOf = (): string | null => {
  try {
    return localStorage.getItem(StorageKeys.announcementDismissed);
  } catch {
    return null;
  }
};

/**
 * The admin's announcement under the header, in the page's language. Closing it hides that
 * announcement for good (remembered by its `updatedAt`); a new or edited one shows again. Nothing,
 * not even an empty box, while there is none or it is still being asked for.
 */
export function AnnouncementBanner() {
  const { t, i18n } = useTranslation();
  const announcement = useSiteSettingsQuery().data?.announcement ?? null;
  const [dismissed, setDismissed] = useState(dismissedOf);
  if (!announcement || dismissed === announcement.updatedAt) return null;
  const en = i18n.language.startsWith('en');
  const text = (en ? announcement.en : announcement.zh) || announcement.en || announcement.zh;
  if (!text.trim()) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(StorageKeys.announcementDismissed, announcement.updatedAt);
    } catch {
      // Not remembered: it shows again on the next visit.
    }
    setDismissed(announcement.updatedAt);
  };

  return (
    <Alert
      banner
      type="info"
      showIcon
      role="status"
      aria-label={t('announcement.label')}
      title={<span style={{ whiteSpace: 'pre-line' }}>{text}</span>}
      closable={{ 'aria-label': t('announcement.dismiss') }}
      onClose={dismiss}
    />
  );
}

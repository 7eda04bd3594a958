import { useTranslation } from 'react-i18next';

/** The site name: the operator's build-time branding if set, else the locale default. */
export function useSiteName(): string {
  const { t, i18n } = useTranslation();
  const override =
    i18n.language === 'en-US'
      ? import.meta.env.VITE_SITE_NAME_EN
      : import.meta.env.VITE_SITE_NAME_ZH;
  return override?.trim() || t('siteName');
}

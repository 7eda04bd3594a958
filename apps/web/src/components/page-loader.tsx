import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    // A screen high, so the footer waits below the fold and does not jump when the page arrives.
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }} role="status">
      <Spin size="large" />
      <span className="rs-visually-hidden">{t('loading')}</span>
    </div>
  );
}

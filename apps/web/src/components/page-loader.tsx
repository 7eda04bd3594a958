import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} role="status">
      <Spin size="large" />
      <span className="rs-visually-hidden">{t('loading')}</span>
    </div>
  );
}

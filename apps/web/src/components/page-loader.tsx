import { useTranslation } from 'react-i18next';
import './page-loader.css';
import { Spinner } from './spinner.tsx';

/** Shown while a lazily loaded page arrives: antd's large Spin drawn in CSS (no antd, decision 033). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    // A screen high, so the footer waits below the fold and does not jump when the page arrives.
    <div className="rs-page-loader" role="status">
      <Spinner />
      <span className="rs-visually-hidden">{t('loading')}</span>
    </div>
  );
}

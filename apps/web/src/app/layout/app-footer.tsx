import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSiteName } from '../../lib/use-site-name.ts';
import './app-footer.css';

export function AppFooter() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  return (
    <footer className="rs-app-footer">
      <div className="rs-app-footer__inner">
        <span className="rs-app-footer__text">
          {t('footer.rights', { year: new Date().getFullYear(), siteName })} · {t('footer.madeFor')}
        </span>
        <div className="rs-app-footer__links">
          <Link to={paths.aboutUs}>{t('footer.about')}</Link>
          <Link to={paths.contact}>{t('footer.contact')}</Link>
        </div>
      </div>
    </footer>
  );
}

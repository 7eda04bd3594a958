import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { paths } from '../../../lib/paths.ts';

/** Business cooperation: the last stop of the landing page. */
export function ContactCta() {
  const { t } = useTranslation('home');
  return (
    <section className="rs-home__section" aria-labelledby="home-contact-title">
      <div className="rs-home-cta">
        <div>
          <h2 id="home-contact-title">{t('contact.title')}</h2>
          <p>{t('contact.description')}</p>
        </div>
        <div className="rs-home-cta__actions">
          <Link to={paths.contact} className="rs-home-cta__button rs-home-cta__button--solid">
            <Icon icon={MessageOutlined} />
            {t('contact.action')}
          </Link>
          <Link to={paths.aboutUs} className="rs-home-cta__button">
            {t('contact.about')}
          </Link>
        </div>
      </div>
    </section>
  );
}

import { CompassOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeroIllustration } from '../../../components/illustrations/hero-illustration.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useSiteName } from '../../../lib/use-site-name.ts';

/** What the product is, in the words of the people who run it. */
export function AboutIntro() {
  const { t } = useTranslation('about');
  const siteName = useSiteName();
  const isMobile = useIsMobile();
  return (
    <section className="rs-about__section rs-about-intro" aria-labelledby="about-title">
      <div>
        <span className="rs-about-intro__eyebrow">{t('intro.eyebrow')}</span>
        <h1 id="about-title">{t('intro.title')}</h1>
        <p className="rs-about-intro__lead">{t('intro.lead', { siteName })}</p>
        <div className="rs-about-intro__actions">
          <LinkButton
            to={paths.robotList}
            type="primary"
            size="large"
            icon={<CompassOutlined aria-hidden />}
          >
            {t('intro.explore')}
          </LinkButton>
          <LinkButton to={paths.contact} size="large" icon={<MessageOutlined aria-hidden />}>
            {t('intro.contact')}
          </LinkButton>
        </div>
      </div>
      <div className="rs-about-intro__art">
        <HeroIllustration size={isMobile ? 280 : 420} />
      </div>
    </section>
  );
}

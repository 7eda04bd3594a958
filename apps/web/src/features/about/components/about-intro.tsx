import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { useTranslation } from 'react-i18next';
import { HeroIllustration } from '../../../components/illustrations/hero-illustration.tsx';
import { PlainLinkButton } from '../../../components/plain/plain-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useSiteName } from '../../../lib/use-site-name.ts';
import { Icon } from '../../../components/plain/icon.tsx';

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
          <PlainLinkButton
            to={paths.robotList}
            variant="primary"
            size="large"
            icon={<Icon icon={CompassOutlined} />}
          >
            {t('intro.explore')}
          </PlainLinkButton>
          <PlainLinkButton
            to={paths.contact}
            variant="default"
            size="large"
            icon={<Icon icon={MessageOutlined} />}
          >
            {t('intro.contact')}
          </PlainLinkButton>
        </div>
      </div>
      <div className="rs-about-intro__art">
        <HeroIllustration size={isMobile ? 280 : 420} />
      </div>
    </section>
  );
}

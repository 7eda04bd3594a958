import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { useTranslation } from 'react-i18next';
import { PlainLinkButton } from '../../components/plain/plain-button.tsx';
import { paths } from '../../lib/paths.ts';
import { AboutIntro } from './components/about-intro.tsx';
import { AboutOffers } from './components/about-offers.tsx';
import { AboutPrinciples } from './components/about-principles.tsx';
import { RobotAnatomy } from './components/robot-anatomy.tsx';
import './about.css';
import { Icon } from '../../components/plain/icon.tsx';

/** /about-us: what the product is and offers, how robots work, and the promises it keeps. */
export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <div className="rs-about">
      <AboutIntro />
      <AboutOffers />
      <RobotAnatomy />
      <AboutPrinciples />
      <section className="rs-about__section" aria-labelledby="about-cta-title">
        <div className="rs-about-cta">
          <h2 id="about-cta-title">{t('cta.title')}</h2>
          <PlainLinkButton
            to={paths.contact}
            variant="primary"
            size="large"
            icon={<Icon icon={ArrowRightOutlined} />}
            iconPlacement="end"
          >
            {t('cta.action')}
          </PlainLinkButton>
        </div>
      </section>
    </div>
  );
}

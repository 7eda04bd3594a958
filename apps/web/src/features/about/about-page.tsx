import { ArrowRightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button.tsx';
import { paths } from '../../lib/paths.ts';
import { AboutIntro } from './components/about-intro.tsx';
import { AboutOffers } from './components/about-offers.tsx';
import { AboutPrinciples } from './components/about-principles.tsx';
import { RobotAnatomy } from './components/robot-anatomy.tsx';
import './about.css';

/** /about-us: what the product is and offers, how robots work, and the promises it keeps. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const { token } = theme.useToken();
  const vars = {
    '--rs-about-text-2': token.colorTextSecondary,
    '--rs-about-primary-soft': token.colorPrimaryBg,
    '--rs-about-primary-text': token.colorLink,
    '--rs-about-success': token.colorSuccess,
    '--rs-about-card-bg': token.colorBgContainer,
    '--rs-about-border': token.colorBorderSecondary,
    '--rs-about-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
  return (
    <div style={vars}>
      <AboutIntro />
      <AboutOffers />
      <RobotAnatomy />
      <AboutPrinciples />
      <section className="rs-about__section" aria-labelledby="about-cta-title">
        <div className="rs-about-cta">
          <h2 id="about-cta-title">{t('cta.title')}</h2>
          <LinkButton
            to={paths.contact}
            type="primary"
            size="large"
            icon={<ArrowRightOutlined aria-hidden />}
            iconPlacement="end"
          >
            {t('cta.action')}
          </LinkButton>
        </div>
      </section>
    </div>
  );
}

import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import ScissorOutlined from '@ant-design/icons-svg/es/asn/ScissorOutlined';
import SkinOutlined from '@ant-design/icons-svg/es/asn/SkinOutlined';
import SmileOutlined from '@ant-design/icons-svg/es/asn/SmileOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreIllustration } from '../../../components/illustrations/store-illustration.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainLinkButton } from '../../../components/plain/plain-button.tsx';
import { paths } from '../../../lib/paths.ts';

type Feature =
  'traffic' | 'miniProgram' | 'dashboard' | 'greeter' | 'receptionist' | 'hairstyle' | 'outfit';

const features: { key: Feature; icon: ReactNode }[] = [
  { key: 'traffic', icon: <Icon icon={TeamOutlined} /> },
  { key: 'miniProgram', icon: <Icon icon={MobileOutlined} /> },
  { key: 'dashboard', icon: <Icon icon={DashboardOutlined} /> },
  { key: 'greeter', icon: <Icon icon={SmileOutlined} /> },
  { key: 'receptionist', icon: <Icon icon={CustomerServiceOutlined} /> },
  { key: 'hairstyle', icon: <Icon icon={ScissorOutlined} /> },
  { key: 'outfit', icon: <Icon icon={SkinOutlined} /> },
];

/** The AI customer-acquisition system for physical stores, feature by feature. */
export function IndustrySection() {
  const { t } = useTranslation('home');
  return (
    <section className="rs-home__section" aria-labelledby="home-industry-title">
      <div className="rs-home-industry">
        <div>
          <StoreIllustration size={420} />
        </div>
        <div>
          <span className="rs-home__eyebrow">{t('industry.eyebrow')}</span>
          <h2 id="home-industry-title">{t('industry.title')}</h2>
          <p className="rs-home-industry__description">{t('industry.description')}</p>
          <ul className="rs-home-industry__features">
            {features.map((f) => (
              <li key={f.key}>
                <span className="rs-home-card__icon" aria-hidden>
                  {f.icon}
                </span>
                <span>
                  <strong>{t(`industry.features.${f.key}.title`)}</strong>
                  <span className="rs-home-industry__text">
                    {t(`industry.features.${f.key}.description`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {/* the arrow after the label (home.css) */}
          <PlainLinkButton
            to={paths.xky}
            className="rs-home-industry__action"
            variant="primary"
            size="large"
            icon={<Icon icon={ArrowRightOutlined} />}
          >
            {t('industry.action')}
          </PlainLinkButton>
        </div>
      </div>
    </section>
  );
}

import {
  ArrowRightOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  MobileOutlined,
  ScissorOutlined,
  SkinOutlined,
  SmileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreIllustration } from '../../../components/illustrations/store-illustration.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../lib/paths.ts';

type Feature =
  'traffic' | 'miniProgram' | 'dashboard' | 'greeter' | 'receptionist' | 'hairstyle' | 'outfit';

const features: { key: Feature; icon: ReactNode }[] = [
  { key: 'traffic', icon: <TeamOutlined /> },
  { key: 'miniProgram', icon: <MobileOutlined /> },
  { key: 'dashboard', icon: <DashboardOutlined /> },
  { key: 'greeter', icon: <SmileOutlined /> },
  { key: 'receptionist', icon: <CustomerServiceOutlined /> },
  { key: 'hairstyle', icon: <ScissorOutlined /> },
  { key: 'outfit', icon: <SkinOutlined /> },
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
          <LinkButton
            to={paths.xky}
            className="rs-home-industry__action"
            type="primary"
            size="large"
            icon={<ArrowRightOutlined aria-hidden />}
            iconPlacement="end"
          >
            {t('industry.action')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

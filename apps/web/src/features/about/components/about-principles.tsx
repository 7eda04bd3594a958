import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';

// Whole keys, so the type check knows each one exists.
const principles = [
  {
    key: 'privacy',
    icon: <Icon icon={SafetyCertificateOutlined} />,
    points: [
      'principles.privacy.points.private',
      'principles.privacy.points.key',
      'principles.privacy.points.passwords',
      'principles.privacy.points.contact',
    ],
  },
  {
    key: 'open',
    icon: <Icon icon={ApiOutlined} />,
    points: [
      'principles.open.points.models',
      'principles.open.points.hosting',
      'principles.open.points.branding',
      'principles.open.points.honest',
    ],
  },
] as const satisfies { key: string; icon: ReactNode; points: readonly string[] }[];

/** Privacy stance and open configuration: what the product promises about data and models. */
export function AboutPrinciples() {
  const { t } = useTranslation('about');
  return (
    <section className="rs-about__section" aria-labelledby="about-principles-title">
      <h2 id="about-principles-title" style={{ marginBottom: 24 }}>
        {t('principles.title')}
      </h2>
      <div className="rs-about-grid rs-about-grid--two">
        {principles.map((p) => (
          <article key={p.key} className="rs-about-card">
            <span className="rs-about-card__icon" aria-hidden>
              {p.icon}
            </span>
            <h3>{t(`principles.${p.key}.title`)}</h3>
            <ul className="rs-about-points">
              {p.points.map((point) => (
                <li key={point}>
                  <Icon icon={CheckOutlined} />
                  <span>{t(point)}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}

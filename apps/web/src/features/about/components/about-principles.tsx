import { ApiOutlined, CheckOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const principles: { key: 'privacy' | 'open'; icon: ReactNode; points: string[] }[] = [
  {
    key: 'privacy',
    icon: <SafetyCertificateOutlined />,
    points: ['private', 'key', 'passwords', 'contact'],
  },
  { key: 'open', icon: <ApiOutlined />, points: ['models', 'hosting', 'branding', 'honest'] },
];

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
                  <CheckOutlined aria-hidden />
                  <span>{t(`principles.${p.key}.points.${point}`)}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}

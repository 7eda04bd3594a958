import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import HighlightOutlined from '@ant-design/icons-svg/es/asn/HighlightOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';

type Part = 'prompt' | 'knowledge' | 'writing';

const parts: { key: Part; icon: ReactNode }[] = [
  { key: 'prompt', icon: <Icon icon={EditOutlined} /> },
  { key: 'knowledge', icon: <Icon icon={FileTextOutlined} /> },
  { key: 'writing', icon: <Icon icon={HighlightOutlined} /> },
];

/** A robot is a system prompt, an optional knowledge file, and help from AI writing. */
export function RobotAnatomy() {
  const { t } = useTranslation('about');
  return (
    <section className="rs-about__section" aria-labelledby="about-robots-title">
      <h2 id="about-robots-title">{t('robots.title')}</h2>
      <p className="rs-about__subtitle">{t('robots.subtitle')}</p>
      <ol className="rs-about-grid rs-about-grid--three">
        {parts.map((p) => (
          <li key={p.key} className="rs-about-card">
            <span className="rs-about-card__icon" aria-hidden>
              {p.icon}
            </span>
            <h3>{t(`robots.${p.key}.title`)}</h3>
            <p>{t(`robots.${p.key}.description`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { SectionHeading } from './section-heading.tsx';

type Step = 'pick' | 'chat' | 'create';

const steps: { key: Step; icon: ReactNode }[] = [
  { key: 'pick', icon: <Icon icon={CompassOutlined} /> },
  { key: 'chat', icon: <Icon icon={MessageOutlined} /> },
  { key: 'create', icon: <Icon icon={ExperimentOutlined} /> },
];

/** Pick a robot, chat, then create your own: the product in three steps. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section className="rs-home__section" aria-labelledby="home-steps-title">
      <SectionHeading
        id="home-steps-title"
        title={t('steps.title')}
        subtitle={t('steps.subtitle')}
      />
      <ol className="rs-home-steps">
        {steps.map((s, i) => (
          <li key={s.key} className="rs-home-step">
            <span className="rs-home-step__icon" aria-hidden>
              {s.icon}
            </span>
            <span className="rs-home-step__label">{t('steps.stepLabel', { n: i + 1 })}</span>
            <h3>{t(`steps.${s.key}.title`)}</h3>
            <p>{t(`steps.${s.key}.description`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

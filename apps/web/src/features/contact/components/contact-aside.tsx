import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';

const steps = ['step1', 'step2', 'step3'] as const;
const topics = ['robots', 'stores', 'tools', 'other'] as const;

/** What happens after sending, and what people usually write to us about. */
export function ContactAside() {
  const { t } = useTranslation('contact');
  return (
    <aside className="rs-contact__aside" aria-labelledby="contact-aside-title">
      <h2 id="contact-aside-title" className="rs-contact__aside-title">
        {t('aside.title')}
      </h2>
      <ol className="rs-contact__steps">
        {steps.map((s, i) => (
          <li key={s}>
            <span className="rs-contact__step-number" aria-hidden>
              {i + 1}
            </span>
            <span>{t(`aside.${s}`)}</span>
          </li>
        ))}
      </ol>
      <h3 className="rs-contact__topics-title">{t('aside.topicsTitle')}</h3>
      <ul className="rs-contact__topics">
        {topics.map((k) => (
          <li key={k}>
            <Icon icon={CheckCircleOutlined} className="rs-contact__topic-icon" />
            <span>{t(`aside.topics.${k}`)}</span>
          </li>
        ))}
      </ul>
      <p className="rs-contact__privacy">
        <Icon icon={LockOutlined} className="rs-contact__privacy-icon" />
        {t('aside.privacy')}
      </p>
    </aside>
  );
}

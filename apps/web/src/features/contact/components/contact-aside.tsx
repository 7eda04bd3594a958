import { CheckCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

const steps = ['step1', 'step2', 'step3'] as const;
const topics = ['robots', 'stores', 'tools', 'other'] as const;

/** What happens after sending, and what people usually write to us about. */
export function ContactAside() {
  const { t } = useTranslation('contact');
  const { token } = theme.useToken();
  return (
    <aside className="rs-contact__aside" aria-labelledby="contact-aside-title">
      <Typography.Title level={2} id="contact-aside-title" style={{ fontSize: 18, marginTop: 0 }}>
        {t('aside.title')}
      </Typography.Title>
      <ol className="rs-contact__steps">
        {steps.map((s, i) => (
          <li key={s}>
            <span
              className="rs-contact__step-number"
              style={{ background: token.colorPrimaryBg, color: token.colorLink }}
              aria-hidden
            >
              {i + 1}
            </span>
            <Typography.Text>{t(`aside.${s}`)}</Typography.Text>
          </li>
        ))}
      </ol>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {t('aside.topicsTitle')}
      </Typography.Title>
      <ul className="rs-contact__topics">
        {topics.map((k) => (
          <li key={k}>
            <CheckCircleOutlined style={{ color: token.colorLink }} aria-hidden />
            <Typography.Text type="secondary">{t(`aside.topics.${k}`)}</Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ margin: '24px 0 0', fontSize: 13 }}>
        <LockOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
        {t('aside.privacy')}
      </Typography.Paragraph>
    </aside>
  );
}

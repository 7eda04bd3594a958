import { Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContactAside } from './components/contact-aside.tsx';
import { ContactForm } from './components/contact-form.tsx';
import { ContactSuccess } from './components/contact-success.tsx';
import { MyContacts } from './components/my-contacts.tsx';
import type { RequirementType } from './contact-rules.ts';
import './contact.css';

/**
 * /contact: leave a message or a business-cooperation request; works signed out. A signed-in user
 * also sees what they sent before (MyContacts), under the form.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const { token } = theme.useToken();
  // `?type=cooperation` lets a link open the form on business cooperation directly.
  const [params] = useSearchParams();
  const initialType: RequirementType =
    params.get('type') === 'cooperation' ? 'cooperation' : 'message';
  const [sent, setSent] = useState<RequirementType | null>(null);
  const [type, setType] = useState(initialType);

  return (
    <div className="rs-contact">
      <header className="rs-contact__header">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 32 }}>
          {t('page.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, margin: '8px 0 0' }}>
          {t('page.subtitle')}
        </Typography.Paragraph>
      </header>
      <div className="rs-contact__layout">
        <div className="rs-contact__main">
          <section
            className="rs-contact__card"
            style={{
              background: token.colorBgContainer,
              borderColor: token.colorBorderSecondary,
              borderRadius: token.borderRadiusLG + 4,
              boxShadow: token.boxShadow,
            }}
          >
            {sent ? (
              <ContactSuccess type={sent} onAgain={() => setSent(null)} />
            ) : (
              <ContactForm
                initialType={type}
                onSent={(sentType) => {
                  setType(sentType);
                  setSent(sentType);
                }}
              />
            )}
          </section>
          <MyContacts />
        </div>
        <ContactAside />
      </div>
    </div>
  );
}

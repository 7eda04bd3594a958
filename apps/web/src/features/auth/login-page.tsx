import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-logo.tsx';
import { Icon } from '../../components/plain/icon.tsx';
import { PlainTabs } from '../../components/plain/tabs.tsx';
import { paths } from '../../lib/paths.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { useSiteName } from '../../lib/use-site-name.ts';
import { preloadAccountRules } from './account-rules.ts';
import { LoginSidePanel } from './components/login-side-panel.tsx';
import { PasswordLoginForm } from './components/password-login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { SmsLoginForm } from './components/sms-login-form.tsx';
import './login-page.css';

/**
 * /login: password login, SMS login and sign-up in one card; a brand panel beside it on desktop.
 * Drawn without antd, like the other public pages (decision 033): its first load is small on a phone.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const siteName = useSiteName();
  const form = (
    // The fields' rules (account-rules.ts), for their first check, are asked when the visitor first
    // touches the form, not when it shows: their zod schemas take 60-100 ms of a phone's main thread
    // to build, which the page's load need not wait behind (a check waits for them if they are late).
    <div
      className="rs-login__main"
      onFocusCapture={preloadAccountRules}
      onPointerDownCapture={preloadAccountRules}
    >
      <button type="button" className="rs-login__back" onClick={() => void navigate(paths.home)}>
        <Icon icon={ArrowLeftOutlined} />
        <span>{t('page.backHome')}</span>
      </button>
      {isMobile ? <BrandMark size={40} /> : null}
      <h2 className="rs-login__title">{t('page.title', { siteName })}</h2>
      <p className="rs-login__subtitle">{t('page.subtitle')}</p>
      <PlainTabs
        defaultActiveKey="password"
        items={[
          { key: 'password', label: t('tabs.password'), children: <PasswordLoginForm /> },
          { key: 'sms', label: t('tabs.sms'), children: <SmsLoginForm /> },
          { key: 'register', label: t('tabs.register'), children: <RegisterForm /> },
        ]}
      />
    </div>
  );

  if (isMobile) return <div className="rs-login rs-login--phone">{form}</div>;

  return (
    <div className="rs-login">
      <div className="rs-login__card">
        <LoginSidePanel />
        {form}
      </div>
    </div>
  );
}

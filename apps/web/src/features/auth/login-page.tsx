import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tabs, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { useSiteName } from '../../lib/use-site-name.ts';
import { LoginSidePanel } from './components/login-side-panel.tsx';
import { PasswordLoginForm } from './components/password-login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { SmsLoginForm } from './components/sms-login-form.tsx';

/** /login: password login, SMS login and sign-up in one card; a brand panel beside it on desktop. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const siteName = useSiteName();

  const form = (
    <Flex
      vertical
      style={{ flex: '1 1 0', padding: isMobile ? '24px 20px' : '36px 40px', minWidth: 0 }}
    >
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => void navigate(paths.home)}
        style={{ alignSelf: 'flex-start', paddingInline: 0, marginBottom: 8 }}
      >
        {t('page.backHome')}
      </Button>
      {isMobile ? <BrandMark size={40} /> : null}
      <Typography.Title level={2} style={{ margin: '8px 0 4px' }}>
        {t('page.title', { siteName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('page.subtitle')}
      </Typography.Paragraph>
      <Tabs
        defaultActiveKey="password"
        destroyOnHidden={false}
        items={[
          { key: 'password', label: t('tabs.password'), children: <PasswordLoginForm /> },
          { key: 'sms', label: t('tabs.sms'), children: <SmsLoginForm /> },
          { key: 'register', label: t('tabs.register'), children: <RegisterForm /> },
        ]}
      />
    </Flex>
  );

  if (isMobile)
    return (
      <div style={{ background: token.colorBgContainer, minHeight: 'calc(100dvh - 60px)' }}>
        {form}
      </div>
    );

  return (
    <Flex justify="center" style={{ padding: '40px 24px 56px' }}>
      <Card
        variant="borderless"
        styles={{ body: { padding: 0, display: 'flex', minHeight: 600 } }}
        style={{
          width: '100%',
          maxWidth: 1000,
          overflow: 'hidden',
          boxShadow: token.boxShadowSecondary,
        }}
      >
        <LoginSidePanel />
        {form}
      </Card>
    </Flex>
  );
}

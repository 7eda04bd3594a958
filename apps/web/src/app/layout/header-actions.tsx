import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Icon } from '../../components/plain/icon.tsx';
import { PlainButton } from '../../components/plain/plain-button.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { loginPathFor } from '../../features/auth/index.ts';
import { paths } from '../../lib/paths.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { UserMenu } from './user-menu.tsx';
import './header.css';

/**
 * The right side of the full and assistant headers: language, theme, then login (not on the login
 * page itself, where it would only lead back to it) or the 'my' menu.
 */
export function HeaderActions() {
  const { t } = useTranslation('nav');
  const token = useAuthStore((s) => s.token);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const location = useLocation();
  const onLogin = () => {
    const here = `${location.pathname}${location.search}`;
    void navigate(location.pathname === paths.home ? paths.login : loginPathFor(here));
  };
  return (
    <div
      className={isMobile ? 'rs-header-actions rs-header-actions--compact' : 'rs-header-actions'}
    >
      <LanguageSwitch compact={isMobile} />
      <ThemeToggle />
      {token ? (
        <UserMenu compact={isMobile} />
      ) : location.pathname === paths.login ? null : (
        <PlainButton variant="primary" icon={<Icon icon={LoginOutlined} />} onClick={onLogin}>
          {t('login')}
        </PlainButton>
      )}
    </div>
  );
}

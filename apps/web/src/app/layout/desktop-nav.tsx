import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { mainNavItems } from './nav-items.ts';

export function DesktopNav() {
  const { t } = useTranslation('nav');
  const { token } = theme.useToken();
  return (
    <nav
      aria-label={t('mainNav')}
      style={{ display: 'flex', gap: 4, marginInlineStart: 16, minWidth: 0 }}
    >
      {mainNavItems.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          style={({ isActive }) => ({
            padding: '6px 12px',
            borderRadius: token.borderRadius,
            whiteSpace: 'nowrap',
            fontWeight: isActive ? 600 : 500,
            color: isActive ? token.colorPrimaryText : token.colorText,
            background: isActive ? token.colorPrimaryBg : 'transparent',
            transition: `background ${token.motionDurationMid}`,
          })}
        >
          {t(item.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

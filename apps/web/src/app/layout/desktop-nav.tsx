import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { mainNavItems } from './nav-items.ts';
import './header.css';

/** The sections in a row, the current one highlighted (narrower windows get MobileNavDrawer instead). */
export function DesktopNav() {
  const { t } = useTranslation('nav');
  return (
    <nav aria-label={t('mainNav')} className="rs-desktop-nav">
      {mainNavItems.map((item) => (
        <NavLink key={item.to} to={item.to} className="rs-desktop-nav__link">
          {t(item.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BottomSheet } from '../../components/plain/bottom-sheet.tsx';
import { Icon } from '../../components/plain/icon.tsx';
import { plainButtonClass } from '../../components/plain/plain-button.tsx';
import { paths } from '../../lib/paths.ts';
import { mainNavItems } from './nav-items.ts';
import './header.css';

/** The section a path is in, as the desktop row marks it: the path itself or below it (home: exact). */
const isIn = (pathname: string, to: string) =>
  to === paths.home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);

/** The features menu on phones and narrow windows: a bottom sheet listing every section, the current one marked. */
export function MobileNavDrawer() {
  const { t } = useTranslation(['nav', 'common']);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = [
    { to: paths.home, labelKey: 'home' },
    ...mainNavItems,
    { to: paths.aboutUs, labelKey: 'about' },
  ] as const;
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={plainButtonClass({ variant: 'text' }, false, 'rs-mobile-nav__button')}
        onClick={() => setOpen(true)}
        aria-label={t('featuresMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <Icon icon={AppstoreOutlined} />
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('featuresMenu')}
        closeLabel={t('common:actions.close')}
        returnFocusTo={button}
      >
        <nav aria-label={t('mainNav')}>
          <ul className="rs-mobile-nav__list">
            {items.map((item) => (
              <li key={item.to}>
                <button
                  type="button"
                  className={plainButtonClass(
                    { variant: 'text', block: true },
                    true,
                    'rs-mobile-nav__item',
                  )}
                  onClick={() => go(item.to)}
                  aria-current={isIn(pathname, item.to) ? 'page' : undefined}
                >
                  <span>{t(item.labelKey)}</span>
                  <Icon icon={RightOutlined} className="rs-mobile-nav__arrow" />
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </BottomSheet>
    </>
  );
}

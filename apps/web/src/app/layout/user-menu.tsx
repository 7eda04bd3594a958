import ControlOutlined from '@ant-design/icons-svg/es/asn/ControlOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import LaptopOutlined from '@ant-design/icons-svg/es/asn/LaptopOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MountWhenOpened } from '../../components/mount-when-opened.tsx';
import { Icon } from '../../components/plain/icon.tsx';
import { MenuButton, type MenuEntry } from '../../components/plain/menu.tsx';
import { plainButtonClass } from '../../components/plain/plain-button.tsx';
import { ChangePasswordModal, SessionsModal, useLogout } from '../../features/auth/index.ts';
import { PreferencesModal } from '../../features/preferences/index.ts';
import {
  CreditsHistoryModal,
  MyDrawer,
  UsagePanel,
  UserAvatar,
  type MyDrawerTab,
} from '../../features/user/index.ts';
import { paths } from '../../lib/paths.ts';
import { faceName, useAuthStore } from '../../stores/auth-store.ts';
import './user-menu.css';

// The drawer and the modals are lazy components (see each feature's index.ts): opened from the menu
// only, they load on first use rather than with every page's header.

/**
 * Signed in: a greeting with the nickname and the 'my' menu: credits history, robots, favourites,
 * preferences, password, devices, the admin area for superusers, logout, and under them the usage
 * (credits, questions left; asked for when the menu opens). No antd (decision 033): the menu is
 * components/plain/menu.tsx; the drawer and dialogs bring their own antd when first opened.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['nav', 'user']);
  const [creditsOpen, setCreditsOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const logout = useLogout();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<{ open: boolean; tab: MyDrawerTab }>({
    open: false,
    tab: 'robots',
  });
  const [prefsOpen, setPrefsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  // the face kept from the last visit until the user's details come (no 'Hi, ' that then grows,
  // no '?' that then changes colour)
  const face = useAuthStore((s) => s.user ?? s.face);
  const name = faceName(face);

  const onMenu = (key: string) => {
    if (key === 'robots' || key === 'favorites') setDrawer({ open: true, tab: key });
    else if (key === 'preferences') setPrefsOpen(true);
    else if (key === 'password') setPasswordOpen(true);
    else if (key === 'devices') setDevicesOpen(true);
    else if (key === 'credits') setCreditsOpen(true);
    else if (key === 'admin') void navigate(paths.admin);
    else if (key === 'logout') logout();
  };

  const items: MenuEntry[] = [
    { key: 'credits', icon: WalletOutlined, label: t('user:usage.history') },
    { key: 'robots', icon: RobotOutlined, label: t('my.robots') },
    { key: 'favorites', icon: HeartOutlined, label: t('my.favorites') },
    { key: 'preferences', icon: SettingOutlined, label: t('my.preferences') },
    { key: 'password', icon: KeyOutlined, label: t('my.password') },
    { key: 'devices', icon: LaptopOutlined, label: t('my.devices') },
    ...(user?.role === 'superuser'
      ? [{ key: 'admin', icon: ControlOutlined, label: t('my.admin') }]
      : []),
    { type: 'separator', key: 'separator' },
    { key: 'logout', icon: LogoutOutlined, label: t('my.logout'), danger: true },
  ];

  return (
    <>
      <MenuButton
        label={t('userMenu')}
        title={name ? t('greeting', { name }) : undefined}
        className={plainButtonClass({ variant: 'text' }, true, 'rs-user-menu__button')}
        items={items}
        onSelect={onMenu}
        // The usage panel goes under the items: it changes height when its figures arrive, and
        // above them it moved the items under a click already on its way.
        footer={<UsagePanel open />}
      >
        <UserAvatar user={face} size={30} />
        {compact ? null : (
          <span className="rs-user-menu__greeting" data-testid="greeting">
            {t('greeting', { name })}
          </span>
        )}
        <Icon icon={DownOutlined} className="rs-user-menu__chevron" />
      </MenuButton>
      <MountWhenOpened open={drawer.open}>
        <MyDrawer
          open={drawer.open}
          tab={drawer.tab}
          onTab={(tab) => setDrawer({ open: true, tab })}
          onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        />
      </MountWhenOpened>
      <MountWhenOpened open={prefsOpen}>
        <PreferencesModal open={prefsOpen} onClose={() => setPrefsOpen(false)} />
      </MountWhenOpened>
      <MountWhenOpened open={passwordOpen}>
        <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      </MountWhenOpened>
      <MountWhenOpened open={creditsOpen}>
        <CreditsHistoryModal open={creditsOpen} onClose={() => setCreditsOpen(false)} />
      </MountWhenOpened>
      <MountWhenOpened open={devicesOpen}>
        <SessionsModal open={devicesOpen} onClose={() => setDevicesOpen(false)} />
      </MountWhenOpened>
    </>
  );
}

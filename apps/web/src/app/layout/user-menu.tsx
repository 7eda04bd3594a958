import {
  ControlOutlined,
  DownOutlined,
  HeartOutlined,
  KeyOutlined,
  LaptopOutlined,
  LogoutOutlined,
  RobotOutlined,
  SettingOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Typography, theme } from 'antd';
import { cloneElement, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MountWhenOpened } from '../../components/mount-when-opened.tsx';
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
import { useAuthStore } from '../../stores/auth-store.ts';

// The drawer and the modals are lazy components (see each feature's index.ts): opened from the menu
// only, they load on first use rather than with every page's header.

/**
 * Signed in: a greeting with the nickname and the 'my' menu: credits history, robots, favourites,
 * preferences, password, devices, the admin area for superusers, logout, and under them the usage
 * (credits, questions left; asked for when the menu opens).
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['nav', 'user']);
  const { token } = theme.useToken();
  const [menuOpen, setMenuOpen] = useState(false);
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
  const name = user?.nickname || user?.username || '';

  const onMenu = (key: string) => {
    if (key === 'robots' || key === 'favorites') setDrawer({ open: true, tab: key });
    else if (key === 'preferences') setPrefsOpen(true);
    else if (key === 'password') setPasswordOpen(true);
    else if (key === 'devices') setDevicesOpen(true);
    else if (key === 'credits') setCreditsOpen(true);
    else if (key === 'admin') void navigate(paths.admin);
    else if (key === 'logout') logout();
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        open={menuOpen}
        onOpenChange={setMenuOpen}
        popupRender={(menu) => (
          <div
            style={{
              background: token.colorBgElevated,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowSecondary,
              maxWidth: 'calc(100vw - 16px)',
            }}
          >
            {/* The usage panel goes under the items: it changes height when its figures arrive,
                and above them it moved the items under a click already on its way. */}
            {cloneElement(menu as ReactElement<{ style?: object }>, {
              style: { boxShadow: 'none', borderBottom: `1px solid ${token.colorSplit}` },
            })}
            <UsagePanel open={menuOpen} />
          </div>
        )}
        menu={{
          onClick: ({ key }) => {
            setMenuOpen(false);
            onMenu(key);
          },
          items: [
            { key: 'credits', icon: <WalletOutlined />, label: t('user:usage.history') },
            { key: 'robots', icon: <RobotOutlined />, label: t('my.robots') },
            { key: 'favorites', icon: <HeartOutlined />, label: t('my.favorites') },
            { key: 'preferences', icon: <SettingOutlined />, label: t('my.preferences') },
            { key: 'password', icon: <KeyOutlined />, label: t('my.password') },
            { key: 'devices', icon: <LaptopOutlined />, label: t('my.devices') },
            ...(user?.role === 'superuser'
              ? [{ key: 'admin', icon: <ControlOutlined />, label: t('my.admin') }]
              : []),
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('my.logout'), danger: true },
          ],
        }}
      >
        <Button
          type="text"
          aria-label={t('userMenu')}
          style={{ height: 44, paddingInline: 6, display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <UserAvatar user={user} size={30} />
          {compact ? null : (
            <Typography.Text style={{ maxWidth: 160 }} ellipsis data-testid="greeting">
              {t('greeting', { name })}
            </Typography.Text>
          )}
          <DownOutlined style={{ fontSize: 11 }} aria-hidden />
        </Button>
      </Dropdown>
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

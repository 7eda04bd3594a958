import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import type { SessionView } from '@robot/contracts';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** 'WeChat on iOS', 'Chrome', or 'Unknown device': what a person recognises a sign-in by. */
export function useDeviceName(): (device: SessionView['device']) => string {
  const { t } = useTranslation('account');
  return ({ browser, os }) => {
    if (browser && os) return t('sessions.device', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };
}

/** One signed-in device: its name, 'this device', when it was last used, and its sign-out button. */
export function SessionRow({
  session,
  formatTime,
  busy,
  onSignOut,
}: {
  session: SessionView;
  formatTime: (iso: string) => string;
  busy: boolean;
  onSignOut: (session: SessionView) => void;
}) {
  const { t } = useTranslation('account');
  const name = useDeviceName()(session.device);
  const Icon = session.device.mobile ? MobileOutlined : DesktopOutlined;
  return (
    <li className="rs-session-row" data-testid="session-row">
      <Icon className="rs-session-icon" aria-hidden />
      <div className="rs-session-text">
        <div className="rs-session-name">
          <Typography.Text strong>{name}</Typography.Text>
          {session.current ? <Tag color="green">{t('sessions.thisDevice')}</Tag> : null}
        </div>
        <Typography.Text type="secondary" className="rs-session-meta">
          {t('sessions.lastUsed', { time: formatTime(session.lastUsedAt) })}
          {' · '}
          {t('sessions.signedIn', { time: formatTime(session.createdAt) })}
        </Typography.Text>
      </div>
      <Button
        size="small"
        loading={busy}
        onClick={() => onSignOut(session)}
        aria-label={t('sessions.signOutNamed', { device: name })}
      >
        {t('sessions.signOut')}
      </Button>
    </li>
  );
}

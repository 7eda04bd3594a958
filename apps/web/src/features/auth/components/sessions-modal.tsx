import type { SessionView } from '@robot/contracts';
import { Alert, Button, Empty, Modal, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../api/get-sessions.ts';
import { logoutEverywhere } from '../api/logout-everywhere.ts';
import { useRevokeSessionMutation } from '../api/revoke-session.ts';
import { useForgetLogin } from '../use-forget-login.ts';
import { SessionRow } from './session-row.tsx';
import './sessions-modal.css';
import { useFeedback } from '../../../lib/feedback.ts';

/**
 * The devices (sessions) signed in to this account: sign one out, or every one. Ending this device's
 * own session, or all of them, asks first and then signs out here too.
 */
export function SessionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const { message, modal } = useFeedback();
  const sessions = useSessions(open);
  const revoke = useRevokeSessionMutation();
  const forgetLogin = useForgetLogin();

  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);

  const signOut = (session: SessionView) => {
    if (!session.current) {
      revoke.mutate(session.id, {
        onSuccess: () => void message.success(t('sessions.signedOut')),
      });
      return;
    }
    modal.confirm({
      title: t('sessions.currentTitle'),
      content: t('sessions.currentContent'),
      okText: t('sessions.signOut'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        await revoke.mutateAsync(session.id);
        onClose();
        await forgetLogin();
      },
    });
  };

  const signOutEverywhere = () =>
    modal.confirm({
      title: t('sessions.everywhereTitle'),
      content: t('sessions.everywhereContent'),
      okText: t('sessions.signOutEverywhere'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        await logoutEverywhere();
        onClose();
        await forgetLogin();
      },
    });

  const list = sessions.data?.list ?? [];
  return (
    <Modal
      open={open}
      title={t('sessions.title')}
      onCancel={onClose}
      footer={
        <div className="rs-sessions-footer">
          <Button danger onClick={signOutEverywhere} disabled={list.length === 0}>
            {t('sessions.signOutEverywhere')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </div>
      }
    >
      <Typography.Paragraph type="secondary">{t('sessions.intro')}</Typography.Paragraph>
      {sessions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : sessions.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('sessions.loadFailed')}
          action={
            <Button size="small" onClick={() => void sessions.refetch()}>
              {t('sessions.retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <Empty description={t('sessions.empty')} />
      ) : (
        <ul className="rs-session-list" aria-label={t('sessions.title')}>
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              formatTime={formatTime}
              busy={revoke.isPending && revoke.variables === session.id}
              onSignOut={signOut}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}

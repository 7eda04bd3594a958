import { CrownOutlined, StopOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import type { AdminUserSummary } from '@robot/contracts';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../../../stores/auth-store.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { useFeedback } from '../../../../../lib/feedback.ts';

/** Disable or enable the account, and switch the role; each after a confirmation. */
export function UserActions({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation('admin');
  const { modal, message } = useFeedback();
  const me = useAuthStore((s) => s.user);
  const update = useUpdateUser();
  // Locking oneself out is never what was meant; the server refuses it too.
  const self = me?.uuid === user.uuid;

  const toggleDisabled = () =>
    modal.confirm({
      title: user.disabled ? t('users.enableTitle') : t('users.disableTitle'),
      content: user.disabled ? t('users.enableText') : t('users.disableText'),
      okText: user.disabled ? t('users.enable') : t('users.disable'),
      okButtonProps: { danger: !user.disabled },
      cancelText: t('cancel'),
      onOk: async () => {
        await update.mutateAsync({ uuid: user.uuid, disabled: !user.disabled });
        void message.success(user.disabled ? t('users.enabled') : t('users.disabledDone'));
      },
    });

  const nextRole = user.role === 'superuser' ? 'user' : 'superuser';
  const switchRole = () =>
    modal.confirm({
      title: t('users.roleTitle'),
      content: t('users.roleText', { role: t(`roles.${nextRole}`) }),
      okText: t('users.roleOk'),
      cancelText: t('cancel'),
      onOk: async () => {
        await update.mutateAsync({ uuid: user.uuid, role: nextRole });
        void message.success(t('users.saved'));
      },
    });

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Button
          danger={!user.disabled}
          icon={user.disabled ? <UnlockOutlined aria-hidden /> : <StopOutlined aria-hidden />}
          onClick={toggleDisabled}
          disabled={self}
        >
          {user.disabled ? t('users.enable') : t('users.disable')}
        </Button>
        <Button
          icon={
            nextRole === 'superuser' ? <CrownOutlined aria-hidden /> : <UserOutlined aria-hidden />
          }
          onClick={switchRole}
          disabled={self}
        >
          {nextRole === 'superuser' ? t('users.makeSuperuser') : t('users.makeUser')}
        </Button>
      </Flex>
      {self ? <Typography.Text type="secondary">{t('users.selfNote')}</Typography.Text> : null}
    </Flex>
  );
}

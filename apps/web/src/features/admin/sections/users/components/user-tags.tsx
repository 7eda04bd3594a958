import type { AdminUserSummary } from '@robot/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A user's role, and whether they are disabled. */
export function UserTags({ user }: { user: Pick<AdminUserSummary, 'role' | 'disabled'> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Tag color={user.role === 'superuser' ? 'gold' : 'default'}>{t(`roles.${user.role}`)}</Tag>
      {user.disabled ? <Tag color="red">{t('users.disabled')}</Tag> : null}
    </>
  );
}

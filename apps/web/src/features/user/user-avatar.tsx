import type { UserInfo } from '@robot/contracts';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';

const palette = ['#4f46e5', '#0891b2', '#db2777', '#059669', '#d97706', '#7c3aed'];

/** The user's portrait, or their initial on a colour picked from their uuid. */
export function UserAvatar({ user, size = 32 }: { user: UserInfo | null; size?: number }) {
  const { t } = useTranslation('user');
  const name = user?.nickname || user?.username || '?';
  const seed = [...(user?.uuid ?? name)].reduce((n, c) => n + c.charCodeAt(0), 0);
  if (user?.headportraitUrl) {
    return <Avatar size={size} src={user.headportraitUrl} alt={t('drawer.avatarAlt', { name })} />;
  }
  return (
    <Avatar
      size={size}
      style={{ background: palette[seed % palette.length], flex: 'none' }}
      aria-label={t('drawer.avatarAlt', { name })}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFace } from '../../stores/auth-store.ts';
import './user-avatar.css';

/** Each at >= 4.5:1 under the white initial (the 600 shades of cyan, emerald and amber gave 3.2-3.8:1). */
export const avatarPalette = ['#4f46e5', '#0e7490', '#db2777', '#047857', '#b45309', '#7c3aed'];

/**
 * The user's portrait, or their initial on a colour picked from their uuid: a round `size` px
 * picture as antd's Avatar drew it, without antd (the header has none, decision 033). The header
 * passes the face kept from the last visit until the user's details come.
 */
export function UserAvatar({ user, size = 32 }: { user: UserFace | null; size?: number }) {
  const { t } = useTranslation('user');
  const name = user?.nickname || user?.username || '?';
  const seed = [...(user?.uuid || name)].reduce((n, c) => n + c.charCodeAt(0), 0);
  const box: CSSProperties = { width: size, height: size };
  // a portrait that does not load (removed, or kept from the last visit and changed since): the initial
  const [failed, setFailed] = useState<string | null>(null);
  const portrait = user?.headportraitUrl;
  if (portrait && failed !== portrait) {
    return (
      <span className="rs-avatar rs-avatar--image" style={box}>
        <img
          src={portrait}
          alt={t('drawer.avatarAlt', { name })}
          onError={() => setFailed(portrait)}
        />
      </span>
    );
  }
  return (
    <span
      role="img"
      className="rs-avatar"
      style={{ ...box, background: avatarPalette[seed % avatarPalette.length] }}
      aria-label={t('drawer.avatarAlt', { name })}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { DirectoryKind } from '@robot/contracts';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginPathFor } from '../../auth/index.ts';
import { useFavoriteItemMutation } from '../api/favorite-item.ts';

/**
 * Favourite toggle of a detail page. Optimistic: the heart and count change at once and roll back if
 * the server refuses (its error is shown by the API client). Signed out, it goes to login and back.
 */
export function FavoriteButton({
  kind,
  uuid,
  isFavorite,
}: {
  kind: DirectoryKind;
  uuid: string;
  isFavorite: boolean;
}) {
  const { t } = useTranslation('directories');
  const { token } = theme.useToken();
  const signedIn = useAuthStore((s) => !!s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const favorite = useFavoriteItemMutation(kind);

  const onClick = () => {
    if (!signedIn) {
      void navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    // A second click while the first is on its way would race it; the pressed state answers at once.
    if (favorite.isPending) return;
    favorite.mutate({ uuid, favorite: !isFavorite });
  };

  return (
    <Button
      size="large"
      block
      aria-pressed={isFavorite}
      icon={isFavorite ? <HeartFilled style={{ color: token.colorError }} /> : <HeartOutlined />}
      onClick={onClick}
    >
      {isFavorite ? t('detail.favorited') : t('detail.favorite')}
    </Button>
  );
}

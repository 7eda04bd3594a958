import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginPathFor } from '../../auth/index.ts';
import { useFavoriteRobotMutation } from '../api/favorite-robot.ts';

/**
 * Favourite toggle of the detail page. Optimistic: the heart and count change at once and roll back
 * if the server refuses (its error is shown by the API client). Signed out, it goes to login and back.
 */
export function FavoriteButton({
  uuid,
  isFavorite,
  size = 'large',
}: {
  uuid: string;
  isFavorite: boolean;
  size?: 'middle' | 'large';
}) {
  const { t } = useTranslation('robots');
  const { token } = theme.useToken();
  const signedIn = useAuthStore((s) => !!s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const favorite = useFavoriteRobotMutation();

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
      size={size}
      aria-pressed={isFavorite}
      icon={isFavorite ? <HeartFilled style={{ color: token.colorError }} /> : <HeartOutlined />}
      onClick={onClick}
    >
      {isFavorite ? t('detail.favorited') : t('detail.favorite')}
    </Button>
  );
}

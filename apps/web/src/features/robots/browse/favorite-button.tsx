import { useTranslation } from 'react-i18next';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLoginAndBack } from '../../auth/index.ts';
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
  const signedIn = useAuthStore((s) => !!s.token);
  const toLogin = useLoginAndBack();
  const favorite = useFavoriteRobotMutation();
  return (
    <FavoriteToggle
      isFavorite={isFavorite}
      pending={favorite.isPending}
      onChange={(next) => (signedIn ? favorite.mutate({ uuid, favorite: next }) : toLogin())}
      labels={{ favorite: t('detail.favorite'), favorited: t('detail.favorited') }}
      size={size}
    />
  );
}

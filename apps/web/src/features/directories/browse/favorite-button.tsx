import type { DirectoryKind } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLoginAndBack } from '../../auth/index.ts';
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
  const signedIn = useAuthStore((s) => !!s.token);
  const toLogin = useLoginAndBack();
  const favorite = useFavoriteItemMutation(kind);
  return (
    <FavoriteToggle
      isFavorite={isFavorite}
      pending={favorite.isPending}
      onChange={(next) => (signedIn ? favorite.mutate({ uuid, favorite: next }) : toLogin())}
      labels={{ favorite: t('detail.favorite'), favorited: t('detail.favorited') }}
      block
    />
  );
}

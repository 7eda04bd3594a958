import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import type { DirectoryKind } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginPathFor } from '../../auth/index.ts';
import { useFavoriteItemMutation } from '../api/favorite-item.ts';

/**
 * Favourite toggle of a detail page. Optimistic: the heart and count change at once and roll back if
 * the server refuses (its error is shown by the API client). Signed out, it goes to login and back.
 * A plain button with antd's look (decision 034).
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
    <PlainButton
      variant="default"
      size="large"
      block
      aria-pressed={isFavorite}
      icon={
        isFavorite ? (
          <Icon icon={HeartFilled} style={{ color: 'var(--ant-color-error)' }} />
        ) : (
          <Icon icon={HeartOutlined} />
        )
      }
      onClick={onClick}
    >
      {isFavorite ? t('detail.favorited') : t('detail.favorite')}
    </PlainButton>
  );
}

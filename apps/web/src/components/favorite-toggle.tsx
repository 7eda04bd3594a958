import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { Icon } from './plain/icon.tsx';
import { PlainButton } from './plain/plain-button.tsx';

/**
 * A detail page's favourite button: a pressed heart while favourited. `onChange` gets the wanted
 * state; a press while the last change is on its way is ignored (it would race it, and the pressed
 * state already answers). A plain button with antd's look (decision 034).
 */
export function FavoriteToggle({
  isFavorite,
  pending,
  onChange,
  labels,
  size = 'large',
  block,
}: {
  isFavorite: boolean;
  pending: boolean;
  onChange: (favorite: boolean) => void;
  labels: { favorite: string; favorited: string };
  size?: 'middle' | 'large';
  block?: boolean;
}) {
  return (
    <PlainButton
      variant="default"
      size={size}
      block={block}
      aria-pressed={isFavorite}
      icon={
        isFavorite ? (
          <Icon icon={HeartFilled} style={{ color: 'var(--ant-color-error)' }} />
        ) : (
          <Icon icon={HeartOutlined} />
        )
      }
      onClick={() => {
        if (!pending) onChange(!isFavorite);
      }}
    >
      {isFavorite ? labels.favorited : labels.favorite}
    </PlainButton>
  );
}

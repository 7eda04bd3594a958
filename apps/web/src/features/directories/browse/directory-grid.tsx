import type { DirectoryKind } from '@robot/contracts';
import { Flex, Skeleton, theme } from 'antd';
import type { DirectoryCard as CardData } from '../kinds.ts';
import { DirectoryCard } from './directory-card.tsx';

/** The shape of a card while the list loads, so nothing jumps when the cards arrive. */
function CardSkeleton({ wide }: { wide: boolean }) {
  const { token } = theme.useToken();
  return (
    <div
      aria-hidden
      style={{
        height: '100%',
        minHeight: 170,
        overflow: 'hidden',
        boxSizing: 'border-box',
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {wide ? (
        <div style={{ aspectRatio: '16 / 9', background: token.colorFillQuaternary }} />
      ) : null}
      <div style={{ padding: 16 }}>
        <Flex gap={12} align="center">
          {wide ? null : <Skeleton.Avatar active shape="square" size={48} />}
          <Skeleton active title={{ width: '70%' }} paragraph={false} style={{ flex: 1 }} />
        </Flex>
        <Skeleton
          active
          title={false}
          paragraph={{ rows: 2, width: ['100%', '80%'] }}
          style={{ marginTop: 14 }}
        />
      </div>
    </div>
  );
}

/** Cards in the responsive grid, followed by `skeletons` placeholders while more are loading. */
export function DirectoryGrid({
  kind,
  items,
  skeletons = 0,
  label,
}: {
  kind: DirectoryKind;
  items: readonly CardData[];
  skeletons?: number;
  label: string;
}) {
  const wide = kind !== 'aitool';
  return (
    <ul
      className={wide ? 'rs-dir-grid rs-dir-grid--wide' : 'rs-dir-grid'}
      aria-label={label}
      aria-busy={skeletons > 0}
    >
      {items.map((item) => (
        <li key={item.uuid}>
          <DirectoryCard kind={kind} item={item} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`}>
          <CardSkeleton wide={wide} />
        </li>
      ))}
    </ul>
  );
}

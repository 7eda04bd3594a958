import type { DirectoryKind } from '@robot/contracts';
import { SkeletonBlock } from '../../../components/plain/skeleton.tsx';
import type { DirectoryCard as CardData } from '../kinds.ts';
import { DirectoryCard } from './directory-card.tsx';
import { useCategoryNamer } from './use-category-names.ts';

/** The shape of a card while the list loads, so nothing jumps when the cards arrive. */
function CardSkeleton({ wide }: { wide: boolean }) {
  return (
    <div aria-hidden className="rs-dir-card rs-dir-card--skeleton">
      {wide ? <div className="rs-dir-card__cover-placeholder" /> : null}
      <div className="rs-dir-card__text">
        <div className="rs-dir-card__head">
          {wide ? null : <SkeletonBlock shape="square" width={48} />}
          <SkeletonBlock shape="title" width="70%" />
        </div>
        <div>
          <SkeletonBlock />
          <SkeletonBlock width="80%" />
        </div>
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
  const namesOf = useCategoryNamer(kind);
  return (
    <ul
      className={wide ? 'rs-dir-grid rs-dir-grid--wide' : 'rs-dir-grid'}
      aria-label={label}
      aria-busy={skeletons > 0}
      // data-rs-wait: the first page on its way; the app shell, which drew the articles' first
      // cards from the same read, stays in front (app-shell-style.ts)
      data-rs-wait={items.length === 0 && skeletons > 0 ? '' : undefined}
    >
      {items.map((item) => (
        <li key={item.uuid}>
          <DirectoryCard
            kind={kind}
            item={item}
            categoryNames={namesOf(item.categories.slice(0, 2))}
          />
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

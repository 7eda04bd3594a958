import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.tsx';
import './admin-list.css';

export interface AdminListProps<T> {
  /** the rows, in order; none (or undefined) shows `emptyText` */
  items: readonly T[] | undefined;
  /** a stable key of each row */
  itemKey: (item: T, index: number) => Key;
  /** one row's content (an `AdminListMeta`, or any markup) */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * A click anywhere on a row, for the pointer (the row gets `rs-admin-row`). The row's main action
   * must also be a real button or link inside it, for the keyboard; it stops the click's propagation.
   */
  onItemClick?: (item: T) => void;
  /** a spinner over the rows (dimmed) or in place of the empty text */
  loading?: boolean;
  /** shown when there are no rows and nothing is loading; nothing when left out */
  emptyText?: ReactNode;
  /** rows' padding: antd List's default (12 px, flush) or small (8 px 16 px) */
  size?: 'middle' | 'small';
  /** rows split by a line, or a grid of cards: 1 column on phones, 2 from 768 px, 4 from 1600 px */
  layout?: 'rows' | 'grid';
  'aria-label'?: string;
}

/**
 * A list of the admin sections in plain `<ul>`/`<li>` markup with antd List's look, read from the
 * theme's variables (antd 6 deprecates its List; decision 034 for the plain pieces).
 */
export function AdminList<T>({
  items,
  itemKey,
  renderItem,
  onItemClick,
  loading = false,
  emptyText,
  size = 'middle',
  layout = 'rows',
  'aria-label': ariaLabel,
}: AdminListProps<T>) {
  const { t } = useTranslation();
  const classes = [
    'rs-admin-list',
    size === 'small' ? 'rs-admin-list--small' : '',
    layout === 'grid' ? 'rs-admin-list--grid' : '',
    loading ? 'rs-admin-list--loading' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const rowClass = onItemClick ? 'rs-admin-list__item rs-admin-row' : 'rs-admin-list__item';
  return (
    <div className={classes} aria-busy={loading || undefined}>
      {items && items.length > 0 ? (
        <ul className="rs-admin-list__items" aria-label={ariaLabel}>
          {items.map((item, index) => (
            <li
              key={itemKey(item, index)}
              className={rowClass}
              onClick={onItemClick ? () => onItemClick(item) : undefined}
            >
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      ) : !loading && emptyText ? (
        <p className="rs-admin-list__empty">{emptyText}</p>
      ) : null}
      {loading ? (
        <div className="rs-admin-list__loading" role="status">
          <Spinner />
          <span className="rs-visually-hidden">{t('loading')}</span>
        </div>
      ) : null}
    </div>
  );
}

/** antd List.Item.Meta's layout: a title above a description in the secondary tone. */
export function AdminListMeta({
  title,
  description,
}: {
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="rs-admin-list__meta">
      <div className="rs-admin-list__title">{title}</div>
      {description ? <div className="rs-admin-list__description">{description}</div> : null}
    </div>
  );
}

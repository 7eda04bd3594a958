import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';

interface LiveSectionProps<T> {
  id: string;
  title: string;
  subtitle: string;
  /** the section's list page */
  moreTo: string;
  moreLabel: string;
  emptyText: string;
  /** how many items the section asks for: the skeleton keeps room for all of them */
  size: number;
  query: UseQueryResult<T[]>;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  sectionRef?: Ref<HTMLElement>;
}

/**
 * A home-page section filled from the API. Until its data is there (or before it is asked for) it
 * shows a skeleton with the room of a full answer, so the page does not jump; then the items, a
 * gentle empty message, or the error with a retry.
 */
export function LiveSection<T>({
  id,
  title,
  subtitle,
  moreTo,
  moreLabel,
  emptyText,
  size,
  query,
  renderItem,
  keyOf,
  sectionRef,
}: LiveSectionProps<T>) {
  const { t } = useTranslation('home');
  const headingId = `${id}-title`;

  let body: ReactNode;
  if (query.isSuccess && query.data.length > 0) {
    body = (
      <ul className="rs-home-items">
        {query.data.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  } else if (query.isSuccess) {
    body = (
      <p className="rs-home-live__note">
        {emptyText} <Link to={moreTo}>{moreLabel}</Link>
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="rs-home-live__note" role="alert">
        <span>{t('live.error')}</span>
        {/* While it asks again: a turning icon, and a second press does nothing (antd's loading). */}
        <PlainButton
          variant="default"
          className={query.isFetching ? 'rs-home-live__retry--loading' : undefined}
          aria-busy={query.isFetching || undefined}
          icon={
            query.isFetching ? (
              <Icon icon={LoadingOutlined} className="rs-home-live__spin" />
            ) : (
              <Icon icon={ReloadOutlined} />
            )
          }
          onClick={() => {
            if (!query.isFetching) void query.refetch();
          }}
        >
          {t('live.retry')}
        </PlainButton>
      </div>
    );
  } else {
    body = (
      <ul className="rs-home-items" aria-busy="true" aria-label={t('live.loading')}>
        {Array.from({ length: size }, (_, i) => (
          <li key={i} className="rs-home-item rs-home-item--skeleton" aria-hidden>
            <span className="rs-home-item__thumb" />
            <span className="rs-home-item__body">
              <span className="rs-home-skeleton-line" />
              <span className="rs-home-skeleton-line rs-home-skeleton-line--short" />
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section ref={sectionRef} className="rs-home__section rs-home-live" aria-labelledby={headingId}>
      <div className="rs-home-live__head">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p>{subtitle}</p>
        </div>
        <Link to={moreTo} className="rs-home-live__more">
          {moreLabel}
          <Icon icon={ArrowRightOutlined} />
        </Link>
      </div>
      {body}
    </section>
  );
}

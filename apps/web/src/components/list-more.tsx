import { Limits } from '@robot/contracts/client';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { stoppedAtDepth, type ListPage } from '../lib/next-skip.ts';
import { useLoadMoreSentinel } from '../lib/use-load-more-sentinel.ts';
import { PlainButton } from './plain/plain-button.tsx';
import './plain/text.css';
import './list-more.css';

export interface ListMoreTexts {
  /** the button's text */
  more: string;
  /** the button's text after the last page failed to load */
  retryMore: string;
  /** no next page because the server pages the list no deeper (with the count shown) */
  narrow: string;
  /** the whole list is shown */
  end: string;
}

/**
 * What stands under a public infinite list (the robot square, the directories): a sentinel that
 * loads the next page when it scrolls within reach, and the button that does the same for a
 * keyboard or a browser without IntersectionObserver (its text says when the last try failed).
 * With no next page it says why: the server pages no deeper (narrow the search), or the end,
 * said only past half a page. `shown` is how many items the list draws.
 */
export function ListMore({
  query,
  shown,
  pageSize,
  texts,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage>>;
  shown: number;
  pageSize: number;
  texts: ListMoreTexts;
}) {
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(
    () => {
      if (canLoadMore) void query.fetchNextPage();
    },
    canLoadMore,
    shown,
  );

  return (
    <>
      <div ref={sentinel} aria-hidden className="rs-list-more__sentinel" />
      <div className="rs-list-more">
        {query.hasNextPage ? (
          <PlainButton
            variant="default"
            size="large"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchNextPageError ? texts.retryMore : texts.more}
          </PlainButton>
        ) : stoppedAtDepth(query.data?.pages ?? [], Limits.list.publicMaxSkip) ? (
          <span className="rs-text rs-text--secondary">{texts.narrow}</span>
        ) : shown > pageSize / 2 ? (
          <span className="rs-text rs-text--secondary">{texts.end}</span>
        ) : null}
      </div>
    </>
  );
}

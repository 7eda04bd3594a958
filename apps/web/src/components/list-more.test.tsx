import { Limits } from '@robot/contracts/client';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSkip } from '../lib/next-skip.ts';
import { scrollNear, stubIntersectionObserver } from '../test/fake-intersection-observer.ts';
import { ListMore } from './list-more.tsx';

const texts = { more: 'More', retryMore: 'Retry more', narrow: 'Narrow it', end: 'The end' };

/**
 * A list of `total` numbers served `pageSize` at a time, as the public lists page (no deeper than
 * `Limits.list.publicMaxSkip`); `fail(skip)` makes that page's read fail.
 */
function List({
  total,
  pageSize,
  fail = () => false,
  read,
}: {
  total: number;
  pageSize: number;
  fail?: (skip: number) => boolean;
  read: (skip: number) => void;
}) {
  const query = useInfiniteQuery({
    queryKey: ['numbers', total, pageSize],
    queryFn: ({ pageParam }) => {
      read(pageParam);
      if (fail(pageParam)) return Promise.reject(new Error('down'));
      const size = Math.max(0, Math.min(pageSize, total - pageParam));
      return Promise.resolve({
        list: Array.from({ length: size }, (_, i) => pageParam + i),
        total,
      });
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages, Limits.list.publicMaxSkip),
    retry: false,
  });
  const shown = query.data?.pages.reduce((n, p) => n + p.list.length, 0) ?? 0;
  return (
    <>
      <output>{shown}</output>
      <ListMore query={query} shown={shown} pageSize={pageSize} texts={texts} />
    </>
  );
}

const renderList = (props: Omit<Parameters<typeof List>[0], 'read'>) => {
  const read = vi.fn<(skip: number) => void>();
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <List {...props} read={read} />
    </QueryClientProvider>,
  );
  return { ...view, read };
};

const shownCount = () => Number(screen.getByRole('status').textContent);

beforeEach(stubIntersectionObserver);
afterEach(() => vi.unstubAllGlobals());

describe('ListMore', () => {
  it('loads the next page with its button, then says the end once all are shown', async () => {
    const { read } = renderList({ total: 30, pageSize: 20 });
    await user().click(await screen.findByRole('button', { name: 'More' }));
    expect(await screen.findByText('The end')).toBeVisible();
    expect(shownCount()).toBe(30);
    expect(read.mock.calls.map(([skip]) => skip)).toEqual([0, 20]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the next page when its sentinel scrolls near, once per page', async () => {
    const { read } = renderList({ total: 50, pageSize: 20 });
    await screen.findByRole('button', { name: 'More' });
    scrollNear();
    await vi.waitFor(() => expect(shownCount()).toBe(40));
    scrollNear();
    await vi.waitFor(() => expect(shownCount()).toBe(50));
    scrollNear();
    expect(read.mock.calls.map(([skip]) => skip)).toEqual([0, 20, 40]);
  });

  it('says nothing under a short list', async () => {
    const { container } = renderList({ total: 8, pageSize: 20 });
    await vi.waitFor(() => expect(shownCount()).toBe(8));
    expect(container.querySelector('.rs-list-more')).toBeEmptyDOMElement();
  });

  it('offers a retry after a failed page, and the sentinel waits for it', async () => {
    let down = true;
    const { read } = renderList({ total: 50, pageSize: 20, fail: (skip) => down && skip > 0 });
    await user().click(await screen.findByRole('button', { name: 'More' }));
    const retry = await screen.findByRole('button', { name: 'Retry more' });
    scrollNear();
    expect(read).toHaveBeenCalledTimes(2);
    down = false;
    await user().click(retry);
    await vi.waitFor(() => expect(shownCount()).toBe(40));
    expect(screen.getByRole('button', { name: 'More' })).toBeVisible();
  });

  it('asks to narrow the search where the server pages no deeper', async () => {
    const pageSize = Limits.list.publicMaxSkip / 2;
    const { read } = renderList({ total: Limits.list.publicMaxSkip * 3, pageSize });
    for (const skip of [pageSize, pageSize * 2]) {
      await user().click(await screen.findByRole('button', { name: 'More' }));
      await vi.waitFor(() => expect(shownCount()).toBe(skip + pageSize));
    }
    expect(await screen.findByText('Narrow it')).toBeVisible();
    expect(screen.queryByText('The end')).toBeNull();
    expect(read).toHaveBeenCalledTimes(3);
  });
});

const user = () => userEvent.setup();

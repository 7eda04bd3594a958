import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { nextSkip } from '../../../lib/next-skip.ts';
import type { DirectoryCard } from '../kinds.ts';

/** One page of the user's own lists. */
export const MY_PAGE_SIZE = 20;

export interface CardPage {
  list: DirectoryCard[];
  total: number;
}

/** A page of the user's submissions or favourites of `kind` (the screen shows its own error state). */
export const fetchMyPage = (
  kind: DirectoryKind,
  which: 'mine' | 'favorites',
  skip: number,
  signal: AbortSignal,
): Promise<CardPage> =>
  apiCall(directoryApis[kind][which] as typeof directoryApis.aitool.mine, {
    query: { skip, limit: MY_PAGE_SIZE },
    signal,
    silent: true,
  });

export const useMyPagesQuery = (
  kind: DirectoryKind,
  which: 'mine' | 'favorites',
  queryKey: readonly unknown[],
  enabled: boolean,
) =>
  useInfiniteQuery({
    queryKey,
    enabled,
    queryFn: ({ pageParam, signal }) => fetchMyPage(kind, which, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

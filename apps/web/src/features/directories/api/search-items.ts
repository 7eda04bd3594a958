import { directoryApis, Limits, type DirectoryKind } from '@robot/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { nextSkip } from '../../../lib/next-skip.ts';
import type { ListParams } from '../../../lib/use-list-params.ts';
import type { DirectoryCard } from '../kinds.ts';
import { directoryKeys } from './query-keys.ts';

/** 24 fills whole rows of the 4, 3, 2 and 1 column grids. */
export const ITEMS_PAGE_SIZE = 24;

export type DirectorySearchParams = ListParams;

export interface DirectoryPage {
  list: DirectoryCard[];
  total: number;
}

export const searchItems = (
  kind: DirectoryKind,
  params: DirectorySearchParams,
  skip: number,
  signal?: AbortSignal,
): Promise<DirectoryPage> =>
  apiCall(directoryApis[kind].search, {
    query: {
      keyword: params.keyword || undefined,
      category: params.category ?? undefined,
      sort: params.sort,
      skip,
      limit: ITEMS_PAGE_SIZE,
    },
    signal,
    // The list renders its own error state with a retry.
    silent: true,
  });

/** A kind's pages of search results; the next page starts where the loaded ones end. */
export const useSearchItemsQuery = (kind: DirectoryKind, params: DirectorySearchParams) =>
  useInfiniteQuery({
    queryKey: directoryKeys.search(kind, { ...params }),
    queryFn: ({ pageParam, signal }) => searchItems(kind, params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages, Limits.list.publicMaxSkip),
    staleTime: 30_000,
  });

import { Limits, robotApi } from '@robot/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { nextSkip } from '../../../lib/next-skip.ts';
import type { ListParams } from '../../../lib/use-list-params.ts';
import { robotKeys } from './query-keys.ts';

/** 24 fills whole rows of the 4, 3, 2 and 1 column grids. */
export const SEARCH_PAGE_SIZE = 24;

export type RobotSearchParams = ListParams;

export const searchRobots = (params: RobotSearchParams, skip: number, signal?: AbortSignal) =>
  apiCall(robotApi.search, {
    query: {
      keyword: params.keyword || undefined,
      category: params.category ?? undefined,
      sort: params.sort,
      skip,
      limit: SEARCH_PAGE_SIZE,
    },
    signal,
    // The square renders its own error state with a retry.
    silent: true,
  });

/** The robot square's pages of results; the next page starts where the loaded ones end. */
export const useSearchRobotsQuery = (params: RobotSearchParams) =>
  useInfiniteQuery({
    queryKey: robotKeys.search({ ...params }),
    queryFn: ({ pageParam, signal }) => searchRobots(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages, Limits.list.publicMaxSkip),
    staleTime: 30_000,
  });

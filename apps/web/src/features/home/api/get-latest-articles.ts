import { articleApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/index.ts';
import { HOME_STALE_MS, homeKeys } from './home-keys.ts';

export const HOME_ARTICLES = 3;

export const getLatestArticles = (signal?: AbortSignal) =>
  apiCall(articleApi.search, {
    query: { skip: 0, limit: HOME_ARTICLES, sort: 'latest' },
    signal,
    silent: true,
  });

/** The newest articles of the AI genius hall. */
export const useLatestArticlesQuery = (enabled: boolean) =>
  useQuery({
    queryKey: homeKeys.latestArticles(HOME_ARTICLES),
    queryFn: ({ signal }) => getLatestArticles(signal).then((d) => d.list),
    staleTime: HOME_STALE_MS,
    enabled,
  });

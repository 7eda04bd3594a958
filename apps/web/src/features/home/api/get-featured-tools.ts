import { aiToolApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/index.ts';
import { HOME_STALE_MS, homeKeys } from './home-keys.ts';

export const HOME_TOOLS = 6;

export const getFeaturedTools = (signal?: AbortSignal) =>
  apiCall(aiToolApi.featured, { query: { skip: 0, limit: HOME_TOOLS }, signal, silent: true });

/** The AI tools an operator chose to feature. */
export const useFeaturedToolsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: homeKeys.featuredTools(HOME_TOOLS),
    queryFn: ({ signal }) => getFeaturedTools(signal).then((d) => d.list),
    staleTime: HOME_STALE_MS,
    enabled,
  });

import { aiToolApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { directoryKeys } from './query-keys.ts';

export const FEATURED_TOOLS_LIMIT = 6;

export const getFeaturedTools = (limit: number, signal?: AbortSignal) =>
  apiCall(aiToolApi.featured, { query: { skip: 0, limit }, signal, silent: true });

/** The AI tools a superuser featured; a decoration of the list, so a failure just hides it. */
export const useFeaturedToolsQuery = (enabled = true, limit = FEATURED_TOOLS_LIMIT) =>
  useQuery({
    queryKey: directoryKeys.featured('aitool', { limit }),
    queryFn: ({ signal }) => getFeaturedTools(limit, signal),
    staleTime: 5 * 60_000,
    enabled,
  });

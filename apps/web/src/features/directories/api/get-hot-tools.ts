import { aiToolApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { directoryKeys } from './query-keys.ts';

export const HOT_TOOLS_LIMIT = 8;

export const getHotTools = (signal?: AbortSignal) =>
  apiCall(aiToolApi.hot, { query: { skip: 0, limit: HOT_TOOLS_LIMIT }, signal, silent: true });

/** The most visited AI tools; a decoration of the list, so a failure just hides it. */
export const useHotToolsQuery = (enabled = true) =>
  useQuery({
    queryKey: directoryKeys.hot('aitool', { limit: HOT_TOOLS_LIMIT }),
    queryFn: ({ signal }) => getHotTools(signal),
    staleTime: 5 * 60_000,
    enabled,
  });

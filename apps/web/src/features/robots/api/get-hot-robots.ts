import { robotApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

export const HOT_LIMIT = 10;

export const getHotRobots = (signal?: AbortSignal) =>
  apiCall(robotApi.hot, { query: { skip: 0, limit: HOT_LIMIT }, signal, silent: true });

/** The hot robots strip; a decoration of the square, so a failure just hides it. */
export const useHotRobotsQuery = (enabled = true) =>
  useQuery({
    queryKey: robotKeys.hot({ limit: HOT_LIMIT }),
    queryFn: ({ signal }) => getHotRobots(signal),
    staleTime: 5 * 60_000,
    enabled,
  });

import { Limits, robotApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

export const getFavoriteRobots = (signal?: AbortSignal) =>
  apiCall(robotApi.favoritesGet, {
    query: { skip: 0, limit: Limits.list.maxLimit },
    signal,
    silent: true,
  });

export const useFavoriteRobotsQuery = (enabled = true) =>
  useQuery({
    queryKey: robotKeys.favorites(),
    queryFn: ({ signal }) => getFavoriteRobots(signal),
    enabled,
  });

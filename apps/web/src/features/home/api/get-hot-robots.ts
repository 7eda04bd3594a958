import { robotApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/index.ts';
import { HOME_STALE_MS, homeKeys } from './home-keys.ts';

export const HOME_ROBOTS = 6;

export const getHotRobots = (signal?: AbortSignal) =>
  apiCall(robotApi.hot, { query: { skip: 0, limit: HOME_ROBOTS }, signal, silent: true });

/** The most visited robots, for the first live section. */
export const useHotRobotsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: homeKeys.hotRobots(HOME_ROBOTS),
    queryFn: ({ signal }) => getHotRobots(signal).then((d) => d.list),
    staleTime: HOME_STALE_MS,
    enabled,
  });

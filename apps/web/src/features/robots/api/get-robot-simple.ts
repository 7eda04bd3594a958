import { robotApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

export const getRobotSimple = (uuid: string) =>
  apiCall(robotApi.detailSimple, { params: { uuid }, silent: true });

/**
 * A robot's public detail. The server counts a view per call, so the key is just the uuid (StrictMode's
 * second mount joins the same fetch) and the answer stays fresh for the whole visit: focus, remounts
 * and going back to the page within a few minutes do not count again. The query deliberately does not
 * take TanStack's AbortSignal: consuming it makes StrictMode's unmount cancel the first request and
 * the remount send a second one, which the server would count as a second view.
 */
export const useRobotSimpleQuery = (uuid: string) =>
  useQuery({
    queryKey: robotKeys.simple(uuid),
    queryFn: () => getRobotSimple(uuid),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

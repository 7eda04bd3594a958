import { robotApi } from '@robot/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

export const getRobotSimple = (uuid: string, signal?: AbortSignal) =>
  apiCall(robotApi.detailSimple, { params: { uuid }, signal, silent: true });

/**
 * A robot's public detail. The server counts a view per call, so the key is just the uuid (StrictMode's
 * second mount joins the same fetch) and the answer stays fresh for the whole visit: focus, remounts
 * and going back to the page within a few minutes do not count again.
 */
export const useRobotSimpleQuery = (uuid: string) =>
  useQuery({
    queryKey: robotKeys.simple(uuid),
    queryFn: ({ signal }) => getRobotSimple(uuid, signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

import { Limits, robotApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

/** The 'My' drawer's list: everything the owner has (spec: skip 0, limit 999, ownerUUID). */
export const getMyRobots = (ownerUUID: string, signal?: AbortSignal) =>
  apiCall(robotApi.mine, {
    query: { skip: 0, limit: Limits.list.mineMaxLimit, ownerUUID },
    signal,
    silent: true,
  });

export const useMyRobotsQuery = (ownerUUID: string | undefined, enabled = true) =>
  useQuery({
    queryKey: robotKeys.mine(ownerUUID ?? ''),
    queryFn: ({ signal }) => getMyRobots(ownerUUID!, signal),
    enabled: enabled && Boolean(ownerUUID),
  });

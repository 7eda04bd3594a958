import { adviceApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

export const adviceKeys = {
  times: (userUUID: string) => ['advice', 'times', userUUID] as const,
};

/** AI-writing uses SPENT per kind by one user (the caller's own uuid). */
export const getAdviceTimes = (userUUID: string, signal?: AbortSignal) =>
  // Silent: a failed count only leaves the buttons without a number; it is not worth a toast.
  apiCall(adviceApi.timesGet, { params: { userUUID }, signal, silent: true });

export const useAdviceTimesQuery = (userUUID: string | undefined, enabled = true) =>
  useQuery({
    queryKey: adviceKeys.times(userUUID ?? ''),
    queryFn: ({ signal }) => getAdviceTimes(userUUID!, signal),
    enabled: enabled && Boolean(userUUID),
  });

import { accountApi } from '@robot/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

export const getSessions = () => apiCall(accountApi.sessions);

export const sessionsQueryKey = ['user', 'sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, staleTime: 0 });

export const useSessions = (enabled: boolean) => useQuery({ ...sessionsQueryOptions(), enabled });

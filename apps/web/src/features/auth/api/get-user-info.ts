import { ErrorCode, userApi } from '@robot/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../../../lib/api/client.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export const getUserInfo = () => apiCall(userApi.info, { silent: true });

export const userInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'info', token],
    queryFn: getUserInfo,
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: (count, error) => !isApiError(error) || (error.isTransport && count < 2),
  });

/**
 * Keeps the signed-in user in the auth store. A token that expired while the tab was closed is simply
 * forgotten: nobody asked for anything yet, so the 'login expired' dialog would only startle.
 */
export function useUserInfoSync(): void {
  const token = useAuthStore((s) => s.token);
  const { data, error } = useQuery(userInfoQueryOptions(token));
  useEffect(() => {
    if (data) useAuthStore.getState().setUser(data);
  }, [data]);
  useEffect(() => {
    if (isApiError(error) && error.code === ErrorCode.invalidToken) useAuthStore.getState().clear();
  }, [error]);
}

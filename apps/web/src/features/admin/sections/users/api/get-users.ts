import { adminApi } from '@robot/contracts/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../../lib/api/index.ts';
import { adminKeys } from '../../../api/admin-keys.ts';

export const adminUsersQuery = (q: { keyword: string; skip: number; limit: number }) =>
  queryOptions({
    queryKey: adminKeys.usersPage(q),
    queryFn: ({ signal }) =>
      apiCall(adminApi.users, {
        query: { keyword: q.keyword || undefined, skip: q.skip, limit: q.limit },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (q: { keyword: string; skip: number; limit: number }) =>
  useQuery(adminUsersQuery(q));

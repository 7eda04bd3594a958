import { adminApi } from '@robot/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../../lib/api/index.ts';
import { adminKeys } from '../../../api/admin-keys.ts';

export const adminUserQuery = (uuid: string) =>
  queryOptions({
    queryKey: adminKeys.user(uuid),
    queryFn: ({ signal }) => apiCall(adminApi.user, { params: { uuid }, signal, silent: true }),
  });

export const useAdminUser = (uuid: string) => useQuery(adminUserQuery(uuid));

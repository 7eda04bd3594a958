import { adminApi } from '@robot/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The live config (the users' limits form shows its default limits beside each override). */
export const adminConfigQuery = () =>
  queryOptions({
    queryKey: adminKeys.config(),
    queryFn: ({ signal }) => apiCall(adminApi.config, { signal, silent: true }),
    staleTime: 60_000,
  });

export const useAdminConfig = () => useQuery(adminConfigQuery());

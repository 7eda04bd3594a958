import { adminApi } from '@robot/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../../lib/api/index.ts';
import { adminKeys } from '../../../api/admin-keys.ts';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    // The section shows its own error state with a retry.
    queryFn: ({ signal }) => apiCall(adminApi.stats, { signal, silent: true }),
    staleTime: 30_000,
  });

export const useAdminStats = () => useQuery(adminStatsQuery());
